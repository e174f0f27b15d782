import { getProposal } from '@paydesk/contracts/onboarding/offers.endpoints';
import {
  createProposal,
  sendProposal,
  updateProposal,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import { BOARDING_FEES, ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import { ProposalDraft } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, type MockApi, mockApi } from '../../../../test/mock-api';
import { renderCase } from '../testing/render-case';
import {
  IDS,
  makeCase,
  makeOfferSummary,
  makePrecheck,
  makeProposal,
  proposalTemplates,
  submittedForm,
} from '../testing/review-fixtures';
import { serveCase } from '../testing/serve-review';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  // The answers' entries are the fixture's: the server names the products and fee types itself.
  api.on(createProposal, () => makeProposal({ id: IDS.proposal2 }));
  api.on(updateProposal, (call) => makeProposal({ id: call.params.id }));
  api.on(sendProposal, (call) => makeProposal({ id: call.params.id, status: 'PendingApproval' }));
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const composer = () => screen.getByRole('dialog', { name: /proposal/i });
const product = (name: string) => within(composer().querySelector<HTMLElement>(`[data-product="${name}"]`)!);
const field = (name: string) => within(composer()).getByRole('textbox', { name });

async function choose(events: UserEvent, label: string, option: string) {
  await events.click(within(composer()).getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

async function openNewProposal(events: UserEvent) {
  await events.click(await screen.findByRole('button', { name: 'New proposal' }));
  expect(await screen.findByRole('dialog', { name: 'New proposal' })).toBeInTheDocument();
}

/** Chooses the standard book and types the five boarding fees (in the pre-check form's EUR). */
async function fillProposal(events: UserEvent) {
  await choose(events, 'Price book', 'Northwind standard');
  await product('Card acquiring').findByRole('textbox', { name: 'Transaction Fee (%)' });
  const fees = {
    'Boarding Fee (EUR)': '100',
    'Account Configuration Fee (EUR)': '50',
    'Bank Account Setup Fee (EUR)': '0',
    'Monthly Minimum Fee (EUR)': '12.5',
    'Gateway Monthly Access (EUR)': '9.99',
  };
  // Pasted rather than typed key by key: the same change events, at a fraction of the time.
  for (const [label, value] of Object.entries(fees)) {
    await events.click(field(label));
    await events.paste(value);
  }
}

describe('proposal composer', { timeout: 60_000 }, () => {
  it('fills the products from the chosen price book and saves the draft exactly as ProposalDraft', async () => {
    serveCase(api, makeCase());
    const { events } = renderCase('?tab=proposals');
    await openNewProposal(events);
    expect(within(composer()).getByText('Choose a price book to see its products.')).toBeInTheDocument();
    await fillProposal(events);
    // Every product starts ticked at the book's values; a product shows only the fee types it has.
    const cards = product('Card acquiring');
    expect(cards.getByRole('checkbox', { name: 'Card acquiring' })).toBeChecked();
    expect(cards.getByRole('textbox', { name: 'Transaction Fee (%)' })).toHaveValue('1.4');
    expect(cards.getByRole('textbox', { name: 'Fixed Fee (€)' })).toHaveValue('0.25');
    const openBanking = product('Open banking payments');
    expect(openBanking.getByRole('textbox', { name: 'Fixed Fee (€)' })).toHaveValue('0.2');
    expect(openBanking.queryByRole('textbox', { name: 'Transaction Fee (%)' })).toBeNull();

    await events.clear(cards.getByRole('textbox', { name: 'Transaction Fee (%)' }));
    await events.type(cards.getByRole('textbox', { name: 'Transaction Fee (%)' }), '1,25');
    await events.click(openBanking.getByRole('checkbox', { name: 'Open banking payments' }));
    expect(openBanking.getByRole('textbox', { name: 'Fixed Fee (€)' })).toBeDisabled();

    await choose(events, 'Template', 'Standard proposal');
    expect(field('Body (HTML)')).toHaveValue(proposalTemplates[0]!.body);
    // The preview fills the placeholders as the server will.
    expect(
      within(screen.getByTestId('body-preview')).getByText(
        'Dear Onboard Bikes Ltd, Northwind Payments proposes these prices.',
      ),
    ).toBeInTheDocument();

    await events.click(within(composer()).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(createProposal)).toHaveLength(1));
    const call = api.callsTo(createProposal)[0]!;
    expect(call.params).toEqual({ merchantId: IDS.onboardBikes });
    expect(call.body).toStrictEqual({
      pricebookId: IDS.standardBook,
      boardingFee: 100,
      accountConfigurationFee: 50,
      bankAccountSetupFee: 0,
      monthlyMinimumFee: 12.5,
      gatewayMonthlyAccess: 9.99,
      proposalBody: proposalTemplates[0]!.body,
      proposalEntries: [
        {
          productId: IDS.cards,
          items: [
            { feeTypeId: IDS.transactionFee, value: 1.25 },
            { feeTypeId: IDS.fixedFee, value: 0.25 },
          ],
        },
      ],
    });
    expect(ProposalDraft.safeParse(call.body).success).toBe(true);
    expect(api.callsTo(sendProposal)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Proposal saved as a draft')).toBeInTheDocument();
  });

  it('checks the fields before anything is sent', async () => {
    serveCase(api, makeCase());
    const { events } = renderCase('?tab=proposals');
    await openNewProposal(events);
    await events.click(within(composer()).getByRole('button', { name: 'Save draft' }));
    expect(within(composer()).getByText('Some fields need attention.')).toBeInTheDocument();
    expect(within(composer()).getByText('Choose a price book')).toBeInTheDocument();
    expect(within(composer()).getAllByText('Enter a fee')).toHaveLength(5);
    // The first field with a message gets the focus.
    await waitFor(() =>
      expect(within(composer()).getByRole('combobox', { name: 'Price book' })).toHaveFocus(),
    );

    await fillProposal(events);
    const fee = product('Card acquiring').getByRole('textbox', { name: 'Transaction Fee (%)' });
    // A minus cannot be typed into a fee: the input keeps digits and one point.
    await events.clear(fee);
    await events.type(fee, '-2');
    expect(fee).toHaveValue('2');
    await events.clear(fee);
    await events.type(fee, '1.23456');
    expect(product('Card acquiring').getByText('At most 4 decimals')).toBeInTheDocument();
    await events.clear(field('Boarding Fee (EUR)'));
    expect(within(composer()).getByText('Enter a fee')).toBeInTheDocument();
    await events.type(field('Boarding Fee (EUR)'), '10');

    await events.click(product('Card acquiring').getByRole('checkbox', { name: 'Card acquiring' }));
    await events.click(
      product('Open banking payments').getByRole('checkbox', { name: 'Open banking payments' }),
    );
    expect(within(composer()).getByText('Choose at least one product')).toBeInTheDocument();
    await events.click(within(composer()).getByRole('button', { name: 'Send to merchant' }));
    expect(api.callsTo(createProposal)).toHaveLength(0);
    expect(api.callsTo(sendProposal)).toHaveLength(0);
  });

  it('sends: writes the proposal, then sends it', async () => {
    serveCase(api, makeCase());
    const { events } = renderCase('?tab=proposals');
    await openNewProposal(events);
    await fillProposal(events);
    await events.click(within(composer()).getByRole('button', { name: 'Send to merchant' }));
    await waitFor(() => expect(api.callsTo(sendProposal)).toHaveLength(1));
    expect(
      api.calls.map((c) => c.endpoint).filter((e) => e === createProposal || e === sendProposal),
    ).toEqual([createProposal, sendProposal]);
    expect(api.callsTo(sendProposal)[0]?.params).toEqual({ id: IDS.proposal2 });
    expect(await screen.findByText('Proposal sent to the merchant')).toBeInTheDocument();
  });

  it('after a failed send, the next try changes the draft already written', async () => {
    serveCase(api, makeCase());
    api.on(sendProposal, errorResponse(409, ONBOARDING_MESSAGES.proposalNotEditable));
    const { events } = renderCase('?tab=proposals');
    await openNewProposal(events);
    await fillProposal(events);
    await events.click(within(composer()).getByRole('button', { name: 'Send to merchant' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.proposalNotEditable)).toBeInTheDocument();
    expect(composer()).toBeInTheDocument();
    api.on(sendProposal, (call) => makeProposal({ id: call.params.id, status: 'PendingApproval' }));
    await events.click(within(composer()).getByRole('button', { name: 'Send to merchant' }));
    await waitFor(() => expect(api.callsTo(sendProposal)).toHaveLength(2));
    expect(api.callsTo(createProposal)).toHaveLength(1);
    expect(api.callsTo(updateProposal).map((c) => c.params)).toEqual([{ id: IDS.proposal2 }]);
  });

  it("shows the server's field messages on their fields", async () => {
    serveCase(api, makeCase());
    api.on(
      createProposal,
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid',
            details: [
              { field: 'body.proposalEntries.0.items.1.value', message: 'Too high for this product' },
              { field: 'body.monthlyMinimumFee', message: 'Too low' },
            ],
          },
        },
        400,
      ),
    );
    const { events } = renderCase('?tab=proposals');
    await openNewProposal(events);
    await fillProposal(events);
    await events.click(within(composer()).getByRole('button', { name: 'Save draft' }));
    expect(await product('Card acquiring').findByText('Too high for this product')).toBeInTheDocument();
    expect(within(composer()).getByText('Too low')).toBeInTheDocument();
    expect(within(composer()).getByText('Some fields need attention.')).toBeInTheDocument();
    // A change to the field takes its server message away.
    await events.type(field('Monthly Minimum Fee (EUR)'), '0');
    expect(within(composer()).queryByText('Too low')).toBeNull();
  });

  it('reopens a draft with what was saved and changes it', async () => {
    serveCase(api, makeCase({ proposals: [makeOfferSummary({ status: 'Created', sentAt: null })] }));
    api.on(getProposal, () => makeProposal());
    const { events } = renderCase('?tab=proposals');
    // One unanswered proposal at a time: the draft is finished, not a second one started.
    expect(await screen.findByRole('button', { name: 'New proposal' })).toBeDisabled();
    expect(screen.getByText(ONBOARDING_MESSAGES.openProposalExists)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Edit draft version 1' }));
    await screen.findByRole('dialog', { name: 'Edit proposal draft (version 1)' });
    const fee = await product('Card acquiring').findByRole('textbox', { name: 'Transaction Fee (%)' });
    expect(fee).toHaveValue('1.1');
    expect(product('Card acquiring').getByRole('checkbox')).toBeChecked();
    expect(product('Open banking payments').getByRole('checkbox')).not.toBeChecked();
    expect(field('Bank Account Setup Fee (EUR)')).toHaveValue('25.5');
    expect(field('Body (HTML)')).toHaveValue('<p>Saved body</p>');
    await events.clear(field('Boarding Fee (EUR)'));
    await events.type(field('Boarding Fee (EUR)'), '80');
    await events.click(within(composer()).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(updateProposal)).toHaveLength(1));
    const call = api.callsTo(updateProposal)[0]!;
    expect(call.params).toEqual({ id: IDS.proposal1 });
    expect(call.body).toMatchObject({
      pricebookId: IDS.standardBook,
      boardingFee: 80,
      bankAccountSetupFee: 25.5,
      proposalBody: '<p>Saved body</p>',
      proposalEntries: [
        {
          productId: IDS.cards,
          items: [
            { feeTypeId: IDS.transactionFee, value: 1.1 },
            { feeTypeId: IDS.fixedFee, value: 0.25 },
          ],
        },
      ],
    });
    expect(api.callsTo(createProposal)).toHaveLength(0);
  });

  it("names the pre-check form's currency in the boarding fees' labels, which a new proposal takes", async () => {
    serveCase(api, makeCase({ precheck: makePrecheck({ form: { ...submittedForm, currency: 'GBP' } }) }));
    const { events } = renderCase('?tab=proposals');
    await openNewProposal(events);
    for (const label of BOARDING_FEES.map((fee) => fee.label)) {
      expect(field(`${label} (GBP)`)).toBeInTheDocument();
    }
  });

  it("names a draft's own currency, not the pre-check form's as it is now", async () => {
    serveCase(api, makeCase({ proposals: [makeOfferSummary({ status: 'Created', sentAt: null })] }));
    api.on(getProposal, () => makeProposal({ currency: 'GBP' }));
    const { events } = renderCase('?tab=proposals');
    await events.click(await screen.findByRole('button', { name: 'Edit draft version 1' }));
    await screen.findByRole('dialog', { name: 'Edit proposal draft (version 1)' });
    expect(await within(composer()).findByRole('textbox', { name: 'Boarding Fee (GBP)' })).toHaveValue('100');
    expect(within(composer()).queryByRole('textbox', { name: 'Boarding Fee (EUR)' })).toBeNull();
  });

  it('names no currency when the pre-check form has none (the server then takes the base currency)', async () => {
    const { currency: _none, ...withoutCurrency } = submittedForm;
    serveCase(api, makeCase({ precheck: makePrecheck({ form: withoutCurrency }) }));
    const { events } = renderCase('?tab=proposals');
    await openNewProposal(events);
    expect(field('Boarding Fee')).toBeInTheDocument();
  });

  it('starts afresh from the other book when the price book changes', async () => {
    serveCase(api, makeCase());
    const { events } = renderCase('?tab=proposals');
    await openNewProposal(events);
    await fillProposal(events);
    await choose(events, 'Price book', 'Northwind premium');
    expect(await product('Payouts').findByRole('textbox', { name: 'Fixed Fee (€)' })).toHaveValue('1');
    expect(composer().querySelector('[data-product="Card acquiring"]')).toBeNull();
    await events.click(within(composer()).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(createProposal)).toHaveLength(1));
    expect(api.callsTo(createProposal)[0]?.body).toMatchObject({
      pricebookId: IDS.premiumBook,
      proposalEntries: [{ productId: IDS.payouts, items: [{ feeTypeId: IDS.fixedFee, value: 1 }] }],
    });
  });

  it.each([
    [
      'the pre-check is not submitted',
      makeCase({ precheck: makePrecheck({ status: 'Draft' }) }),
      ONBOARDING_MESSAGES.precheckNotSubmitted,
    ],
    [
      'an agreement was accepted',
      makeCase({ agreements: [makeOfferSummary({ id: IDS.agreement1, status: 'Accepted' })] }),
      ONBOARDING_MESSAGES.alreadyBoarded,
    ],
  ])('offers no new proposal when %s, and says why', async (_, onboarding, reason) => {
    serveCase(api, onboarding);
    renderCase('?tab=proposals');
    const button = await screen.findByRole('button', { name: 'New proposal' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.getByText('No proposals yet.')).toBeInTheDocument();
  });
});
