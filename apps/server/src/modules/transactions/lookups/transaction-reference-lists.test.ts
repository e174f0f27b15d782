import { SIMULATOR_OUTCOMES } from '@paydesk/contracts/transactions/transaction.model';
import { DisputeCode, RejectionReason } from '@paydesk/contracts/transactions/transaction.schemas';
import { describe, expect, it } from 'vitest';
import { DISPUTE_CODES_BY_SCHEME, disputeSchemeOf } from '../../money/dispute-codes';
import { REJECTION_REASON_CODES, rejectionReasonOf } from '../reads/rejection-reasons';

describe('dispute codes', () => {
  it('are valid, unique per scheme, and cover every category', () => {
    for (const [scheme, codes] of Object.entries(DISPUTE_CODES_BY_SCHEME)) {
      for (const code of codes)
        expect(DisputeCode.safeParse(code).success, `${scheme} ${code.code}`).toBe(true);
      expect(new Set(codes.map((c) => c.code)).size, scheme).toBe(codes.length);
      expect(new Set(codes.map((c) => c.category)).size, scheme).toBe(4);
    }
  });

  it('follow the card brand first, then the payment method', () => {
    expect(disputeSchemeOf('Visa', 'apple-pay')).toBe('Visa');
    expect(disputeSchemeOf(null, 'visa')).toBe('Visa');
    expect(disputeSchemeOf('Mastercard', 'google-pay')).toBe('Mastercard');
    expect(disputeSchemeOf(null, 'maestro')).toBe('Mastercard');
    expect(disputeSchemeOf('American Express', 'amex')).toBe('American Express');
    expect(disputeSchemeOf(null, 'sepa-dd')).toBe('Other');
  });
});

describe('rejection reasons', () => {
  it('are valid and unique', () => {
    expect(new Set(REJECTION_REASON_CODES).size).toBe(REJECTION_REASON_CODES.length);
    for (const code of REJECTION_REASON_CODES) {
      expect(RejectionReason.safeParse(rejectionReasonOf(code)).success, code).toBe(true);
    }
  });

  it("explain every code the simulator answers with, in the simulator's words", () => {
    for (const outcome of Object.values(SIMULATOR_OUTCOMES)) {
      expect(rejectionReasonOf(outcome.responseCode)?.message).toBe(outcome.message);
    }
  });

  it('know the common ISO 8583 codes and no others', () => {
    for (const code of ['00', '05', '14', '51', '54', '57', '61', '62', '65', '91', '96']) {
      expect(rejectionReasonOf(code)?.code).toBe(code);
    }
    expect(rejectionReasonOf(' 51 ')?.code).toBe('51');
    expect(rejectionReasonOf('X9')).toBeNull();
  });
});
