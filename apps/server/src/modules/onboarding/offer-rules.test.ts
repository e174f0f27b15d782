import { ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import type { Agreement, Proposal } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { describe, expect, it } from 'vitest';
import { BLUE_HARBOR } from '../../seed/demo-data';
import {
  addBoardingMerchant,
  BLUE_HARBOR_BOOK,
  caseUrl,
  FEE,
  notificationsOf,
  OB_USERS,
  product,
  proposalDraft,
  submitPrecheck,
  useOnboardingTestApp,
} from './onboarding.test-support';

/**
 * The rules of proposals and agreements (spec §4 "Proposals and agreements"; docs/onboarding.md):
 * when one may be written, changed, sent and answered, what a draft must hold, and that two answers
 * at once give one success and one refusal. Each scenario boards a merchant of its own.
 */

const { t, api } = useOnboardingTestApp();

const { tenantAdmin } = OB_USERS;
const proposalUrl = (id: string) => `/api/v1/crm/proposals/${id}`;

async function sentProposal(merchantId: string, overrides: Record<string, unknown> = {}): Promise<Proposal> {
  const draft = await api.ok<Proposal>(
    tenantAdmin,
    'POST',
    `${caseUrl(merchantId)}/proposals`,
    proposalDraft(overrides),
  );
  return api.ok<Proposal>(tenantAdmin, 'POST', `${proposalUrl(draft.id)}/send`);
}

describe('writing a proposal', () => {
  it('waits for the pre-check form to be submitted', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'early-bird');
    const error = await api.refused(
      tenantAdmin,
      'POST',
      `${caseUrl(merchantId)}/proposals`,
      409,
      proposalDraft(),
    );
    expect(error).toMatchObject({
      code: 'PRECHECK_NOT_SUBMITTED',
      message: ONBOARDING_MESSAGES.precheckNotSubmitted,
    });
    await submitPrecheck(t, email);
    await api.ok(tenantAdmin, 'POST', `${caseUrl(merchantId)}/proposals`, proposalDraft());
  });

  it('allows one open proposal at a time, and counts versions per merchant', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'one-at-a-time');
    await submitPrecheck(t, email);
    const first = await sentProposal(merchantId);
    expect(first.version).toBe(1);
    const open = await api.refused(
      tenantAdmin,
      'POST',
      `${caseUrl(merchantId)}/proposals`,
      409,
      proposalDraft(),
    );
    expect(open).toMatchObject({
      code: 'OPEN_OFFER_EXISTS',
      message: ONBOARDING_MESSAGES.openProposalExists,
    });
    await api.ok(email, 'PUT', `/api/v1/proposals/${first.id}/reject`, { rejectReason: 'Too dear' });
    const second = await api.ok<Proposal>(
      tenantAdmin,
      'POST',
      `${caseUrl(merchantId)}/proposals`,
      proposalDraft(),
    );
    expect(second.version).toBe(2);
  });

  it('refuses products outside the price book, unknown fee types and repeats, naming each field', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'careful');
    await submitPrecheck(t, email);
    const error = await api.refused(
      tenantAdmin,
      'POST',
      `${caseUrl(merchantId)}/proposals`,
      400,
      proposalDraft({
        proposalEntries: [
          { productId: product('cards', BLUE_HARBOR), items: [] },
          { productId: product('amex'), items: [{ feeTypeId: product('amex'), value: 1 }] },
          {
            productId: product('payouts'),
            items: [
              { feeTypeId: FEE.fixed, value: 1 },
              { feeTypeId: FEE.fixed, value: 2 },
            ],
          },
          { productId: product('payouts'), items: [] },
        ],
      }),
    );
    expect(error.details).toEqual([
      { field: 'body.proposalEntries.0.productId', message: 'Not a product of the chosen price book' },
      { field: 'body.proposalEntries.1.items.0.feeTypeId', message: 'Not a known fee type' },
      { field: 'body.proposalEntries.2.items.1.feeTypeId', message: 'This fee type is listed twice' },
      { field: 'body.proposalEntries.3.productId', message: 'This product is listed twice' },
    ]);
    const bad = await api.refused(
      tenantAdmin,
      'POST',
      `${caseUrl(merchantId)}/proposals`,
      400,
      proposalDraft({
        boardingFee: -1,
        monthlyMinimumFee: 1.23456,
        proposalEntries: [],
      }),
    );
    expect(bad.details?.map((d) => d.field).sort()).toEqual([
      'body.boardingFee',
      'body.monthlyMinimumFee',
      'body.proposalEntries',
    ]);
    const foreignBook = await api.refused(
      tenantAdmin,
      'POST',
      `${caseUrl(merchantId)}/proposals`,
      404,
      proposalDraft({
        pricebookId: BLUE_HARBOR_BOOK,
      }),
    );
    expect(foreignBook.message).toBe('Price book not found');
  });

  it('keeps what was written when the price book changes later, in the book order with fees by name', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'snapshot');
    await submitPrecheck(t, email);
    const proposal = await sentProposal(merchantId);
    expect(proposal.proposalEntries.map((e) => e.productName)).toEqual([
      'Card acquiring — Visa/Mastercard',
      'Payouts',
    ]);
    expect(proposal.proposalEntries[0]?.items.map((i) => [i.feeTypeName, i.feeSymbol, i.value])).toEqual([
      ['Chargeback Fee', '€', 15],
      ['Fixed Fee', '€', 0.2],
      ['Transaction Fee', '%', 1.35],
    ]);
    await t.database.exec(
      "update price_book_entries set product_name = 'Renamed' where product_name = 'Payouts'; update fee_types set name = 'Per-item Fee' where name = 'Fixed Fee';",
    );
    try {
      const again = await api.ok<Proposal>(email, 'GET', `/api/v1/proposals/${proposal.id}`);
      expect(again.proposalEntries).toEqual(proposal.proposalEntries);
    } finally {
      await t.database.exec(
        "update price_book_entries set product_name = 'Payouts' where product_name = 'Renamed'; update fee_types set name = 'Fixed Fee' where name = 'Per-item Fee';",
      );
    }
  });
});

