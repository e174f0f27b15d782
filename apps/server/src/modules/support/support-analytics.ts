import type {
  SupportAnalyticsDay,
  SupportAnalyticsQuery,
  SupportAnalyticsReport,
  SupportAnalyticsRow,
  SupportAnalyticsTotals,
} from '@paydesk/contracts/support/support-analytics.schemas';
import { SUPPORT_ANALYTICS_PAGING } from '@paydesk/contracts/support/support-analytics.schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { merchants, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { type DataScope, narrowToTenant } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { supportLabels } from '../support-labels';
import type { Caller } from './caller';
import { tickets } from './support.table';
import { HANDLED_CHANNEL, labelColumnOf, visibleTicketsCondition } from './ticket-access';

/**
 * The support analytics report (docs/support-analytics.md): the tickets of the desk the caller's
 * side answers (tenant staff: their merchants' tickets within their customer limits; platform
 * staff: the tenants' tickets to the platform), counted and timed in the database, grouped by the
 * ticket's assignee, the caller's side's label or the customer. Every figure is an SQL aggregate
 * over the tickets' own columns: created_at, status, initial_request_at, response_at (set by the
 * handler's first public reply), resolution_at (set by the close, cleared by a reopen) and billable.
 */

export type AnalyticsQuery = z.output<typeof SupportAnalyticsQuery>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Period {
  readonly from: Date;
  readonly to: Date;
}

/** The period, checked as the reports check theirs: forwards, at most REPORT_MAX_DAYS days. */
function periodOf(query: AnalyticsQuery): Period {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to.getTime() <= from.getTime())
    throw AppError.validation([
      { field: 'querystring.to', message: 'Must be after the start of the period' },
    ]);
  if (to.getTime() - from.getTime() > SUPPORT_ANALYTICS_PAGING.maxDays * DAY)
    throw AppError.validation([
      {
        field: 'querystring.from',
        message: `The period may be at most ${SUPPORT_ANALYTICS_PAGING.maxDays} days`,
      },
    ]);
  return { from, to };
}

/** The SQL pieces of one report: which tickets, and when each counts. */
function piecesOf(period: Period) {
  const from = sql`${period.from.toISOString()}::timestamptz`;
  const to = sql`${period.to.toISOString()}::timestamptz`;
  const start = sql`coalesce(${tickets.initialRequestAt}, ${tickets.createdAt})`;
  const openedIn = sql`(${tickets.createdAt} >= ${from} and ${tickets.createdAt} < ${to})`;
  const closedIn = sql`(${tickets.status} = 'Closed' and ${tickets.resolutionAt} >= ${from} and ${tickets.resolutionAt} < ${to})`;
  const responded = sql`(${openedIn} and ${tickets.responseAt} is not null)`;
  const seconds = (end: SQL) => sql`greatest(0, extract(epoch from (${end} - ${start})))`;
  const percentile = (fraction: number, value: SQL, where: SQL) =>
    sql<
      number | null
    >`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${value}) filter (where ${where})`;
  const figures = {
    opened: sql<number>`count(*) filter (where ${openedIn})::int`,
    closed: sql<number>`count(*) filter (where ${closedIn})::int`,
    stillOpen: sql<number>`count(*) filter (where ${openedIn} and ${tickets.status} <> 'Closed')::int`,
    responded: sql<number>`count(*) filter (where ${responded})::int`,
    firstResponseMedian: percentile(0.5, seconds(sql`${tickets.responseAt}`), responded),
    firstResponseP90: percentile(0.9, seconds(sql`${tickets.responseAt}`), responded),
    resolutionMedian: percentile(0.5, seconds(sql`${tickets.resolutionAt}`), closedIn),
    billable: sql<number>`count(*) filter (where ${openedIn} and ${tickets.billable} is true)::int`,
  };
  return { openedIn, closedIn, figures };
}

type RawFigures = {
  readonly [K in keyof SupportAnalyticsTotals]: number | string | null;
};

const whole = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value));

function figuresOf(raw: RawFigures, billing: boolean): SupportAnalyticsTotals {
  return {
    opened: Number(raw.opened ?? 0),
    closed: Number(raw.closed ?? 0),
    stillOpen: Number(raw.stillOpen ?? 0),
    responded: Number(raw.responded ?? 0),
    firstResponseMedian: whole(raw.firstResponseMedian),
    firstResponseP90: whole(raw.firstResponseP90),
    resolutionMedian: whole(raw.resolutionMedian),
    billable: billing ? Number(raw.billable ?? 0) : null,
  };
}

/** The caller's day of each instant in the period, first to last (the chart's axis). */
function daysOf(period: Period, offsetMinutes: number): string[] {
  const local = (instant: number) => new Date(instant + offsetMinutes * MINUTE).toISOString().slice(0, 10);
  const last = local(period.to.getTime() - 1);
  const days: string[] = [];
  for (let day = local(period.from.getTime()); days.length <= SUPPORT_ANALYTICS_PAGING.maxDays + 1; ) {
    days.push(day);
    if (day === last) break;
    day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  }
  return days;
}

