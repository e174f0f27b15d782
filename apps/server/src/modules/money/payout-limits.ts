import {
  builtInPayoutLimits,
  type PayoutLimitAmounts,
  perDayLimitMessage,
  perPayoutLimitMessage,
} from '@paydesk/contracts/payout-limits/payout-limits.schemas';
import {
  TRANSACTION_ACTION_MESSAGES,
  type TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import { and, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { currencies } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type ActionContext, StateRefusal } from './action-rules';
import { moneyOperations } from './money-operations.table';
import { payoutLimits } from './payout-limits.table';
import type { TransactionRecord } from './transaction-writes';
import { transactions } from './transactions.table';

/**
 * The bounds of a payout (docs/transactions.md "Payout limits"), checked when a payout is requested
 * and again when it is approved (the limits may have changed in between):
 * - never more than its payment has left: captured, less refunds and its other payouts;
 * - the merchant's limit per payout in its currency;
 * - the merchant's daily limit: its payouts in that currency and mode created that UTC day.
 * A request counts the payouts waiting for approval and the successful ones (both may leave); an
 * approval counts what has left or is leaving (successful, or with its approval in flight), so an
 * approver can still approve up to the limit after it was lowered.
 *
 * The checks of one merchant and currency run under a lock (lockMerchantPayouts), held until the
 * payout (a request) or the approval's pending operation is committed: see holdApprovalLocks.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A merchant's limits in one currency: its own, else the tenant's default, else the built-in one. */
export interface EffectivePayoutLimits extends PayoutLimitAmounts {
  readonly decimals: number;
}

export async function effectivePayoutLimits(
  tx: ScopedTx,
  owner: { readonly tenantId: string; readonly merchantId: string; readonly currency: string },
): Promise<EffectivePayoutLimits> {
  const [currency] = await tx
    .select({ decimals: currencies.decimalPlaces })
    .from(currencies)
    .where(eq(currencies.id, owner.currency));
  const decimals = currency?.decimals ?? 2;
  const rows = await tx
    .select({
      merchantId: payoutLimits.merchantId,
      perPayout: payoutLimits.perPayout,
      perDay: payoutLimits.perDay,
    })
    .from(payoutLimits)
    .where(
      and(
        eq(payoutLimits.tenantId, owner.tenantId),
        eq(payoutLimits.currency, owner.currency),
        or(isNull(payoutLimits.merchantId), eq(payoutLimits.merchantId, owner.merchantId)),
      ),
    );
  const own = rows.find((row) => row.merchantId === owner.merchantId);
  const tenantDefault = rows.find((row) => row.merchantId === null);
  const builtIn = builtInPayoutLimits(decimals);
  return {
    perPayout: own?.perPayout ?? tenantDefault?.perPayout ?? builtIn.perPayout,
    perDay: own?.perDay ?? tenantDefault?.perDay ?? builtIn.perDay,
    decimals,
  };
}

/**
 * Serialises the payout checks of one merchant in one currency until the database transaction ends,
 * so two requests at once cannot both pass the daily limit on the same figures.
 */
async function lockMerchantPayouts(tx: ScopedTx, row: TransactionRecord): Promise<void> {
  const key = `payout-limits:${row.tenantId}:${row.merchantId}:${row.currency}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The sum of the payouts matching `where` (minor units). */
async function payoutSum(tx: ScopedTx, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | number | null>`sum(${transactions.amount})` })
    .from(transactions)
    .where(and(eq(transactions.type, 'Payout'), where));
  return Number(row?.total ?? 0);
}

/** A payout that has left (Successful) or is leaving: its approval's processor call is in flight. */
function leavingPayout(): SQL | undefined {
  return or(
    eq(transactions.status, 'Successful'),
    and(
      eq(transactions.status, 'WaitingForApproval'),
      sql`exists (select 1 from ${moneyOperations} where ${moneyOperations.tenantId} = ${transactions.tenantId}
        and ${moneyOperations.transactionId} = ${transactions.id} and ${moneyOperations.state} = 'Pending')`,
    ),
  );
}

const RESERVING: readonly TransactionStatus[] = ['WaitingForApproval', 'Successful'];

/** The UTC day `at` falls on: its start and its name (YYYY-MM-DD). */
function utcDayOf(at: Date): { readonly start: Date; readonly end: Date; readonly name: string } {
  const start = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
  return { start, end: new Date(start.getTime() + DAY_MS), name: start.toISOString().slice(0, 10) };
}

interface PayoutCheck {
  /** The payout's merchant, currency and mode. */
  readonly payout: Pick<TransactionRecord, 'tenantId' | 'merchantId' | 'currency' | 'mode'>;
  readonly amount: number;
  /** The UTC day the payout counts on: the day it was requested. */
  readonly requestedAt: Date;
  /** The payouts already counted that day (the payout itself left out). */
  readonly counted: SQL | undefined;
  readonly status: TransactionStatus;
}

async function refuseAboveLimits(tx: ScopedTx, check: PayoutCheck): Promise<void> {
  const { payout, amount } = check;
  const limits = await effectivePayoutLimits(tx, payout);
  if (amount > limits.perPayout) {
    throw new StateRefusal(
      perPayoutLimitMessage(limits.perPayout, payout.currency, limits.decimals),
      check.status,
      'PAYOUT_LIMIT_EXCEEDED',
    );
  }
  const day = utcDayOf(check.requestedAt);
  const paidThatDay = await payoutSum(
    tx,
    and(
      eq(transactions.tenantId, payout.tenantId),
      eq(transactions.merchantId, payout.merchantId),
      eq(transactions.currency, payout.currency),
      eq(transactions.mode, payout.mode),
      gte(transactions.createdAt, day.start),
      lt(transactions.createdAt, day.end),
      check.counted,
    ),
  );
  if (paidThatDay + amount > limits.perDay) {
    const today = utcDayOf(new Date()).name === day.name;
    throw new StateRefusal(
      perDayLimitMessage(
        limits.perDay,
        limits.perDay - paidThatDay,
        payout.currency,
        limits.decimals,
        today ? null : day.name,
      ),
      check.status,
      'PAYOUT_DAILY_LIMIT_EXCEEDED',
    );
  }
}

/**
 * Refuses the payout its payment has no room for (409 ACTION_REFUSED): captured, less refunds and
 * the payment's `counted` payouts.
 */
async function refuseAbovePayment(
  tx: ScopedTx,
  payment: TransactionRecord,
  payout: { readonly amount: number; readonly counted: SQL | undefined; readonly status: TransactionStatus },
): Promise<void> {
  const otherPayouts = await payoutSum(
    tx,
    and(eq(transactions.tenantId, payment.tenantId), eq(transactions.parentId, payment.id), payout.counted),
  );
  const left = payment.capturedAmount - payment.refundedAmount - otherPayouts;
  if (payout.amount > left) throw new StateRefusal(TRANSACTION_ACTION_MESSAGES.payoutAmount, payout.status);
}

/** A new payout of `amount` from the (locked) payment in `context`: its bounds, under the merchant's lock. */
export async function refuseUnlessPayoutFits(context: ActionContext, amount: number): Promise<void> {
  const { tx, row: payment } = context;
  const status = payment.status as TransactionStatus;
  const counted = inArray(transactions.status, [...RESERVING]);
  await refuseAbovePayment(tx, payment, { amount, counted, status });
  await lockMerchantPayouts(tx, payment);
  await refuseAboveLimits(tx, {
    payout: payment,
    amount,
    requestedAt: new Date(),
    counted,
    status,
  });
}

/** The payout's payment, locked: first, as a request locks it, so the two never wait on each other. */
async function lockPaymentOf(tx: ScopedTx, payout: TransactionRecord): Promise<TransactionRecord | null> {
  if (!payout.parentId) return null;
  const [payment] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.tenantId, payout.tenantId), eq(transactions.id, payout.parentId)))
    .for('update');
  return payment ?? null;
}

/**
 * Takes an approval's locks (its payment's row, then the merchant's payout lock) in the action's own
 * database transaction, before the runner's savepoint: that savepoint is rolled back at the
 * processor call, and a lock taken inside it would be released before the approval's pending
 * operation is committed, letting a concurrent approval count without it.
 */
export async function holdApprovalLocks(tx: ScopedTx, row: TransactionRecord): Promise<void> {
  if (row.type !== 'Payout' || row.status !== 'WaitingForApproval') return;
  await lockPaymentOf(tx, row);
  await lockMerchantPayouts(tx, row);
}

/**
 * The approval of the (locked) payout in `context`, against the limits and its payment as they are
 * now. Not checked again when the approval's processor answer is recorded: the processor has acted.
 */
export async function refuseUnlessApprovalFits(context: ActionContext): Promise<void> {
  const { tx, row: payout } = context;
  if (context.recording) return;
  const status = payout.status as TransactionStatus;
  // Taken before (holdApprovalLocks) when the runner plans the approval; taken again, they are held already.
  await holdApprovalLocks(tx, payout);
  const payment = await lockPaymentOf(tx, payout);
  if (payment) {
    const counted = and(ne(transactions.id, payout.id), leavingPayout());
    await refuseAbovePayment(tx, payment, { amount: payout.amount, counted, status });
  }
  await refuseAboveLimits(tx, {
    payout,
    amount: payout.amount,
    requestedAt: payout.createdAt,
    counted: and(ne(transactions.id, payout.id), leavingPayout()),
    status,
  });
}
