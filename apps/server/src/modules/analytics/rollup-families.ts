import { ALERT_RULE_LIMITS } from '@paydesk/contracts/alerts/alert.schemas';
import { DECLINE_STATUSES, SUCCESS_STATUSES } from '@paydesk/contracts/reports/report.schemas';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The rollup families (docs/analytics.md "Families"): one narrow table per family of questions and
 * grain. Every family counts per tenant, merchant, mode, type, base currency and UTC hour (the common
 * key), and again per UTC day in a table of its own (docs/analytics.md "Grains"), plus its own
 * dimensions; a question is answered from the first family that holds every dimension it groups or
 * filters by, else from the raw rows.
 */

/** A dimension a family may hold, by its column name in the event log, the rollups and transactions. */
export type Dimension =
  | 'status'
  | 'currency'
  | 'service_provider'
  | 'payment_method'
  | 'decline_reason'
  | 'customer_country';

/** What a row of a family's table counts: one UTC hour, or one UTC day. */
export type Grain = 'hour' | 'day';
export const GRAINS: readonly Grain[] = ['hour', 'day'];
/** A grain a table may fold at: the report families' two, and the alerts' minute (below). */
export type FoldGrain = Grain | 'minute';

export interface RollupFamily {
  /** The hourly table; the daily one is `dailyTable(family)`. */
  readonly table: string;
  readonly dimensions: readonly Dimension[];
  /** Holds declined and failed transactions only (the decline reasons). */
  readonly onlyDeclines: boolean;
}

export const ROLLUP_FAMILIES: readonly RollupFamily[] = [
  { table: 'rollup_status_currency', dimensions: ['status', 'currency'], onlyDeclines: false },
  {
    table: 'rollup_provider_method',
    dimensions: ['service_provider', 'payment_method', 'currency'],
    onlyDeclines: false,
  },
  {
    table: 'rollup_decline_reason',
    dimensions: ['status', 'decline_reason', 'service_provider'],
    onlyDeclines: true,
  },
  { table: 'rollup_country', dimensions: ['status', 'customer_country'], onlyDeclines: false },
];

/**
 * The alerts' minute rollup (docs/alerts.md "The minute rollup"; migration 0039): payments and the
 * rest by UTC minute, with the dimensions a rule filters by, kept for the last
 * ALERT_RULE_LIMITS.retentionHours only. Deliberately not in ROLLUP_FAMILIES: the report planner
 * (summary-query.ts `familyFor`) picks the first family holding every dimension, and this one holds
 * only a day's rows. It has one table, at the minute grain.
 */
export const ALERT_MINUTE_FAMILY: RollupFamily = {
  table: 'rollup_alert_minute',
  dimensions: ['status', 'service_provider', 'payment_method', 'currency'],
  onlyDeclines: false,
};
export const ALERT_MINUTE_RETENTION_HOURS = ALERT_RULE_LIMITS.retentionHours;
/** The first minute the minute rollup keeps: the minute `retentionHours` before now (SQL). */
export const ALERT_MINUTE_CUTOFF = `date_trunc('minute', now() - interval '${ALERT_MINUTE_RETENTION_HOURS} hours', 'UTC')`;

/** Statuses still open: a payment neither settled nor refused (the HPP conversion's Open stage). */
export const PENDING_STATUSES = ['Pending', 'WaitingForApproval'] as const;
export const PENDING_LIST = PENDING_STATUSES.map((value) => `'${value}'`).join(', ');

/** The family's table of a grain (migrations 0033, 0037 and, for the minute family, 0039). */
export const tableOf = (family: RollupFamily, grain: FoldGrain) =>
  grain === 'hour' || grain === 'minute' ? family.table : `${family.table}_daily`;

/** The common key; its time column is named after the grain. */
const commonKey = (grain: FoldGrain) => ['tenant_id', 'mode', grain, 'merchant_id', 'type', 'base_currency'];
const MEASURES = ['count', 'success_count', 'amount', 'base_amount'] as const;

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
export const SUCCESS_LIST = quoted(SUCCESS_STATUSES);
export const DECLINE_LIST = quoted(DECLINE_STATUSES);

/**
 * Folds `events` (a relation with the event log's columns: sign, the dimensions, created_at) into
 * the family's table of `grain`: each group's signed sums are added to its row, which is made when new.
 * `filter` (SQL over `e`) keeps only some events (the minute rollup: those of the last 25 hours).
 */
export function foldInto(family: RollupFamily, grain: FoldGrain, events: SQL, filter?: string): SQL {
  const table = tableOf(family, grain);
  const key = [...commonKey(grain), ...family.dimensions];
  const selected = [
    'e.tenant_id',
    'e.mode',
    `date_trunc('${grain}', e.created_at, 'UTC')`,
    'e.merchant_id',
    'e.type',
    'e.base_currency',
    ...family.dimensions.map((d) => `e.${d}`),
  ];
  const sums = [
    'sum(e.sign)',
    `sum(case when e.status in (${SUCCESS_LIST}) then e.sign else 0 end)`,
    'sum(e.sign * e.amount)',
    'sum(e.sign * e.base_amount)',
  ];
  const conditions = [
    ...(family.onlyDeclines ? [`e.status in (${DECLINE_LIST})`] : []),
    ...(filter ? [filter] : []),
  ];
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const updates = MEASURES.map((m) => `${m} = ${table}.${m} + excluded.${m}`).join(', ');
  return sql`
    insert into ${sql.raw(table)} (${sql.raw([...key, ...MEASURES].join(', '))})
    select ${sql.raw([...selected, ...sums].join(', '))}
    from (${events}) e
    ${sql.raw(where)}
    group by ${sql.raw(selected.map((_, i) => String(i + 1)).join(', '))}
    on conflict (${sql.raw(key.join(', '))}) do update set ${sql.raw(updates)}`;
}

/**
 * The family's daily table from its hourly one (the rebuild: the hourly table is far smaller than the
 * raw rows it was just made from, and a day is the sum of its hours).
 */
export function daysFromHours(family: RollupFamily): SQL {
  const dimensions = family.dimensions.join(', ');
  const key = ['tenant_id', 'mode', "date_trunc('day', hour, 'UTC')", 'merchant_id', 'type', 'base_currency'];
  return sql`
    insert into ${sql.raw(tableOf(family, 'day'))} (${sql.raw([...commonKey('day'), ...family.dimensions, ...MEASURES].join(', '))})
    select ${sql.raw(key.join(', '))}, ${sql.raw(dimensions)}, ${sql.raw(MEASURES.map((m) => `sum(${m})`).join(', '))}
    from ${sql.raw(family.table)}
    group by ${sql.raw([...key, ...family.dimensions].map((_, i) => String(i + 1)).join(', '))}
    having sum(count) <> 0 or sum(amount) <> 0 or sum(base_amount) <> 0`;
}
