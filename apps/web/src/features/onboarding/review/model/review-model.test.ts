import { BOARDING_FEES, ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import { describe, expect, it } from 'vitest';
import { enOnboardingReview } from '../../../../i18n/locales/en-onboarding-review';
import { fillPlaceholders } from '../body/fill-placeholders';
import { certificateDocument, makeCase, makeOfferSummary, makePrecheck } from '../testing/review-fixtures';
import { activeStep, completedSteps } from './journey';
import { listPageOf, listPageSearch } from './list-page-params';
import { caseTabOf, onboardingCasePath } from './review-paths';

describe('texts that repeat contracts', () => {
  it('says every refusal in the server’s own words', () => {
    const { noPermission: _own, ...mirrored } = enOnboardingReview.refusals;
    for (const [key, text] of Object.entries(mirrored)) {
      expect(text).toBe(ONBOARDING_MESSAGES[key as keyof typeof ONBOARDING_MESSAGES]);
    }
  });

  it('names the five boarding fees as spec §2 does', () => {
    expect(Object.entries(enOnboardingReview.boardingFees)).toEqual(
      BOARDING_FEES.map((f) => [f.key, f.label]),
    );
    expect(Object.values(enOnboardingReview.boardingFees)).toEqual([
      'Boarding Fee',
      'Account Configuration Fee',
      'Bank Account Setup Fee',
      'Monthly Minimum Fee',
      'Gateway Monthly Access',
    ]);
  });
});

describe('the case address', () => {
  it('selects the named tab, else the tab of the offer it opens, else the pre-check', () => {
    expect(caseTabOf(new URLSearchParams('tab=documents'))).toBe('documents');
    expect(caseTabOf(new URLSearchParams('tab=agreements&proposalId=x'))).toBe('agreements');
    expect(caseTabOf(new URLSearchParams('proposalId=x'))).toBe('proposals');
    expect(caseTabOf(new URLSearchParams('agreementId=x'))).toBe('agreements');
    expect(caseTabOf(new URLSearchParams('tab=nonsense'))).toBe('precheck');
    expect(caseTabOf(new URLSearchParams())).toBe('precheck');
    expect(onboardingCasePath('m-1', 'documents')).toBe('/crm/onboarding/m-1?tab=documents');
  });

  it('reads the list page, falling back to the first page of 20', () => {
    expect(listPageOf(new URLSearchParams('pageIndex=3&pageSize=50'))).toEqual({
      pageIndex: 3,
      pageSize: 50,
    });
    expect(listPageOf(new URLSearchParams('pageIndex=-1&pageSize=7'))).toEqual({
      pageIndex: 0,
      pageSize: 20,
    });
    expect(listPageSearch({ pageIndex: 0, pageSize: 20 }).toString()).toBe('');
    expect(listPageSearch({ pageIndex: 2, pageSize: 10 }).toString()).toBe('pageIndex=2&pageSize=10');
  });
});

describe('the journey', () => {
  it('moves on as each step completes', () => {
    const start = makeCase({ precheck: makePrecheck({ status: 'Draft' }), documents: [] });
    expect(activeStep(start)).toBe(0);
    expect(activeStep(makeCase())).toBe(1); // submitted, a required document missing
    const documented = makeCase({ missingDocumentTypes: [], documents: [certificateDocument] });
    expect(activeStep(documented)).toBe(2);
    const accepted = makeOfferSummary({ status: 'Accepted' });
    expect(activeStep({ ...documented, proposals: [accepted] })).toBe(3);
    const boarded = {
      ...documented,
      proposals: [accepted],
      agreements: [accepted],
      merchant: { ...documented.merchant, processingStatus: 'SandboxEnabled' as const },
    };
    expect(activeStep(boarded)).toBe(5);
    expect(Object.values(completedSteps(boarded)).every(Boolean)).toBe(true);
  });
});

describe('body preview', () => {
  it('fills the placeholders with the names as text, not markup', () => {
    const html = '<p>{{merchantName}} and {{tenantName}}, {{date}}; again {{merchantName}}</p>';
    expect(
      fillPlaceholders(html, { merchantName: 'A & <B>', tenantName: 'Northwind', date: '05/03/2025' }),
    ).toBe('<p>A &amp; &lt;B&gt; and Northwind, 05/03/2025; again A &amp; &lt;B&gt;</p>');
  });
});
