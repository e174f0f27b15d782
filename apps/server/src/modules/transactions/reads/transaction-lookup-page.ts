import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import type { TransactionRow } from '../../money';
import { arrayRows, dialect, transactions } from '../../money';

const COLUMNS = Object.entries(getTableColumns(transactions));

/**
 * The page's select list: every transaction column, then the three names as scalar subqueries on
 * the page's own rows (see selectTransactionPage in transaction-rows.ts for why not joins). Written
 * out once here, not rebuilt by the query builder on every request: building this select list was
 * most of the lookup's CPU time (measured at 1M rows, 10 connections).
 */
const SELECT_LIST = [
  ...COLUMNS.map(([, column]) => `"transactions"."${column.name}"`),
  `(select "tenants"."name" from "tenants" where "tenants"."id" = "transactions"."tenant_id")`,
  `(select "merchants"."legal_business_name" from "merchants" where "merchants"."tenant_id" = "transactions"."tenant_id" and "merchants"."id" = "transactions"."merchant_id")`,
  `(select "websites"."name" from "websites" where "websites"."tenant_id" = "transactions"."tenant_id" and "websites"."id" = "transactions"."website_id")`,
].join(', ');

export interface LookupPage {
  readonly rows: TransactionRow[];
  /** The capped count, or null when the page is empty past the first (then it was not taken). */
  readonly total: number | null;
}

/**
 * One page of the lookup and its count capped at `cap`, in one named statement: a round trip and
 * a plan fewer than a page query and a count query. The count is an uncorrelated subquery, so
 * PostgreSQL runs it once (an InitPlan) and only if the page has a row; an empty page past the
 * first then has no count (`total: null`) and the caller counts on its own.
 *
 * `where` and `order` are the lookup's (transaction-filter.ts) and may only name `transactions`
 * columns; their values stay bound parameters, the same in the page and in the count.
 */
export async function selectLookupPage(
  tx: ScopedTx,
  where: SQL | undefined,
  order: SQL[],
  page: { readonly limit: number; readonly offset: number; readonly cap: number },
): Promise<LookupPage> {
  const condition = dialect.sqlToQuery(where ?? sql`true`);
  const n = condition.params.length;
  const orderBy = order.map((part) => dialect.sqlToQuery(part).sql).join(', ');
  const text =
    `select ${SELECT_LIST}, ` +
    `(select count(*) from (select 1 from "transactions" where ${condition.sql} limit $${n + 1}) "matches") ` +
    `from "transactions" inner join (select "tenant_id", "id" from "transactions" where ${condition.sql} ` +
    `order by ${orderBy} limit $${n + 2} offset $${n + 3}) "page" ` +
    `on "page"."tenant_id" = "transactions"."tenant_id" and "page"."id" = "transactions"."id" ` +
    `order by ${orderBy}`;
  const values = await arrayRows(
    tx,
    { sql: text, params: [...condition.params, page.cap, page.limit, page.offset] },
    { named: true },
  );
  const first = values[0];
  const total = first ? Number(first[COLUMNS.length + 3]) : page.offset === 0 ? 0 : null;
  return { rows: values.flatMap((value) => toRow(value) ?? []), total };
}

/**
 * A result row (in SELECT_LIST's order) as the query builder would map it; null when a name is
 * hidden by row-level security, which drops the row as selectTransactionPage does.
 */
function toRow(values: unknown[]): TransactionRow | null {
  const t: Record<string, unknown> = {};
  COLUMNS.forEach(([key, column], i) => {
    const value = values[i];
    t[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  });
  const [tenantName, merchantName, websiteName] = values.slice(COLUMNS.length, COLUMNS.length + 3);
  if (typeof tenantName !== 'string' || typeof merchantName !== 'string' || typeof websiteName !== 'string')
    return null;
  return { t: t as TransactionRow['t'], tenantName, merchantName, websiteName };
}
