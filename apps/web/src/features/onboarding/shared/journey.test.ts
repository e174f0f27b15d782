import { describe, expect, it } from 'vitest';
import {
  makeAgreement,
  makeCase,
  makePrecheck,
  makeProposal,
  summaryOf,
} from '../testing/onboarding-fixtures';
import { journeyProgress } from './journey';

describe('onboarding journey', () => {
  it('starts at the pre-check', () => {
    expect(journeyProgress(makeCase()).active).toBe(0);
  });

  it('moves on as each step is done, and ends in the sandbox', () => {
    const approved = makeCase({ precheck: makePrecheck({ status: 'Approved' }) });
    expect(journeyProgress(approved).active).toBe(1);
    const documented = { ...approved, missingDocumentTypes: [] };
    expect(journeyProgress(documented).active).toBe(2);
    const proposed = { ...documented, proposals: [summaryOf(makeProposal({ status: 'Accepted' }))] };
    expect(journeyProgress(proposed).active).toBe(3);
    const agreed = { ...proposed, agreements: [summaryOf(makeAgreement({ status: 'Accepted' }))] };
    expect(journeyProgress(agreed).active).toBe(4);
    const sandbox = {
      ...agreed,
      merchant: { ...agreed.merchant, processingStatus: 'SandboxEnabled' as const },
    };
    expect(journeyProgress(sandbox)).toEqual({
      done: { precheck: true, documents: true, proposal: true, agreement: true, sandbox: true },
      active: 5,
    });
  });

  it('does not count a pending or rejected offer as done', () => {
    const onboarding = makeCase({
      proposals: [summaryOf(makeProposal()), summaryOf(makeProposal({ status: 'Rejected' }))],
    });
    expect(journeyProgress(onboarding).done.proposal).toBe(false);
  });
});
