import { approvePrecheck, requestPrecheckChanges } from '@paydesk/contracts/onboarding/onboarding.endpoints';
import { ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, type MockApi, mockApi } from '../../../../test/mock-api';
import { renderCase } from '../testing/render-case';
import { makeCase, makePrecheck, submittedForm } from '../testing/review-fixtures';
import { serveCase } from '../testing/serve-review';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

/** The value shown for one field of the form. */
const shown = (field: string) => document.querySelector(`dd[data-field="${field}"]`)?.textContent;

describe('pre-check review', { timeout: 30_000 }, () => {
  it('shows the submitted fields read-only, amounts in the currency, category and country by name', async () => {
    serveCase(api, makeCase());
    renderCase();
    await waitFor(() => expect(shown('country')).toBe('Ireland (IE)'));
    expect(shown('legalName')).toBe('Onboard Bikes Ltd');
    expect(shown('merchantCategoryCode')).toBe('Bicycle shops (5940)');
    expect(shown('expectedMonthlyVolume')).toBe('45.000,00 EUR');
    expect(shown('averageTicket')).toBe('125,50 EUR');
    expect(shown('addressLine2')).toBe('Not given');
    expect(screen.getByRole('link', { name: 'https://onboard-bikes.test' })).toHaveAttribute(
      'href',
      'https://onboard-bikes.test',
    );
    expect(
      screen.getByText('Submitted for review: approve it, or return it to the merchant with a note.'),
    ).toBeInTheDocument();
    for (const section of ['Business', 'Address', 'What they sell and expected volumes', 'Contact']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('uses the decimals of the form currency (none for JPY)', async () => {
    serveCase(
      api,
      makeCase({
        precheck: makePrecheck({ form: { ...submittedForm, currency: 'JPY', averageTicket: 1500 } }),
      }),
    );
    renderCase();
    await waitFor(() => expect(shown('averageTicket')).toBe('1.500 JPY'));
    expect(shown('expectedMonthlyVolume')).toBe('4.500.000 JPY');
  });

  it('approves a submitted form once it is confirmed, naming the merchant', async () => {
    serveCase(api, makeCase());
    api.on(approvePrecheck, () => makeCase({ precheck: makePrecheck({ status: 'Approved' }) }));
    const { events } = renderCase();
    await events.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the pre-check form?' });
    expect(confirm).toHaveTextContent(
      'Approve the pre-check form of Onboard Bikes Ltd? Once approved, the merchant can no longer change it.',
    );
    expect(api.callsTo(approvePrecheck)).toHaveLength(0);
    await events.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Pre-check form approved')).toBeInTheDocument();
    expect(api.callsTo(approvePrecheck)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the approval is cancelled', async () => {
    serveCase(api, makeCase());
    const { events } = renderCase();
    await events.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the pre-check form?' });
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(approvePrecheck)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('returns a submitted form with a note, which is required', async () => {
    serveCase(api, makeCase());
    api.on(requestPrecheckChanges, () =>
      makeCase({ precheck: makePrecheck({ status: 'ChangesRequested', reviewNote: 'Add the VAT number' }) }),
    );
    const { events } = renderCase();
    await events.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    await events.click(within(dialog).getByRole('button', { name: 'Send to merchant' }));
    expect(within(dialog).getByText('A note is required')).toBeInTheDocument();
    expect(api.callsTo(requestPrecheckChanges)).toHaveLength(0);
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Note to the merchant' }),
      'Add the VAT number',
    );
    expect(within(dialog).queryByText('A note is required')).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Send to merchant' }));
    await waitFor(() => expect(api.callsTo(requestPrecheckChanges)).toHaveLength(1));
    expect(api.callsTo(requestPrecheckChanges)[0]?.body).toEqual({ note: 'Add the VAT number' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The pre-check form was returned to the merchant')).toBeInTheDocument();
  });

  it('offers no review actions unless the form is submitted, and shows why', async () => {
    serveCase(
      api,
      makeCase({ precheck: makePrecheck({ status: 'ChangesRequested', reviewNote: 'Add the VAT number' }) }),
    );
    renderCase();
    expect(await screen.findByText('Add the VAT number')).toBeInTheDocument();
    expect(screen.getByText('Returned to the merchant for changes. Your note:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request changes' })).toBeNull();
  });

  it('says the merchant has not submitted a draft yet', async () => {
    serveCase(api, makeCase({ precheck: makePrecheck({ status: 'Draft', form: {}, submittedAt: null }) }));
    renderCase();
    expect(await screen.findByText(ONBOARDING_MESSAGES.precheckNotSubmitted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('keeps the form as it was when the server refuses the approval', async () => {
    serveCase(api, makeCase());
    api.on(approvePrecheck, errorResponse(409, ONBOARDING_MESSAGES.precheckNotReviewable));
    const { events } = renderCase();
    await events.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the pre-check form?' });
    await events.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo(approvePrecheck)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Pre-check form approved')).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});
