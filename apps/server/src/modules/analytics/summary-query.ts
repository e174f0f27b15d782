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
  ROLLUP_FAMILIES,
  type RollupFamily,
  SUCCESS_LIST,
} from './rollup-families';

/**
 * One summary, exact for the caller's scope (docs/analytics.md "Exactness"): grouped by some
 * dimensions (and the caller's day or hour), split by base currency, over a period. Whole hours come
 * from the first rollup family that holds every dimension the question groups, filters or is limited
 * by; the rest of the period, or all of it when no family holds those dimensions, from the raw rows.
 * Both parts share one WHERE (scope, mode, filters) and their sums are added.
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

/** A source: the rollup family or the raw transactions, as expressions over alias `t`. */
interface Source {
  readonly from: SQL;
  readonly time: string;
  readonly column: (d: GroupDimension) => string;
  readonly measures: string;
  readonly having: string;
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
  measures:
    `count(*)::bigint, (count(*) filter (where t.status in (${SUCCESS_LIST})))::bigint, ` +
    'coalesce(sum(t.amount), 0)::bigint, coalesce(sum(t.base_amount), 0)::bigint',
  having: '',
};

function rollupSource(family: RollupFamily): Source {
  return {
    from: sql.raw(`${family.table} t`),
    time: 't.hour',
    column: (d) => `t.${d}`,
    measures:
      'sum(t.count)::bigint, sum(t.success_count)::bigint, sum(t.amount)::bigint, sum(t.base_amount)::bigint',
    // Groups whose changes cancelled out (a row that moved to another status) are not groups.
    having: 'having sum(t.count) <> 0',
  };
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

async function runPart(
  tx: ScopedTx,
  source: Source,
  scope: DataScope,
  request: SummaryRequest,
  when: SQL,
): Promise<SummaryRow[]> {
  const groups = request.groupBy.map((d) => source.column(d));
  if (request.bucket !== null) {
    const offset = request.period.offsetMinutes;
    // The caller's wall-clock time, cut to the caller's day or hour.
    const local = `(${source.time} at time zone 'UTC') + ${offset} * interval '1 minute'`;
    groups.push(`to_char(date_trunc('${request.bucket}', ${local}), '${BUCKET_FORMAT[request.bucket]}')`);
  }
  const keys = groups.length === 0 ? '' : `${groups.join(', ')}, `;
  const groupNumbers = [...groups.map((_, i) => String(i + 1)), String(groups.length + 1)].join(', ');
  const rows = await arrayRows(
    tx,
    sql`select ${sql.raw(keys)}t.base_currency, ${sql.raw(source.measures)}
      from ${source.from}
      where ${and(scopeAndFilter(source, scope, request), when)}
      group by ${sql.raw(groupNumbers)} ${sql.raw(source.having)}`,
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
  const split =
    family === null ? { rollup: null, raw: [request.period] } : splitPeriod(request.period, request.bucket);
  const parts: SummaryRow[][] = [];
  if (family !== null && split.rollup !== null) {
    const { excludedHours } = split.rollup;
    const when = and(
      rangeCondition('t.hour', split.rollup),
      excludedHours.length === 0
        ? undefined
        : sql`t.hour not in (${sql.join(
            excludedHours.map((h) => sql`${h.toISOString()}::timestamptz`),
            sql`, `,
          )})`,
    );
    parts.push(await runPart(tx, rollupSource(family), scope, request, when ?? sql`true`));
  }
  if (split.raw.length > 0) {
    const when = sql.join(
      split.raw.map((range) => rangeCondition('t.created_at', range)),
      sql` or `,
    );
    parts.push(await runPart(tx, RAW, scope, request, sql`(${when})`));
  }
  return {
    rows: mergeRows(parts.flat()),
    family: family !== null && split.rollup !== null ? family.table : null,
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
