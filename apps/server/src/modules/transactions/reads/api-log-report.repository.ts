import {
  API_LOG_REPORT_PAGING,
  type ApiLogOutcome,
  type ApiLogReportPage,
  type ApiLogReportQuery,
  ApiLogReportRow,
} from '@paydesk/contracts/transactions/api-log-report.schemas';
import { isTransactionId } from '@paydesk/contracts/transactions/exact-id-search';
import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { merchants } from '../../../infra/db/schema';
import { type DataScope, narrowToTenant, scopedMerchantCondition } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { transactionLogs, transactions, transactionsInScope } from '../../money';

/**
 * The API logs report (docs/api-logs.md): the processor API logs of every transaction the caller may
 * see, newest first, one page at a time, without their bodies (the one-log call reads those,
 * redacted). The scope is the transaction lookup's: the tenants, a merchant user's own merchant and
 * the per-user limits (on the log's merchant, so the page walks an index of 0041, and on its
 * transaction, for the method and provider limits), and the caller's Test/Live mode.
 */

const l = transactionLogs;
type Query = z.output<typeof ApiLogReportQuery>;

/** A number the stored log holds, or null when it holds none (a malformed log never fails the page). */
const dataNumber = (key: string) =>
  sql<
    number | null
  >`case when jsonb_typeof(${l.data} -> ${sql.raw(`'${key}'`)}) = 'number' then (${l.data} ->> ${sql.raw(`'${key}'`)})::numeric end`;
const dataText = (key: string) => sql<string | null>`${l.data} ->> ${sql.raw(`'${key}'`)}`;
const bodyBytes = (key: string) =>
  sql<number>`coalesce(octet_length(${l.data} ->> ${sql.raw(`'${key}'`)}), 0)`;

const STATUS = dataNumber('statusCode');

function outcomeCondition(outcome: ApiLogOutcome): SQL {
  if (outcome === 'success') return sql`${STATUS} < 400`;
  if (outcome === 'error') return sql`${STATUS} >= 400`;
  const low = Number(outcome[0]) * 100;
  return sql`${STATUS} >= ${low} and ${STATUS} < ${low + 100}`;
}

/** Exactly a transaction id, its external id or its order (processor) reference. */
function searchCondition(search: string): SQL | undefined {
  return or(
    isTransactionId(search) ? eq(transactions.id, search.toLowerCase()) : undefined,
    eq(transactions.externalId, search),
    eq(transactions.processorReference, search),
  );
}

/** The scope a page reads in: narrowed to one tenant when a platform user asks for one. */
export function apiLogScope(scope: DataScope, tenantId: string | undefined): DataScope {
  return tenantId ? narrowToTenant(scope, tenantId) : scope;
}

export function apiLogReportWhere(scope: DataScope, query: Query): SQL | undefined {
  return and(
    // A literal, so the partial indexes of 0041 (where kind = 'api') apply whatever the plan.
    sql`${l.kind} = 'api'`,
    scopedMerchantCondition(scope, l),
    transactionsInScope(scope),
    eq(transactions.mode, scope.mode),
    query.from ? gte(l.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(l.createdAt, new Date(query.to)) : undefined,
    query.merchantId ? eq(l.merchantId, query.merchantId) : undefined,
    query.provider ? eq(transactions.serviceProvider, query.provider) : undefined,
    query.operation
      ? sql`position(${query.operation.toLowerCase()} in lower(${dataText('url')})) > 0`
      : undefined,
    query.outcome ? outcomeCondition(query.outcome) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );
}

const ofTransaction = and(eq(transactions.tenantId, l.tenantId), eq(transactions.id, l.transactionId));
const ofMerchant = and(eq(merchants.tenantId, l.tenantId), eq(merchants.id, l.merchantId));

/** The page's statement (exported for the index test: its plan must walk an index of 0041). */
export function apiLogPageSelect(tx: ScopedTx, where: SQL | undefined, query: Query) {
  return tx
    .select({
      id: l.id,
      createdAt: l.createdAt,
      tenantId: l.tenantId,
      merchantId: l.merchantId,
      merchantName: merchants.legalBusinessName,
      transactionId: l.transactionId,
      externalId: transactions.externalId,
      orderReference: transactions.processorReference,
      provider: transactions.serviceProvider,
      direction: dataText('direction'),
      method: dataText('method'),
      url: dataText('url'),
      statusCode: STATUS,
      durationMs: dataNumber('durationMs'),
      requestBytes: bodyBytes('requestBody'),
      responseBytes: bodyBytes('responseBody'),
    })
    .from(l)
    .innerJoin(transactions, ofTransaction)
    .innerJoin(merchants, ofMerchant)
    .where(where)
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
}

/** The URL's path: what was called, without host or query. */
function operationOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

export async function listApiLogReport(
  tx: ScopedTx,
  scope: DataScope,
  query: Query,
  log: FastifyBaseLogger,
): Promise<ApiLogReportPage> {
  const where = apiLogReportWhere(scope, query);
  const rows = await apiLogPageSelect(tx, where, query);
  const cap = API_LOG_REPORT_PAGING.countCap;
  const matches = tx
    .select({ one: sql`1` })
    .from(l)
    .innerJoin(transactions, ofTransaction)
    .where(where)
    .limit(cap)
    .as('matches');
  const [total] = await tx.select({ n: count() }).from(matches);
  const n = Number(total?.n ?? 0);
  const data = rows.flatMap((row) => {
    const candidate = {
      ...row,
      createdAt: row.createdAt.toISOString(),
      statusCode: row.statusCode === null ? null : Number(row.statusCode),
      durationMs: row.durationMs === null ? null : Number(row.durationMs),
      requestBytes: Number(row.requestBytes),
      responseBytes: Number(row.responseBytes),
      operation: row.url === null ? '' : operationOf(row.url),
    };
    const parsed = ApiLogReportRow.safeParse(candidate);
    if (parsed.success) return [parsed.data];
    // As the per-transaction list: a malformed stored log is left out and logged, never a 500.
    log.error({ logId: row.id }, 'a stored API log does not match its contract and was left out');
    return [];
  });
  return { count: n, countIsCapped: n >= cap, data };
}
