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

/** The family's table of a grain (migrations 0033 and 0037). */
export const tableOf = (family: RollupFamily, grain: Grain) =>
  grain === 'hour' ? family.table : `${family.table}_daily`;

/** The common key; its time column is named after the grain. */
const commonKey = (grain: Grain) => ['tenant_id', 'mode', grain, 'merchant_id', 'type', 'base_currency'];
const MEASURES = ['count', 'success_count', 'amount', 'base_amount'] as const;

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
export const SUCCESS_LIST = quoted(SUCCESS_STATUSES);
export const DECLINE_LIST = quoted(DECLINE_STATUSES);

/**
 * Folds `events` (a relation with the event log's columns: sign, the dimensions, created_at) into
 * the family's table of `grain`: each group's signed sums are added to its row, which is made when new.
 */
export function foldInto(family: RollupFamily, grain: Grain, events: SQL): SQL {
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
  const where = family.onlyDeclines ? `where e.status in (${DECLINE_LIST})` : '';
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