describe('changing and sending', () => {
  it('changes and sends only a draft', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'drafty');
    await submitPrecheck(t, email);
    const draft = await api.ok<Proposal>(
      tenantAdmin,
      'POST',
      `${caseUrl(merchantId)}/proposals`,
      proposalDraft(),
    );
    const changed = await api.ok<Proposal>(
      tenantAdmin,
      'PUT',
      proposalUrl(draft.id),
      proposalDraft({
        boardingFee: 99.99,
        proposalEntries: [{ productId: product('fraud'), items: [{ feeTypeId: FEE.monthly, value: 20 }] }],
      }),
    );
    expect(changed).toMatchObject({ id: draft.id, version: 1, boardingFee: 99.99, status: 'Created' });
    expect(changed.proposalEntries.map((e) => e.productName)).toEqual(['Fraud screening']);
    await api.ok(tenantAdmin, 'POST', `${proposalUrl(draft.id)}/send`);
    for (const [method, url, body] of [
      ['PUT', proposalUrl(draft.id), proposalDraft()],
      ['POST', `${proposalUrl(draft.id)}/send`, undefined],
    ] as const) {
      const error = await api.refused(tenantAdmin, method, url, 409, body);
      expect(error).toMatchObject({
        code: 'OFFER_NOT_EDITABLE',
        message: ONBOARDING_MESSAGES.proposalNotEditable,
      });
    }
  });
});

