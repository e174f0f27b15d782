import { randomUUID } from 'node:crypto';
import type { TransactionStatus, TransactionType } from '@paydesk/contracts/transactions/transaction.model';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { queueEventWebhook } from './event-webhooks.port';
import type { ProcessorCall, ProcessorResult, ProcessorTransaction } from './processor/processor';
import { appendStatusEventsOf, changesCountedState } from './status-events';
import { transactionEvents, transactions } from './transactions.table';

/** The writes the money actions share: the row's own update, a child transaction, an event. */

export type TransactionRecord = typeof transactions.$inferSelect;
type TransactionPatch = Partial<
  Pick<
    TransactionRecord,
    | 'status'
    | 'capturedAmount'
    | 'refundedAmount'
    | 'hasOpenDispute'
    | 'responseCode'
    | 'responseMessage'
    | 'processorReference'
  >
>;

/**
 * Updates the (locked) row and answers it as it is now. A change of what the rollups count is
 * logged around it: −1 for the state as stored before (not as `row` says: it may be an older copy),
 * +1 for the state after.
 */
export async function updateTransaction(
  tx: ScopedTx,
  row: TransactionRecord,
  patch: TransactionPatch,
): Promise<TransactionRecord> {
  const counted = changesCountedState(patch);
  if (counted) await appendStatusEventsOf(tx, -1, row);
  const [updated] = await tx
    .update(transactions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(transactions.tenantId, row.tenantId), eq(transactions.id, row.id)))
    .returning();
  if (!updated) throw new Error(`Transaction ${row.id} vanished under its row lock`);
  if (counted) await appendStatusEventsOf(tx, 1, updated);
  return updated;
}

const EXTERNAL_PREFIX: Record<Exclude<TransactionType, 'Payment'>, string> = {
  Refund: 'RF',
  Payout: 'PO',
  Chargeback: 'CB',
};

/** The base-currency amount of a part of `parent`, in proportion and rounded half up (exact integers). */
export function proportionalBaseAmount(parent: TransactionRecord, amount: number): number {
  if (amount === parent.amount) return parent.baseAmount;
  const scaled = 2n * BigInt(parent.baseAmount) * BigInt(amount) + BigInt(parent.amount);
  return Number(scaled / (2n * BigInt(parent.amount)));
}

/** A refund, payout or chargeback of `parent`: its card, customer and channel, its own amount and status. */
export async function insertChild(
  tx: ScopedTx,
  parent: TransactionRecord,
  child: {
    readonly id?: string;
    readonly type: Exclude<TransactionType, 'Payment'>;
    readonly status: TransactionStatus;
    readonly amount: number;
    readonly result?: ProcessorResult | null;
    readonly description?: string | null;
  },
): Promise<TransactionRecord> {
  const id = child.id ?? randomUUID();
  const [row] = await tx
    .insert(transactions)
    .values({
      tenantId: parent.tenantId,
      id,
      externalId: `${EXTERNAL_PREFIX[child.type]}-${id.replaceAll('-', '').slice(0, 20).toUpperCase()}`,
      merchantId: parent.merchantId,
      websiteId: parent.websiteId,
      mode: parent.mode,
      type: child.type,
      status: child.status,
      amount: child.amount,
      currency: parent.currency,
      baseAmount: proportionalBaseAmount(parent, child.amount),
      baseCurrency: parent.baseCurrency,
      paymentMethod: parent.paymentMethod,
      serviceProvider: parent.serviceProvider,
      cardBin: parent.cardBin,
      cardLast4: parent.cardLast4,
      cardMasked: parent.cardMasked,
      cardBrand: parent.cardBrand,
      cardHolder: parent.cardHolder,
      cardExpiry: parent.cardExpiry,
      issuerCountry: parent.issuerCountry,
      customerEmail: parent.customerEmail,
      customerName: parent.customerName,
      customerPhone: parent.customerPhone,
      customerCountry: parent.customerCountry,
      customerIp: parent.customerIp,
      parentId: parent.id,
      responseCode: child.result?.responseCode ?? null,
      responseMessage: child.result?.responseMessage ?? null,
      processorReference: child.result?.processorReference ?? null,
      description: child.description ?? null,
    })
    .returning();
  if (!row) throw new Error('The child transaction was not inserted');
  await appendStatusEventsOf(tx, 1, row);
  return row;
}

/**
 * An event on the transaction's timeline (the details view's events tab), and its webhook queued in
 * the same database transaction when the merchant has an endpoint (the outbox: both or neither).
 */
export async function addEvent(
  tx: ScopedTx,
  row: TransactionRecord,
  event: {
    readonly type: string;
    readonly amount?: number | null;
    readonly message?: string | null;
    readonly actor: Actor | null;
    readonly payload?: Record<string, unknown>;
  },
): Promise<void> {
  const id = randomUUID();
  await tx.insert(transactionEvents).values({
    tenantId: row.tenantId,
    id,
    transactionId: row.id,
    merchantId: row.merchantId,
    type: event.type,
    status: row.status,
    amount: event.amount ?? null,
    currency: row.currency,
    message: event.message ?? null,
    actorEmail: event.actor?.email ?? null,
    payload: event.payload ?? {},
  });
  await queueEventWebhook(tx, {
    tenantId: row.tenantId,
    id,
    transactionId: row.id,
    merchantId: row.merchantId,
  });
}

export function processorTransactionOf(row: TransactionRecord): ProcessorTransaction {
  return {
    id: row.id,
    externalId: row.externalId,
    tenantId: row.tenantId,
    merchantId: row.merchantId,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    serviceProvider: row.serviceProvider,
    processorReference: row.processorReference,
  };
}

/** A processor call on the row under the action's operation id (its idempotency reference). */
export function processorCallOf(row: TransactionRecord, operationId: string): ProcessorCall {
  return { transaction: processorTransactionOf(row), operationId };
}

/** The processor's answer as an event payload (what the gateway said, for the events tab). */
export function processorPayload(result: ProcessorResult): Record<string, unknown> {
  return {
    outcome: result.outcome,
    responseCode: result.responseCode,
    responseMessage: result.responseMessage,
    processorReference: result.processorReference,
  };
}
