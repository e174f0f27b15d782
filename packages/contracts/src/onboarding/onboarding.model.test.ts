import { describe, expect, it } from 'vitest';
import { BOARDING_FEES, canAnswer, hasAtMostDecimals, ONBOARDING_MESSAGES } from './onboarding.model';
import { FeeValue, OfferResponse, RejectBody } from './onboarding.schemas';
import { PrecheckDraft, PrecheckSubmission } from './precheck.schemas';

describe('answering proposals and agreements (spec §4)', () => {
  it('only a proposal in PendingApproval or an agreement in PendingAcceptance can be answered', () => {
    expect(canAnswer('proposal', 'PendingApproval')).toBe(true);
    expect(canAnswer('agreement', 'PendingAcceptance')).toBe(true);
    for (const status of ['Created', 'Accepted', 'Rejected', 'PendingAcceptance']) {
      expect(canAnswer('proposal', status), status).toBe(false);
    }
    for (const status of ['Created', 'Accepted', 'Rejected', 'PendingApproval']) {
      expect(canAnswer('agreement', status), status).toBe(false);
    }
  });

  it("requires a reject reason, with the spec's message", () => {
    const missing = OfferResponse.safeParse({ response: 'Rejected', rejectReason: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Reject reason is required');
    expect(RejectBody.safeParse({}).error?.issues[0]?.message).toBe(ONBOARDING_MESSAGES.rejectReasonRequired);
    expect(OfferResponse.parse({ response: 'Rejected', rejectReason: 'Fees too high' })).toEqual({
      response: 'Rejected',
      rejectReason: 'Fees too high',
    });
    expect(OfferResponse.parse({ response: 'Accepted' })).toEqual({ response: 'Accepted' });
  });
});

describe('fees', () => {
  it("lists the spec's five boarding fees in order", () => {
    expect(BOARDING_FEES.map((f) => f.label)).toEqual([
      'Boarding Fee',
      'Account Configuration Fee',
      'Bank Account Setup Fee',
      'Monthly Minimum Fee',
      'Gateway Monthly Access',
    ]);
  });

  it('takes values from 0 with at most 4 decimals', () => {
    expect(FeeValue.safeParse(0).success).toBe(true);
    expect(FeeValue.safeParse(2.9).success).toBe(true);
    expect(FeeValue.safeParse(0.1234).success).toBe(true);
    expect(FeeValue.safeParse(0.12345).success).toBe(false);
    expect(FeeValue.safeParse(-1).success).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true);
  });
});

describe('the pre-check form', () => {
  const complete = {
    legalName: 'Onboard Bikes Ltd',
    registrationNumber: '09876543',
    country: 'GB',
    addressLine1: '1 Station Road',
    city: 'Leeds',
    postalCode: 'LS1 4DY',
    website: 'https://onboard-bikes.test',
    merchantCategoryCode: '5940',
    currency: 'GBP',
    expectedMonthlyVolume: 2_500_000,
    averageTicket: 4_500,
    contactName: 'Jo Rider',
    contactEmail: 'jo@onboard-bikes.test',
    contactPhone: '+44 113 496 0000',
  };

  it('accepts a complete form, amounts in minor units', () => {
    expect(PrecheckSubmission.safeParse(complete).success).toBe(true);
    expect(PrecheckSubmission.safeParse({ ...complete, averageTicket: 45.5 }).success).toBe(false);
  });

  it('names every missing field on submission, and checks the average ticket against the volume', () => {
    const result = PrecheckSubmission.safeParse({ legalName: 'Onboard Bikes Ltd' });
    const paths = result.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['registrationNumber', 'country', 'city', 'currency', 'contactEmail']),
    );
    const tooBig = PrecheckSubmission.safeParse({ ...complete, averageTicket: 3_000_000 });
    expect(tooBig.error?.issues[0]?.path).toEqual(['averageTicket']);
  });

  it('saves a partial draft, still checking the fields it has', () => {
    expect(PrecheckDraft.safeParse({ legalName: 'Onboard Bikes Ltd' }).success).toBe(true);
    expect(PrecheckDraft.safeParse({ website: 'ftp://x' }).success).toBe(false);
    expect(PrecheckDraft.safeParse({ merchantCategoryCode: '0000' }).success).toBe(false);
  });
});
