import { DECLINE_STATUSES, SUCCESS_STATUSES } from '@paydesk/contracts/reports/report.schemas';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The rollup families (docs/analytics.md "Families"): one narrow table per family of questions. Every
 * family counts per tenant, merchant, mode, type, base currency and UTC hour (the common key), plus
 * its own dimensions; a question is answered from the first family that holds every dimension it
 * groups or filters by, else from the raw rows.
 */

/** A dimension a family may hold, by its column name in the event log, the rollups and transactions. */
export type Dimension =
  | 'status'
  | 'currency'
  | 'service_provider'
  | 'payment_method'
  | 'decline_reason'
  | 'customer_country';

export interface RollupFamily {
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

const COMMON_KEY = ['tenant_id', 'mode', 'hour', 'merchant_id', 'type', 'base_currency'] as const;
const MEASURES = ['count', 'success_count', 'amount', 'base_amount'] as const;

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
export const SUCCESS_LIST = quoted(SUCCESS_STATUSES);
export const DECLINE_LIST = quoted(DECLINE_STATUSES);

/**
 * Folds `events` (a relation with the event log's columns: sign, the dimensions, created_at) into
 * the family: each group's signed sums are added to its row, which is made when new.
 */
export function foldInto(family: RollupFamily, events: SQL): SQL {
  const key = [...COMMON_KEY, ...family.dimensions];
  const selected = [
    'e.tenant_id',
    'e.mode',
    "date_trunc('hour', e.created_at, 'UTC')",
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
  const updates = MEASURES.map((m) => `${m} = ${family.table}.${m} + excluded.${m}`).join(', ');
  return sql`
    insert into ${sql.raw(family.table)} (${sql.raw([...key, ...MEASURES].join(', '))})
    select ${sql.raw([...selected, ...sums].join(', '))}
    from (${events}) e
    ${sql.raw(where)}
    group by ${sql.raw(selected.map((_, i) => String(i + 1)).join(', '))}
    on conflict (${sql.raw(key.join(', '))}) do update set ${sql.raw(updates)}`;
}