export async function supportAnalyticsReport(
  tx: ScopedTx,
  requestScope: DataScope,
  caller: Caller,
  query: AnalyticsQuery,
): Promise<SupportAnalyticsReport> {
  const period = periodOf(query);
  const desk = caller.audience === 'platform' ? 'platform' : 'tenant';
  const scope = query.tenantId ? narrowToTenant(requestScope, query.tenantId) : requestScope;
  const deskTickets = and(
    visibleTicketsCondition(desk, scope),
    eq(tickets.channelType, HANDLED_CHANNEL[desk]),
  );
  const { openedIn, closedIn, figures } = piecesOf(period);
  const inPeriod = and(deskTickets, sql`(${openedIn} or ${closedIn})`);
  const billing = desk === 'platform';

  const [totalsRow] = await tx.select(figures).from(tickets).where(inPeriod);

  const offset = query.timezoneOffset;
  // The offset is written into the SQL (a checked integer): as a parameter, the grouped expression
  // and the selected one would differ.
  const dayOf = (column: SQL) =>
    sql<string>`to_char((${column} at time zone 'UTC') + interval '1 minute' * ${sql.raw(String(Math.trunc(offset)))}, 'YYYY-MM-DD')`;
  const openedDay = dayOf(sql`${tickets.createdAt}`);
  const closedDay = dayOf(sql`${tickets.resolutionAt}`);
  const openedPerDay = await tx
    .select({ day: openedDay, n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(deskTickets, openedIn))
    .groupBy(openedDay);
  const closedPerDay = await tx
    .select({ day: closedDay, n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(deskTickets, closedIn))
    .groupBy(closedDay);
  const openedBy = new Map(openedPerDay.map((row) => [row.day, Number(row.n)]));
  const closedBy = new Map(closedPerDay.map((row) => [row.day, Number(row.n)]));
  const perDay: SupportAnalyticsDay[] = daysOf(period, offset).map((day) => ({
    day,
    opened: openedBy.get(day) ?? 0,
    closed: closedBy.get(day) ?? 0,
  }));

  const group = groupingOf(query.groupBy, desk);
  const groupQuery = () => {
    const base = tx.select({ key: group.key, label: group.label, ...figures }).from(tickets);
    return group.join ? group.join(base) : base;
  };
  const rows = await groupQuery()
    .where(inPeriod)
    .groupBy(group.key)
    .orderBy(
      sql`count(*) filter (where ${openedIn}) desc`,
      sql`count(*) filter (where ${closedIn}) desc`,
      sql`${group.label} asc nulls last`,
      sql`${group.key} asc nulls last`,
    )
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const [groups] = await tx
    .select({ n: sql<number>`count(distinct coalesce(${group.key}, ''))::int` })
    .from(tickets)
    .where(inPeriod);

  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timezoneOffset: offset,
    groupBy: query.groupBy,
    desk,
    totals: figuresOf(totalsRow as RawFigures, billing),
    perDay,
    count: Number(groups?.n ?? 0),
    data: (rows as (RawFigures & { key: string | null; label: string | null })[]).map(
      (row): SupportAnalyticsRow => ({
        key: row.key,
        label: row.label,
        ...figuresOf(row as RawFigures, billing),
      }),
    ),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the select builder's type differs per join.
type Joinable = any;

/** How each "group by" names its groups: the key, what to show for it, and the join it needs. */
function groupingOf(groupBy: AnalyticsQuery['groupBy'], desk: 'tenant' | 'platform') {
  if (groupBy === 'agent') {
    const name = sql`nullif(trim(coalesce(${tickets.assigneeFirstName}, '') || ' ' || coalesce(${tickets.assigneeLastName}, '')), '')`;
    return {
      key: sql<string | null>`${tickets.assigneeId}::text`,
      label: sql<string | null>`min(coalesce(${name}, ${tickets.assigneeEmail}))`,
      join: null,
    };
  }
  if (groupBy === 'label') {
    const column = labelColumnOf(desk);
    return {
      key: sql<string | null>`${column}::text`,
      label: sql<string | null>`min(${supportLabels.value})`,
      join: (q: Joinable) => q.leftJoin(supportLabels, eq(supportLabels.id, column)),
    };
  }
  if (desk === 'platform') {
    return {
      key: sql<string | null>`${tickets.tenantId}::text`,
      label: sql<string | null>`min(${tenants.name})`,
      join: (q: Joinable) => q.leftJoin(tenants, eq(tenants.id, tickets.tenantId)),
    };
  }
  return {
    key: sql<string | null>`${tickets.merchantId}::text`,
    label: sql<string | null>`min(${merchants.legalBusinessName})`,
    join: (q: Joinable) =>
      q.leftJoin(
        merchants,
        and(eq(merchants.tenantId, tickets.tenantId), eq(merchants.id, tickets.merchantId)),
      ),
  };
}
