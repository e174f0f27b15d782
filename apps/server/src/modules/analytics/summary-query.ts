import { DECLINE_STATUSES } from '@paydesk/contracts/reports/report.schemas';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { arrayRows } from '../money';
import type { ReportPeriod, TimeBucket, TimeRange } from './report-period';
import { splitPeriod } from './report-period';
import {
  DECLINE_LIST,
  type Dimension,
  type Grain,
  ROLLUP_FAMILIES,
  type RollupFamily,
  SUCCESS_LIST,
  tableOf,
} from './rollup-families';

/**
 * One summary, exact for the caller's scope (docs/analytics.md "Exactness"): grouped by some
 * dimensions (and the caller's day or hour), split by base currency, over a period. Whole days and
 * hours come from the daily and hourly rows of the first rollup family that holds every dimension
 * the question groups, filters or is limited by; the rest of the period, or all of it when no family
 * holds those dimensions, from the raw rows (report-period.ts says how a period is cut). Every part
 * shares one WHERE (scope, mode, filters) and their sums are added.
 */

/** What a summary may group by: a family dimension, or one every family holds. */
export type GroupDimension = Dimension | 'merchant_id' | 'type';

export interface SummaryFilter {
  readonly currencies?: readonly string[];
  readonly merchants?: readonly string[];
  readonly paymentMethods?: readonly string[];
  readonly serviceProviders?: readonly string[];
  readonly types?: readonly string[];
  readonly statuses?: readonly string[];
}

export interface SummaryRequest {
  readonly groupBy: readonly GroupDimension[];
  readonly bucket: TimeBucket;
  readonly period: ReportPeriod;
  readonly filter: SummaryFilter;
  /** Declined and failed transactions only (the decline reasons). */
  readonly onlyDeclines?: boolean;
}

export interface SummaryRow {
  /** The groupBy values in order, then the bucket's key when there is one. */
  readonly keys: readonly string[];
  readonly baseCurrency: string;
  readonly count: number;
  readonly successCount: number;
  readonly amount: number;
  readonly baseAmount: number;
}

export interface Summary {
  readonly rows: readonly SummaryRow[];
  /** The family read for the whole hours, or null when all of it came from the raw rows. */
  readonly family: string | null;
}

const COMMON: readonly GroupDimension[] = ['merchant_id', 'type'];
const BUCKET_FORMAT = { day: 'YYYY-MM-DD', hour: 'YYYY-MM-DD"T"HH24:MI' } as const;

const present = (values: readonly string[] | undefined): values is readonly string[] =>
  values !== undefined && values.length > 0;

/** The statuses asked for: the filter's, narrowed to declines when only declines are asked for. */
function statusesOf(request: SummaryRequest): readonly string[] | undefined {
  const asked = request.filter.statuses;
  if (!request.onlyDeclines) return present(asked) ? asked : undefined;
  const declines: readonly string[] = DECLINE_STATUSES;
  return present(asked) ? asked.filter((s) => declines.includes(s)) : declines;
}

/** Every dimension the question needs a family to hold. */
function neededDimensions(request: SummaryRequest, scope: DataScope): Set<GroupDimension> {
  const { filter } = request;
  const needed = new Set<GroupDimension>(request.groupBy);
  if (present(filter.currencies)) needed.add('currency');
  if (present(filter.paymentMethods) || scope.paymentMethodIds !== null) needed.add('payment_method');
  if (present(filter.serviceProviders) || scope.serviceProviderIds !== null) needed.add('service_provider');
  if (statusesOf(request) !== undefined) needed.add('status');
  for (const common of COMMON) needed.delete(common);
  return needed;
}

/** The first family that can answer exactly, or null (then the raw rows answer). */
export function familyFor(request: SummaryRequest, scope: DataScope): RollupFamily | null {
  const needed = neededDimensions(request, scope);
  const statuses = statusesOf(request);
  const declinesOnly = statuses?.every((s) => (DECLINE_STATUSES as readonly string[]).includes(s));
  return (
    ROLLUP_FAMILIES.find(
      (family) =>
        [...needed].every((d) => (family.dimensions as readonly string[]).includes(d)) &&
        (!family.onlyDeclines || declinesOnly),
    ) ?? null
  );
}

/** A source: a rollup family at one grain or the raw transactions, as expressions over alias `t`. */
interface Source {
  readonly from: SQL;
  readonly time: string;
  readonly column: (d: GroupDimension) => string;
  /** The sums, each row weighted by `sign` (an SQL expression: 1, or the moved rows' ±1). */
  readonly measures: (sign: string) => string;
}

