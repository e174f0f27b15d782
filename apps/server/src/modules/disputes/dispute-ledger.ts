import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { TransactionRecord } from '../money';
import { accountingEntries, LEDGER_ACCOUNTS } from '../money';

/**
 * The ledger lines that close a dispute, on its chargeback (where the `dispute` action put the hold:
 * merchant-balance → dispute-reserve). Closing moves what the reserve holds for this chargeback:
 * - to the cardholder (customer-funds) for the part the dispute took back when it is lost;
 * - back to the merchant (merchant-balance) for the rest, or all of it when it is won.
 * A chargeback without a hold (volume-generated rows carry no ledger) has nothing to release; a lost
 * one then takes the money from the merchant's balance directly. Each posting is a debit and a credit
 * of the same amount, so the ledger stays balanced.
 */

const { customerFunds, merchantBalance, disputeReserve } = LEDGER_ACCOUNTS;

export const DISPUTE_POSTINGS = {
  lost: {
    debit: disputeReserve,
    credit: customerFunds,
    description: 'Dispute lost: returned to the cardholder',
  },
  released: { debit: disputeReserve, credit: merchantBalance, description: 'Dispute closed: hold released' },
  lostUnheld: {
    debit: merchantBalance,
    credit: customerFunds,
    description: 'Dispute lost: returned to the cardholder',
  },
} as const;
type DisputePosting = keyof typeof DISPUTE_POSTINGS;

/** What dispute-reserve holds for the chargeback now (credits less debits on its lines). */
export async function heldInReserve(tx: ScopedTx, chargeback: TransactionRecord): Promise<number> {
  const [row] = await tx
    .select({
      held: sql<string>`coalesce(sum(case when ${accountingEntries.direction} = 'Credit'
        then ${accountingEntries.amount} else -${accountingEntries.amount} end), 0)`,
    })
    .from(accountingEntries)
    .where(
      and(
        eq(accountingEntries.tenantId, chargeback.tenantId),
        eq(accountingEntries.transactionId, chargeback.id),
        eq(accountingEntries.account, disputeReserve),
      ),
    );
  return Math.max(0, Number(row?.held ?? 0));
}

async function post(tx: ScopedTx, chargeback: TransactionRecord, posting: DisputePosting, amount: number) {
  if (amount <= 0) return;
  if (!Number.isSafeInteger(amount)) throw new Error(`Not a ledger amount: ${amount}`);
  const { debit, credit, description } = DISPUTE_POSTINGS[posting];
  const line = (account: string, direction: 'Debit' | 'Credit') => ({
    tenantId: chargeback.tenantId,
    id: randomUUID(),
    transactionId: chargeback.id,
    merchantId: chargeback.merchantId,
    account,
    direction,
    amount,
    currency: chargeback.currency,
    description,
  });
  await tx.insert(accountingEntries).values([line(debit, 'Debit'), line(credit, 'Credit')]);
}

/** Closes the hold: `returned` minor units go to the cardholder, the rest of the hold to the merchant. */
export async function closeDisputeLedger(
  tx: ScopedTx,
  chargeback: TransactionRecord,
  returned: number,
): Promise<{ held: number; returned: number; released: number }> {
  const held = await heldInReserve(tx, chargeback);
  const fromReserve = Math.min(held, returned);
  await post(tx, chargeback, 'lost', fromReserve);
  await post(tx, chargeback, 'lostUnheld', returned - fromReserve);
  await post(tx, chargeback, 'released', held - fromReserve);
  return { held, returned, released: held - fromReserve };
}
