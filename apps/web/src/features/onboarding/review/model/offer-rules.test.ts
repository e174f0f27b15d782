import { permissionsFor } from '@paydesk/contracts/auth/permissions';
import { describe, expect, it } from 'vitest';
import { IDS, makeCase, makeOfferSummary, makePrecheck } from '../testing/review-fixtures';
import { acceptedProposalOf, isEditableDraft, newAgreementRefusal, newProposalRefusal } from './offer-rules';

const writer = permissionsFor('operator');
const reader = ['CRM.Onboarding.View'];
const offer = (status: string, version = 1) =>
  makeOfferSummary({ status, version, id: `${IDS.proposal1}-${version}` });

describe('new proposal rules (the server refusals, mirrored)', () => {
  it('allows one once the pre-check is submitted or approved and nothing is open', () => {
    expect(newProposalRefusal(makeCase(), writer)).toBeNull();
    expect(
      newProposalRefusal(makeCase({ precheck: makePrecheck({ status: 'Approved' }) }), writer),
    ).toBeNull();
    expect(newProposalRefusal(makeCase({ proposals: [offer('Rejected')] }), writer)).toBeNull();
  });

  it.each([
    ['Draft', 'precheckNotSubmitted'],
    ['ChangesRequested', 'precheckNotSubmitted'],
  ] as const)('refuses while the pre-check is %s', (status, refusal) => {
    expect(newProposalRefusal(makeCase({ precheck: makePrecheck({ status }) }), writer)).toBe(refusal);
  });

  it.each(['Created', 'PendingApproval'])('refuses while a proposal is %s', (status) => {
    expect(newProposalRefusal(makeCase({ proposals: [offer(status, 2), offer('Rejected')] }), writer)).toBe(
      'openProposalExists',
    );
  });

  it('refuses once an agreement was accepted, and without the proposals permission', () => {
    const boarded = makeCase({ agreements: [offer('Accepted')] });
    expect(newProposalRefusal(boarded, writer)).toBe('alreadyBoarded');
    expect(newProposalRefusal(makeCase(), reader)).toBe('noPermission');
  });
});

describe('new agreement rules', () => {
  it('needs an accepted proposal, no open agreement and no accepted one', () => {
    const accepted = offer('Accepted', 2);
    expect(newAgreementRefusal(makeCase({ proposals: [offer('Rejected')] }), writer)).toBe(
      'proposalNotAccepted',
    );
    expect(newAgreementRefusal(makeCase({ proposals: [accepted] }), writer)).toBeNull();
    expect(
      newAgreementRefusal(makeCase({ proposals: [accepted], agreements: [offer('Rejected')] }), writer),
    ).toBeNull();
    for (const status of ['Created', 'PendingAcceptance']) {
      expect(
        newAgreementRefusal(makeCase({ proposals: [accepted], agreements: [offer(status)] }), writer),
      ).toBe('openAgreementExists');
    }
    expect(
      newAgreementRefusal(makeCase({ proposals: [accepted], agreements: [offer('Accepted')] }), writer),
    ).toBe('alreadyBoarded');
    expect(newAgreementRefusal(makeCase({ proposals: [accepted] }), reader)).toBe('noPermission');
  });

  it('makes the agreement from the newest accepted proposal', () => {
    const newer = offer('Accepted', 3);
    expect(acceptedProposalOf(makeCase({ proposals: [newer, offer('Accepted', 2)] }))).toBe(newer);
    expect(acceptedProposalOf(makeCase({ proposals: [offer('Rejected')] }))).toBeUndefined();
  });

  it('lets writers reopen drafts only', () => {
    expect(isEditableDraft(offer('Created'), writer)).toBe(true);
    expect(isEditableDraft(offer('PendingApproval'), writer)).toBe(false);
    expect(isEditableDraft(offer('Created'), reader)).toBe(false);
  });
});