describe('agreements', () => {
  it('are made only from an accepted proposal, one waiting at a time', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'agreeable');
    await submitPrecheck(t, email);
    const proposal = await sentProposal(merchantId);
    const body = { proposalId: proposal.id, agreementBody: '<p>Terms</p>' };
    const early = await api.refused(tenantAdmin, 'POST', `${caseUrl(merchantId)}/agreements`, 409, body);
    expect(early).toMatchObject({
      code: 'PROPOSAL_NOT_ACCEPTED',
      message: ONBOARDING_MESSAGES.proposalNotAccepted,
    });
    await api.ok(email, 'PUT', `/api/v1/proposals/${proposal.id}/accept`);
    const agreement = await api.ok<Agreement>(tenantAdmin, 'POST', `${caseUrl(merchantId)}/agreements`, body);
    const twice = await api.refused(tenantAdmin, 'POST', `${caseUrl(merchantId)}/agreements`, 409, body);
    expect(twice).toMatchObject({
      code: 'OPEN_OFFER_EXISTS',
      message: ONBOARDING_MESSAGES.openAgreementExists,
    });
    // The merchant does not see the draft, so cannot answer it.
    await api.refused(email, 'PUT', `/api/v1/agreements/${agreement.id}/accept`, 404);
    await api.ok(tenantAdmin, 'POST', `/api/v1/crm/agreements/${agreement.id}/send`);
    await api.ok(email, 'PUT', `/api/v1/agreements/${agreement.id}/reject`, {
      rejectReason: 'Term too long',
    });
    const second = await api.ok<Agreement>(tenantAdmin, 'POST', `${caseUrl(merchantId)}/agreements`, body);
    expect(second.version).toBe(2);
    const edited = await api.ok<Agreement>(tenantAdmin, 'PUT', `/api/v1/crm/agreements/${second.id}`, {
      agreementBody: '<p>Six months</p>',
    });
    expect(edited.agreementBody).toBe('<p>Six months</p>');
  });

  it("refuses another merchant's proposal as the source", async () => {
    const a = await addBoardingMerchant(t.database.db, 'source-a');
    const b = await addBoardingMerchant(t.database.db, 'source-b');
    await submitPrecheck(t, a.email);
    const proposal = await sentProposal(a.merchantId);
    await api.ok(a.email, 'PUT', `/api/v1/proposals/${proposal.id}/accept`);
    const error = await api.refused(tenantAdmin, 'POST', `${caseUrl(b.merchantId)}/agreements`, 404, {
      proposalId: proposal.id,
      agreementBody: '<p>Terms</p>',
    });
    expect(error.message).toBe('Proposal not found');
  });
});

describe('answers', () => {
  it('are refused in any status but the one awaiting an answer', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'decided');
    await submitPrecheck(t, email);
    const proposal = await sentProposal(merchantId);
    await api.ok(email, 'PUT', `/api/v1/proposals/${proposal.id}/respond`, { response: 'Accepted' });
    for (const [path, body] of [
      ['respond', { response: 'Accepted' }],
      ['respond', { response: 'Rejected', rejectReason: 'Changed my mind' }],
      ['accept', undefined],
      ['reject', { rejectReason: 'Changed my mind' }],
    ] as const) {
      const error = await api.refused(email, 'PUT', `/api/v1/proposals/${proposal.id}/${path}`, 409, body);
      expect(error).toEqual({
        code: 'OFFER_NOT_ANSWERABLE',
        message: ONBOARDING_MESSAGES.proposalNotAnswerable,
      });
    }
  });

  it('given twice at once: one succeeds, the other is refused, and only one is recorded', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'racer');
    await submitPrecheck(t, email);
    const proposal = await sentProposal(merchantId);
    const url = `/api/v1/proposals/${proposal.id}`;
    const responses = await Promise.all([
      api.call(email, 'PUT', `${url}/accept`),
      api.call(email, 'PUT', `${url}/reject`, { rejectReason: 'Racing' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)?.json().status;
    const loser = responses.find((r) => r.statusCode === 409)?.json().error.message;
    expect(loser).toBe(ONBOARDING_MESSAGES.proposalNotAnswerable);
    expect((await api.ok<Proposal>(email, 'GET', url)).status).toBe(winner);
    const told = (await notificationsOf(t, tenantAdmin)).filter((n) => n.objectUrl?.endsWith(proposal.id));
    expect(told).toHaveLength(1);
  });

  it('of concurrent agreement acceptances board the merchant once', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'double-signer');
    await submitPrecheck(t, email);
    const proposal = await sentProposal(merchantId);
    await api.ok(email, 'PUT', `/api/v1/proposals/${proposal.id}/accept`);
    const agreement = await api.ok<Agreement>(tenantAdmin, 'POST', `${caseUrl(merchantId)}/agreements`, {
      proposalId: proposal.id,
      agreementBody: '<p>Terms</p>',
    });
    await api.ok(tenantAdmin, 'POST', `/api/v1/crm/agreements/${agreement.id}/send`);
    const url = `/api/v1/agreements/${agreement.id}`;
    const responses = await Promise.all([
      api.call(email, 'PUT', `${url}/accept`),
      api.call(email, 'PUT', `${url}/respond`, { response: 'Accepted' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().error.message).toBe(
      ONBOARDING_MESSAGES.agreementNotAnswerable,
    );
    const kase = await api.ok<{ merchant: { processingStatus: string } }>(
      tenantAdmin,
      'GET',
      caseUrl(merchantId),
    );
    expect(kase.merchant.processingStatus).toBe('SandboxEnabled');
  });
});
