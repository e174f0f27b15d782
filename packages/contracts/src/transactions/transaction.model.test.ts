import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionRefusal,
  allowedActions,
  TRANSACTION_ACTION_MESSAGES as M,
  maskCardNumber,
  refundableAmount,
  simulatorOutcome,
  type TransactionState,
} from './transaction.model';

const captured: TransactionState = {
  type: 'Payment',
  status: 'Captured',
  mode: 'Live',
  amount: 10_000,
  capturedAmount: 10_000,
  refundedAmount: 0,
  hasOpenDispute: false,
};

describe('the transaction state machine', () => {
  it('captures and voids only an authorised payment', () => {
    const authorised = { ...captured, status: 'Approved' as const, capturedAmount: 0 };
    expect(actionRefusal('capture', authorised)).toBeNull();
    expect(actionRefusal('void', authorised)).toBeNull();
    expect(actionRefusal('capture', authorised, { amount: 10_001 })).toBe(M.captureAmount);
    expect(actionRefusal('capture', captured)).toBe(M.capture);
    expect(actionRefusal('void', captured)).toBe(M.void);
  });

  it('refunds up to the captured amount net of earlier refunds', () => {
    const partly = { ...captured, status: 'PartiallyRefunded' as const, refundedAmount: 4_000 };
    expect(refundableAmount(partly)).toBe(6_000);
    expect(actionRefusal('refund', partly, { amount: 6_000 })).toBeNull();
    expect(actionRefusal('refund', partly, { amount: 6_001 })).toBe(M.refundAmount);
    expect(actionRefusal('refund', { ...captured, status: 'Refunded', refundedAmount: 10_000 })).toBe(
      M.refund,
    );
    expect(actionRefusal('refund', captured, { amount: 0 })).toBe(M.amountPositive);
  });

  it('reverses only a captured payment without refunds', () => {
    expect(actionRefusal('reversal', captured)).toBeNull();
    expect(actionRefusal('reversal', { ...captured, status: 'PartiallyRefunded', refundedAmount: 1 })).toBe(
      M.reversal,
    );
  });

  it('allows one open dispute at a time', () => {
    expect(actionRefusal('dispute', captured)).toBeNull();
    expect(actionRefusal('dispute', { ...captured, hasOpenDispute: true })).toBe(M.disputeOpen);
  });

  it('holds the money of a disputed payment: no refund, reversal or payout until the dispute is settled', () => {
    const disputed = { ...captured, hasOpenDispute: true };
    for (const action of ['refund', 'statusChangeRefund', 'reversal', 'payout'] as const) {
      expect(actionRefusal(action, disputed, { amount: 1 })).toBe(M.disputeHold);
      expect(actionRefusal(action, captured, { amount: 1 })).toBeNull();
    }
    expect(M.disputeHold).toBe(
      'A payment with an open dispute cannot be refunded, reversed or paid out until the dispute is settled',
    );
    expect(actionRefusal('checkStatus', disputed)).toBeNull();
  });

  it('decides pending payments and payouts waiting for approval only', () => {
    const pending = { ...captured, status: 'Pending' as const, capturedAmount: 0 };
    expect(actionRefusal('approve', pending)).toBeNull();
    expect(actionRefusal('decline', pending)).toBeNull();
    expect(actionRefusal('approve', captured)).toBe(M.approve);
    const payout = { ...pending, type: 'Payout' as const, status: 'WaitingForApproval' as const };
    expect(actionRefusal('payoutApprove', payout)).toBeNull();
    expect(actionRefusal('cancelPayout', { ...payout, status: 'Cancelled' })).toBe(M.payoutDecision);
  });

  it('refuses a Test-mode caller on a live transaction', () => {
    expect(actionRefusal('refund', captured, { mode: 'Test' })).toBe(M.mode);
  });

  it('changes a status by hand only from an undecided or failed state, and never to the same one', () => {
    const failed = { ...captured, status: 'Failed' as const, capturedAmount: 0 };
    expect(actionRefusal('statusChange', failed, { statusChange: 'Approve' })).toBeNull();
    expect(actionRefusal('statusChange', failed, { statusChange: 'Fail' })).toBe(M.statusChangeSame);
    expect(actionRefusal('statusChange', captured, { statusChange: 'Decline' })).toBe(M.statusChange);
  });

  it('lists the allowed actions of a captured payment', () => {
    expect(allowedActions(captured)).toEqual([
      'refund',
      'statusChangeRefund',
      'checkStatus',
      'reversal',
      'payout',
      'dispute',
    ]);
  });

  it('never allows a refund that would exceed the captured amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        (cap, ref, amt) => {
          const t = { ...captured, capturedAmount: cap, refundedAmount: Math.min(ref, cap), amount: cap };
          const allowed = actionRefusal('refund', t, { amount: amt }) === null;
          return !allowed || t.refundedAmount + amt <= t.capturedAmount;
        },
      ),
    );
  });
});

describe('the processor simulator', () => {
  it('declines, fails or leaves pending the documented amounts and approves the rest', () => {
    expect(simulatorOutcome(1_051).outcome).toBe('Declined');
    expect(simulatorOutcome(2_005)).toMatchObject({ outcome: 'Declined', responseCode: '05' });
    expect(simulatorOutcome(991).outcome).toBe('Failed');
    expect(simulatorOutcome(1_033).outcome).toBe('Pending');
    expect(simulatorOutcome(1_000)).toMatchObject({ outcome: 'Approved', responseCode: '00' });
  });
});

describe('maskCardNumber (spec §9)', () => {
  it('shows the first 6 and last 4 digits only', () => {
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskCardNumber('5555555555554444')).toBe('555555******4444');
  });
});
