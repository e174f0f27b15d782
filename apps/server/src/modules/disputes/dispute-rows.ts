import type { DisputeStatus } from '@paydesk/contracts/disputes/dispute.model';
import type { Dispute } from '@paydesk/contracts/disputes/dispute.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { merchants, tenants } from '../../infra/db/schema';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { disputes, transactions, transactionsInScope } from '../money';
import { disputeReasonOf } from './dispute-codes-index';
import { disputeHistory } from './disputes.table';

/**
 * The one way a dispute is read for an answer: the dispute with its payment and names. A dispute
 * is visible exactly when its payment is (transactionsInScope: tenant, merchant, per-user limits),
 * so the lookup, the details and the steps cannot disagree on who sees what.
 */

/** When the dispute last changed: its last history step, else when it was opened. */
const lastChange = sql<Date>`coalesce((
  select max(${disputeHistory.createdAt}) from ${disputeHistory}
   where ${disputeHistory.tenantId} = ${disputes.tenantId} and ${disputeHistory.disputeId} = ${disputes.id}
), ${disputes.createdAt})`.mapWith((v: string | Date) => (v instanceof Date ? v : new Date(v)));

export const disputeRowSelection = {
  d: disputes,
  externalId: transactions.externalId,
  mode: transactions.mode,
  cardMasked: transactions.cardMasked,
  cardBrand: transactions.cardBrand,
  paymentMethod: transactions.paymentMethod,
  customerEmail: transactions.customerEmail,
  tenantName: tenants.name,
  merchantName: merchants.legalBusinessName,
  updatedAt: lastChange,
} as const;

export function selectDisputeRows(tx: ScopedTx) {
  return tx
    .select(disputeRowSelection)
    .from(disputes)
    .innerJoin(
      transactions,
      and(eq(transactions.tenantId, disputes.tenantId), eq(transactions.id, disputes.transactionId)),
    )
    .innerJoin(tenants, eq(tenants.id, disputes.tenantId))
    .innerJoin(
      merchants,
      and(eq(merchants.tenantId, disputes.tenantId), eq(merchants.id, disputes.merchantId)),
    );
}

/** Disputes whose payment the scope may see. */
export function disputesInScope(scope: DataScope) {
  return transactionsInScope(scope);
}

export type DisputeRow = Awaited<ReturnType<ReturnType<typeof selectDisputeRows>['execute']>>[number];

export function toDispute(row: DisputeRow): Dispute {
  const { d } = row;
  return {
    id: d.id,
    status: d.status as DisputeStatus,
    disputeCode: d.disputeCode,
    ...disputeReasonOf(d.disputeCode, row.cardBrand, row.paymentMethod),
    amount: d.amount,
    currency: d.currency,
    transactionId: d.transactionId,
    chargebackId: d.chargebackId,
    externalId: row.externalId,
    tenantId: d.tenantId,
    tenantName: row.tenantName,
    merchantId: d.merchantId,
    merchantName: row.merchantName,
    mode: row.mode,
    cardMasked: row.cardMasked,
    paymentMethod: row.paymentMethod,
    customerEmail: row.customerEmail,
    openedAt: d.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