const RAW: Source = {
  from: sql`transactions t`,
  time: 't.created_at',
  column: (d) =>
    d === 'decline_reason'
      ? `case when t.status in (${DECLINE_LIST}) then coalesce(t.response_message, t.response_code, '') else '' end`
      : d === 'customer_country'
        ? `coalesce(t.customer_country, '')`
        : `t.${d}`,
  measures: (sign) =>
    `sum(${sign})::bigint, (coalesce(sum(${sign}) filter (where t.status in (${SUCCESS_LIST})), 0))::bigint, ` +
    `coalesce(sum(${sign} * t.amount), 0)::bigint, coalesce(sum(${sign} * t.base_amount), 0)::bigint`,
};

function rollupSource(family: RollupFamily, grain: Grain): Source {
  return {
    from: sql.raw(`${tableOf(family, grain)} t`),
    time: `t.${grain}`,
    column: (d) => `t.${d}`,
    measures: (sign) =>
      `sum(${sign} * t.count)::bigint, sum(${sign} * t.success_count)::bigint, ` +
      `sum(${sign} * t.amount)::bigint, sum(${sign} * t.base_amount)::bigint`,
  };
}

/**
 * Which of the caller's groups a row of a part is counted in:
 * - own: the group of the row's own time (an hour, a raw row);
 * - noon: the group holding the noon of the row's UTC day (a daily row);
 * - moved: taken out of its noon's group and added to its own (the moved parts of PeriodSplit).
 */
type Bucketing = 'own' | 'noon' | 'moved';

interface Part {
  readonly source: Source;
  readonly when: SQL;
  readonly bucketing: Bucketing;
}

