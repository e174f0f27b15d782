import { BOARDING_FEES, ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/locales/en';

describe('the dialogs speak the spec’s words (spec §2)', () => {
  it('labels the five boarding fees as the contracts (and the spec) do', () => {
    for (const { key, label } of BOARDING_FEES) expect(en.onboarding.offer.fees[key]).toBe(label);
    expect(en.onboarding.offer.boardingFees).toBe('Boarding Fees');
    expect(en.onboarding.offer.productsAndFees).toBe('Products and fees');
  });

  it("names the versions 'Proposal version' and 'Agreement version'", () => {
    expect(en.onboarding.offer.version).toEqual({
      proposal: 'Proposal version',
      agreement: 'Agreement version',
    });
    expect(en.onboarding.offer.reject).toBe('Reject');
    expect(en.onboarding.offer.accept).toBe('Accept');
  });

  it("takes 'Reject reason is required' from the contracts", () => {
    expect(ONBOARDING_MESSAGES.rejectReasonRequired).toBe('Reject reason is required');
  });
});
