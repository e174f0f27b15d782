import { refundableAmount, type TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import type {
  AccountingEntry,
  RelatedTransaction,
  Transaction,
  TransactionBalance,
  TransactionDetails,
  TransactionEvent,
  TransactionEventDetail,
  TransactionFee,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { and, asc, type Column, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../../infra/auth/actor';
import { AppError } from '../../../infra/errors/app-error';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import {
  accountingEntries,
  selectTransactionRows,
  type TransactionRow,
  toTransaction,
  transactionEvents,
  transactionFees,
  transactions,
  transactionsInScope,
} from '../../money';

/**
 * The by-id reads of the details view. Every read starts from the transaction in the caller's scope
 * (tenant, merchant, per-user limits): one outside it is 404, exactly like one that does not exist.
 * By-id reads are not narrowed to the caller's mode: a link to a test payment opens in live mode too
 * (actions still refuse it, see actionsFor).
 */

/** The transaction `id` as the scope sees it, or 404. */
export async function requireTransactionRow(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
): Promise<TransactionRow> {
  const [row] = await selectTransactionRows(tx)
    .where(and(transactionsInScope(scope), eq(transactions.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound('Transaction');
  return row;
}

export async function getTransaction(tx: ScopedTx, scope: DataScope, actor: Actor, id: string) {
  return toTransaction(await requireTransactionRow(tx, scope, id), actor);
}

export function toDetails(row: TransactionRow, actor: Actor): TransactionDetails {
  const { t } = row;
  return {
    transaction: toTransaction(row, actor),
    customer: {
      name: t.customerName,
      email: t.customerEmail,
      phone: t.customerPhone,
      country: t.customerCountry,
      ipAddress: t.customerIp,
    },
    // Only the BIN and the spec §9 mask exist: the full number is never stored.
    card: {
      bin: t.cardBin,
      masked: t.cardMasked,
      brand: t.cardBrand,
      holderName: t.cardHolder,
      expiry: t.cardExpiry,
      issuerCountry: t.issuerCountry,
    },
    processing: {
      authorisationCode: t.authorisationCode,
      processorReference: t.processorReference,
      rrn: t.rrn,
      responseCode: t.responseCode,
      responseMessage: t.responseMessage,
      description: t.description,
    },
  };
}

type EventRow = typeof transactionEvents.$inferSelect;

function toEvent(e: EventRow): TransactionEvent {
  return {
    id: e.id,
    transactionId: e.transactionId,
    type: e.type,
    status: e.status as TransactionStatus,
    amount: e.amount,
    currency: e.currency,
    message: e.message,
    actor: e.actorEmail,
    createdAt: e.createdAt.toISOString(),
    webhookStatus: e.webhookStatus,
  };
}

/** The rows of a child table that belong to the transaction (its tenant is part of every key). */
const ofTransaction = (
  table: { tenantId: Column; transactionId: Column },
  row: TransactionRow,
): SQL | undefined => and(eq(table.tenantId, row.t.tenantId), eq(table.transactionId, row.t.id));

export async function listEvents(tx: ScopedTx, scope: DataScope, id: string): Promise<TransactionEvent[]> {
  const row = await requireTransactionRow(tx, scope, id);
  const events = await tx
    .select()
    .from(transactionEvents)
    .where(ofTransaction(transactionEvents, row))
    .orderBy(asc(transactionEvents.createdAt), asc(transactionEvents.id));
  return events.map(toEvent);
}

/** One event with its payload; its transaction must be in scope (so per-user limits hold). */
export async function getEvent(
  tx: ScopedTx,
  scope: DataScope,
  eventId: string,
): Promise<z.infer<typeof TransactionEventDetail>> {
  const [found] = await tx
    .select({ event: transactionEvents })
    .from(transactionEvents)
    .innerJoin(
      transactions,
      and(
        eq(transactions.tenantId, transactionEvents.tenantId),
        eq(transactions.id, transactionEvents.transactionId),
      ),
    )
    .where(and(transactionsInScope(scope), eq(transactionEvents.id, eventId)))
    .limit(1);
  if (!found) throw AppError.notFound('Event');
  return { ...toEvent(found.event), payload: found.event.payload };
}

const RELATION_OF_TYPE = { Refund: 'Refund', Payout: 'Payout', Chargeback: 'Chargeback' } as const;

async function childrenOf(tx: ScopedTx, scope: DataScope, row: TransactionRow): Promise<TransactionRow[]> {
  return selectTransactionRows(tx)
    .where(
      and(
        transactionsInScope(scope),
        eq(transactions.tenantId, row.t.tenantId),
        eq(transactions.parentId, row.t.id),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/** The payment a transaction belongs to (relation Parent) and the transactions created from it. */
export async function listRelated(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  id: string,
): Promise<RelatedTransaction[]> {
  const row = await requireTransactionRow(tx, scope, id);
  const related: RelatedTransaction[] = [];
  if (row.t.parentId) {
    const [parent] = await selectTransactionRows(tx)
      .where(
        and(
          transactionsInScope(scope),
          eq(transactions.tenantId, row.t.tenantId),
          eq(transactions.id, row.t.parentId),
        ),
      )
      .limit(1);
    if (parent) related.push({ relation: 'Parent', transaction: toTransaction(parent, actor) });
  }
  for (const child of await childrenOf(tx, scope, row)) {
    if (child.t.type === 'Payment') continue; // a check constraint makes this impossible
    related.push({ relation: RELATION_OF_TYPE[child.t.type], transaction: toTransaction(child, actor) });
  }
  return related;
}

/** The refunds, payouts and chargebacks created from a payment, oldest first. */
export async function listChildren(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  id: string,
): Promise<Transaction[]> {
  const row = await requireTransactionRow(tx, scope, id);
  return (await childrenOf(tx, scope, row)).map((child) => toTransaction(child, actor));
}

export async function listFees(tx: ScopedTx, scope: DataScope, id: string): Promise<TransactionFee[]> {
  const row = await requireTransactionRow(tx, scope, id);
  const fees = await tx
    .select()
    .from(transactionFees)
    .where(ofTransaction(transactionFees, row))
    .orderBy(asc(transactionFees.feeType), asc(transactionFees.id));
  return fees.map((f) => ({
    id: f.id,
    feeType: f.feeType,
    amount: f.amount,
    currency: f.currency,
    description: f.description,
  }));
}

export async function checkBalance(tx: ScopedTx, scope: DataScope, id: string): Promise<TransactionBalance> {
  const { t } = await requireTransactionRow(tx, scope, id);
  return {
    currency: t.currency,
    amount: t.amount,
    capturedAmount: t.capturedAmount,
    refundedAmount: t.refundedAmount,
    refundableAmount: refundableAmount({ ...t, status: t.status as TransactionStatus }),
  };
}

/**
 * The ledger lines of a transaction. The path names the customer (merchant) too: it must be the
 * transaction's own merchant, else 404, so a URL with a mismatched pair reveals nothing.
 */
export async function listAccountingEntries(
  tx: ScopedTx,
  scope: DataScope,
  customerId: string,
  id: string,
): Promise<AccountingEntry[]> {
  const row = await requireTransactionRow(tx, scope, id);
  if (row.t.merchantId !== customerId) throw AppError.notFound('Transaction');
  const entries = await tx
    .select()
    .from(accountingEntries)
    .where(ofTransaction(accountingEntries, row))
    .orderBy(asc(accountingEntries.createdAt), asc(accountingEntries.id));
  return entries.map((e) => ({
    id: e.id,
    account: e.account,
    direction: e.direction,
    amount: e.amount,
    currency: e.currency,
    description: e.description,
    createdAt: e.createdAt.toISOString(),
  }));
}
