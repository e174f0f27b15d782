import {
  AntifraudLog,
  ApiLog,
  ApiLogDetail,
  CascadingAttempt,
  SmartRoutingLog,
  TransactionAlert,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../infra/errors/app-error';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { type TransactionLogKind, transactionLogs, transactions, transactionsInScope } from '../../money';
import { redactApiLogBody } from './api-log-redaction';
import { requireTransactionRow } from './transaction-details.repository';

/**
 * What the processor side recorded, by kind (0008 transaction_logs). A log's `data` holds its
 * contract schema's fields; the id, the transaction and the instant come from the row. Each is
 * validated against the contract on the way out: a malformed one is left out of the answer and
 * logged as an error with its id (one bad line must not hide a transaction's whole history, and
 * must not pass unchecked either).
 */

type LogRow = typeof transactionLogs.$inferSelect;

/** Each kind: its schema, and the fields the row contributes. */
const KINDS = {
  api: { schema: ApiLog, fromRow: (r: LogRow) => ({ id: r.id, transactionId: r.transactionId }) },
  smartRouting: { schema: SmartRoutingLog, fromRow: (r: LogRow) => ({ id: r.id }) },
  cascading: { schema: CascadingAttempt, fromRow: () => ({}) },
  antifraud: { schema: AntifraudLog, fromRow: (r: LogRow) => ({ id: r.id }) },
  alert: { schema: TransactionAlert, fromRow: (r: LogRow) => ({ id: r.id }) },
} as const satisfies Record<TransactionLogKind, unknown>;

type Kinds = typeof KINDS;
export type LogOf<K extends TransactionLogKind> = z.infer<Kinds[K]['schema']>;

export interface LogReadOptions {
  readonly log: FastifyBaseLogger;
  /** Minutes east of UTC to express instants in (cascading's `offset`); UTC when absent. */
  readonly offsetMinutes?: number;
}

/** An instant as ISO 8601, in UTC or at a fixed offset (the same instant either way). */
export function isoAtOffset(instant: Date, offsetMinutes: number | undefined): string {
  if (!offsetMinutes) return instant.toISOString();
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

function mapLog<K extends TransactionLogKind>(
  kind: K,
  row: LogRow,
  options: LogReadOptions,
): LogOf<K> | null {
  const { schema, fromRow } = KINDS[kind];
  const candidate = {
    ...row.data,
    ...fromRow(row),
    createdAt: isoAtOffset(row.createdAt, options.offsetMinutes),
  };
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return parsed.data as LogOf<K>;
  options.log.error(
    { logId: row.id, kind, issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
    'a stored transaction log does not match its contract and was left out',
  );
  return null;
}

/** The logs of one kind of a transaction in scope (404 otherwise), oldest first. */
export async function listLogs<K extends TransactionLogKind>(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
  kind: K,
  options: LogReadOptions,
): Promise<LogOf<K>[]> {
  const row = await requireTransactionRow(tx, scope, id);
  const logs = await tx
    .select()
    .from(transactionLogs)
    .where(
      and(
        eq(transactionLogs.tenantId, row.t.tenantId),
        eq(transactionLogs.transactionId, row.t.id),
        eq(transactionLogs.kind, kind),
      ),
    )
    .orderBy(asc(transactionLogs.createdAt), asc(transactionLogs.id));
  return logs.map((log) => mapLog(kind, log, options)).filter((log): log is LogOf<K> => log !== null);
}

/** One API log with its bodies redacted (api-log-redaction.ts); its transaction must be in scope. */
export async function getApiLog(
  tx: ScopedTx,
  scope: DataScope,
  logId: string,
  options: LogReadOptions,
): Promise<ApiLogDetail> {
  const [found] = await tx
    .select({ log: transactionLogs })
    .from(transactionLogs)
    .innerJoin(
      transactions,
      and(
        eq(transactions.tenantId, transactionLogs.tenantId),
        eq(transactions.id, transactionLogs.transactionId),
      ),
    )
    .where(and(transactionsInScope(scope), eq(transactionLogs.id, logId), eq(transactionLogs.kind, 'api')))
    .limit(1);
  if (!found) throw AppError.notFound('API log');
  const { log } = found;
  const parsed = ApiLogDetail.safeParse({
    ...log.data,
    id: log.id,
    transactionId: log.transactionId,
    createdAt: log.createdAt.toISOString(),
  });
  if (!parsed.success) {
    options.log.error({ logId: log.id }, 'a stored API log does not match its contract');
    // The row exists but cannot be shown faithfully: say so rather than answer a partial body.
    throw AppError.refused('API_LOG_MALFORMED', 'This API log cannot be shown: its stored data is malformed');
  }
  // Only the contract's fields leave (stored headers or anything else stay behind), bodies redacted.
  return {
    ...parsed.data,
    requestBody: redactApiLogBody(parsed.data.requestBody),
    responseBody: redactApiLogBody(parsed.data.responseBody),
  };
}
