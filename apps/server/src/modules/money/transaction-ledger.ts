import { randomUUID } from 'node:crypto';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { accountingEntries, type transactions } from './transactions.table';

/**
 * The double-entry lines money actions write (GET …/accounting-entries). Each posting is one debit
 * and one credit of the same amount, so every account's balance sums to zero across the ledger.
 * Accounts:
 * - customer-funds: what the customers paid in (debited when money moves to the merchant);
 * - merchant-balance: what Paydesk owes the merchant;
 * - dispute-reserve: merchant money held while a dispute is open.
 * A void or a decline moves no money and writes no lines.
 */
export const LEDGER_ACCOUNTS = {
  customerFunds: 'customer-funds',
  merchantBalance: 'merchant-balance',
  disputeReserve: 'dispute-reserve',
} as const;

const { customerFunds, merchantBalance, disputeReserve } = LEDGER_ACCOUNTS;

export const POSTINGS = {
  capture: { debit: customerFunds, credit: merchantBalance, description: 'Payment captured' },
  refund: { debit: merchantBalance, credit: customerFunds, description: 'Payment refunded' },
  refundOutside: {
    debit: merchantBalance,
    credit: customerFunds,
    description: 'Refunded outside the processor',
  },
  reversal: { debit: merchantBalance, credit: customerFunds, description: 'Payment reversed' },
  payout: { debit: merchantBalance, credit: customerFunds, description: 'Payout sent to the card' },
  dispute: { debit: merchantBalance, credit: disputeReserve, description: 'Held for an open dispute' },
} as const;
export type Posting = keyof typeof POSTINGS;

/** Writes the two lines of `posting` for `amount` minor units, on the transaction that moved the money. */
export async function postLedger(
  tx: ScopedTx,
  transaction: typeof transactions.$inferSelect,
  posting: Posting,
  amount: number,
): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`Not a ledger amount: ${amount}`);
  const { debit, credit, description } = POSTINGS[posting];
  const line = (account: string, direction: 'Debit' | 'Credit') => ({
    tenantId: transaction.tenantId,
    id: randomUUID(),
    transactionId: transaction.id,
    merchantId: transaction.merchantId,
    account,
    direction,
    amount,
    currency: transaction.currency,
    description,
  });
  await tx.insert(accountingEntries).values([line(debit, 'Debit'), line(credit, 'Credit')]);
}