const inList = (column: string, values: readonly string[]): SQL =>
  values.length === 0
    ? sql`false`
    : sql`${sql.raw(column)} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

/** The caller's scope, the mode and the filters; the same for the rollup and the raw part. */
function scopeAndFilter(source: Source, scope: DataScope, request: SummaryRequest): SQL | undefined {
  const { filter } = request;
  const c = source.column;
  const statuses = statusesOf(request);
  return and(
    sql`t.mode = ${scope.mode}`,
    scope.tenantIds === 'all' ? undefined : inList('t.tenant_id', scope.tenantIds),
    scope.merchantId === null ? undefined : inList('t.merchant_id', [scope.merchantId]),
    scope.customerIds === null ? undefined : inList('t.merchant_id', scope.customerIds),
    scope.paymentMethodIds === null ? undefined : inList(c('payment_method'), scope.paymentMethodIds),
    scope.serviceProviderIds === null ? undefined : inList(c('service_provider'), scope.serviceProviderIds),
    present(filter.merchants) ? inList('t.merchant_id', filter.merchants) : undefined,
    present(filter.currencies) ? inList(c('currency'), filter.currencies) : undefined,
    present(filter.paymentMethods) ? inList(c('payment_method'), filter.paymentMethods) : undefined,
    present(filter.serviceProviders) ? inList(c('service_provider'), filter.serviceProviders) : undefined,
    present(filter.types) ? inList('t.type', filter.types) : undefined,
    statuses === undefined ? undefined : inList(c('status'), statuses),
  );
}

const rangeCondition = (time: string, range: TimeRange): SQL =>
  sql`(${sql.raw(time)} >= ${range.from.toISOString()}::timestamptz and ${sql.raw(time)} < ${range.to.toISOString()}::timestamptz)`;

/**
 * The raw part's WHERE over `transactions t` (scope, mode, filters and the period), for a report
 * that reads the raw transactions with what no rollup holds (smart-ops-report.ts: their logs).
 */
export function rawTransactionsWhere(scope: DataScope, period: ReportPeriod, filter: SummaryFilter): SQL {
  const request: SummaryRequest = { groupBy: [], bucket: null, period, filter };
  return and(scopeAndFilter(RAW, scope, request), rangeCondition(RAW.time, period)) ?? sql`true`;
}

/** The caller's group of `time` (a timestamptz expression), as text. */
function groupOf(time: string, bucket: Exclude<TimeBucket, null>, offsetMinutes: number): string {
  // The caller's wall-clock time, cut to the caller's day or hour.
  const local = `(${time} at time zone 'UTC') + ${offsetMinutes} * interval '1 minute'`;
  return `to_char(date_trunc('${bucket}', ${local}), '${BUCKET_FORMAT[bucket]}')`;
}

const noonOf = (time: string) => `(date_trunc('day', ${time}, 'UTC') + interval '12 hours')`;

async function runPart(
  tx: ScopedTx,
  scope: DataScope,
  request: SummaryRequest,
  part: Part,
): Promise<SummaryRow[]> {
  const { source, bucketing } = part;
  const groups = request.groupBy.map((d) => source.column(d));
  let from = source.from;
  let sign = '1';
  if (request.bucket !== null) {
    const offset = request.period.offsetMinutes;
    const own = groupOf(source.time, request.bucket, offset);
    const noon = groupOf(noonOf(source.time), request.bucket, offset);
    if (bucketing === 'moved') {
      from = sql`${from} cross join lateral (values (${sql.raw(own)}, 1), (${sql.raw(noon)}, -1)) moved(bucket, sign)`;
      groups.push('moved.bucket');
      sign = 'moved.sign';
    } else groups.push(bucketing === 'noon' ? noon : own);
  }
  const keys = groups.length === 0 ? '' : `${groups.join(', ')}, `;
  const groupNumbers = [...groups.map((_, i) => String(i + 1)), String(groups.length + 1)].join(', ');
  const rows = await arrayRows(
    tx,
    sql`select ${sql.raw(keys)}t.base_currency, ${sql.raw(source.measures(sign))}
      from ${from}
      where ${and(scopeAndFilter(source, scope, request), part.when)}
      group by ${sql.raw(groupNumbers)}`,
  );
  return rows.map((row) => {
    const n = groups.length;
    return {
      keys: row.slice(0, n).map((v) => String(v ?? '')),
      baseCurrency: String(row[n]),
      count: Number(row[n + 1]),
      successCount: Number(row[n + 2]),
      amount: Number(row[n + 3]),
      baseAmount: Number(row[n + 4]),
    };
  });
}

const anyOf = (ranges: readonly TimeRange[], time: string): SQL =>
  sql`(${sql.join(
    ranges.map((range) => rangeCondition(time, range)),
    sql` or `,
  )})`;

const timeArray = (instants: readonly Date[]) =>
  `{${instants.map((instant) => instant.toISOString()).join(',')}}`;

/** The parts a summary reads (PeriodSplit): from the family when there is one, else all raw. */
function partsOf(request: SummaryRequest, family: RollupFamily | null): Part[] {
  if (family === null) return [{ source: RAW, when: anyOf([request.period], RAW.time), bucketing: 'own' }];
  const split = splitPeriod(request.period, request.bucket);
  const hourly = rollupSource(family, 'hour');
  const parts: Part[] = [];
  if (split.days !== null) {
    const daily = rollupSource(family, 'day');
    parts.push({ source: daily, when: rangeCondition(daily.time, split.days), bucketing: 'noon' });
  }
  if (split.movedHours.length > 0)
    parts.push({
      source: hourly,
      when: sql`${sql.raw(hourly.time)} = any(${timeArray(split.movedHours)}::timestamptz[])`,
      bucketing: 'moved',
    });
  if (split.movedRaw.length > 0)
    parts.push({ source: RAW, when: anyOf(split.movedRaw, RAW.time), bucketing: 'moved' });
  if (split.hours.length > 0)
    parts.push({
      source: hourly,
      when: and(
        anyOf(split.hours, hourly.time),
        split.excludedHours.length === 0
          ? undefined
          : sql`not (${sql.raw(hourly.time)} = any(${timeArray(split.excludedHours)}::timestamptz[]))`,
      ) as SQL,
      bucketing: 'own',
    });
  if (split.raw.length > 0) parts.push({ source: RAW, when: anyOf(split.raw, RAW.time), bucketing: 'own' });
  return parts;
}

/**
 * Runs the summary (see the file comment). `useRollups` false reads only the raw rows: before the
 * first rebuild the rollups do not yet hold the rows written before the event log existed.
 */
export async function summarise(
  tx: ScopedTx,
  scope: DataScope,
  request: SummaryRequest,
  options: { readonly useRollups?: boolean } = {},
): Promise<Summary> {
  const family = options.useRollups === false ? null : familyFor(request, scope);
  const parts = partsOf(request, family);
  const rows: SummaryRow[] = [];
  for (const part of parts) rows.push(...(await runPart(tx, scope, request, part)));
  return {
    rows: mergeRows(rows),
    family: parts.some((part) => part.source !== RAW) && family !== null ? family.table : null,
  };
}

/** Adds up the rows of the same group and base currency; groups that cancelled out are dropped. */
export function mergeRows(rows: readonly SummaryRow[]): SummaryRow[] {
  const merged = new Map<string, SummaryRow>();
  for (const row of rows) {
    const key = [...row.keys, row.baseCurrency].join('\u0000');
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            count: seen.count + row.count,
            successCount: seen.successCount + row.successCount,
            amount: seen.amount + row.amount,
            baseAmount: seen.baseAmount + row.baseAmount,
          }
        : row,
    );
  }
  return [...merged.values()].filter((row) => row.count !== 0);
}
