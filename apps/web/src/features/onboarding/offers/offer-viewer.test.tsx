// @vitest-environment jsdom
// DOMPurify sanitises only in a DOM it trusts as a browser's: in happy-dom it returns the input as it is.
import {
  getAgreement,
  getProposal,
  respondToAgreement,
  respondToProposal,
} from '@paydesk/contracts/onboarding/offers.endpoints';
import { getCurrentUser } from '@paydesk/contracts/users/users.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import {
  AGREEMENT_ACCEPTED,
  AGREEMENT_REJECTED,
  type OfferCloseResult,
} from '../../../lib/offers/offer-close-result';
import { openOfferDialog } from '../../../lib/offers/offer-dialog-store';
import { SystemModeSwitch } from '../../../shell/layout/toolbar/system-mode-switch';
import { boardingMerchant, platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { IDS, makeAgreement, makeProposal } from '../testing/onboarding-fixtures';
import { renderOnboarding } from '../testing/render-onboarding';

let api: MockApi;

beforeEach(() => {
  api = mockApi()
    .on(getProposal, () => makeProposal())
    .on(getAgreement, () => makeAgreement())
    .on(respondToProposal, () => ({ result: 'success', status: 'Accepted' }))
    .on(respondToAgreement, () => ({ result: 'success', status: 'Accepted' }));
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

/** Renders the host and opens one offer, keeping the promise of its close result. */
async function view(kind: 'proposal' | 'agreement', user = boardingMerchant, page = <p>page</p>) {
  const rendered = renderOnboarding(page, user);
  let closed: Promise<OfferCloseResult> = Promise.resolve(undefined);
  act(() => {
    closed = openOfferDialog(kind, kind === 'proposal' ? IDS.proposal : IDS.agreement);
  });
  const dialog = await screen.findByRole('dialog', { name: kind === 'proposal' ? 'Proposal' : 'Agreement' });
  await within(dialog).findByText('Onboard Bikes Ltd');
  return { ...rendered, dialog, closed: () => closed };
}

const button = (name: string) => screen.queryByRole('button', { name });

/** Accept, then confirm it in the question that names the offer. */
async function acceptConfirmed(events: { click: (element: Element) => Promise<void> }, kind: string) {
  await events.click(button('Accept')!);
  const confirm = await screen.findByRole('alertdialog', { name: `Accept this ${kind}?` });
  await events.click(within(confirm).getByRole('button', { name: 'Accept' }));
}

describe('View Proposal dialog (spec §2)', { timeout: 20_000 }, () => {
  it('shows the date, version, status, names and the sanitised body', async () => {
    api.on(getProposal, () => makeProposal({ rejectReason: 'Earlier reason', version: 3 }));
    const { dialog } = await view('proposal');
    const details = within(dialog);
    expect(details.getByText('Created')).toBeInTheDocument();
    expect(details.getByText('03/03/2025 09:30')).toBeInTheDocument();
    expect(details.getByText('Proposal version')).toBeInTheDocument();
    expect(details.getByText('3')).toBeInTheDocument();
    expect(details.getByText('Pending approval').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'pending',
    );
    expect(details.getByText('Reject reason')).toBeInTheDocument();
    expect(details.getByText('Earlier reason')).toBeInTheDocument();
    expect(details.getByText('Northwind')).toBeInTheDocument();
    const body = details.getByTestId('offer-body');
    expect(body.querySelector('b')).toHaveTextContent('Onboard Bikes');
    expect(body.innerHTML).not.toContain('script');
  });

  it('is 90% wide', async () => {
    const { dialog } = await view('proposal');
    expect(dialog).toHaveStyle({ width: '90%' });
  });

  it("shows the five 'Boarding Fees' to 2 decimals, each followed by the proposal's currency", async () => {
    const { dialog } = await view('proposal');
    const fees = within(within(dialog).getByRole('region', { name: 'Boarding Fees' }));
    const shown = (key: string) => fees.getByTestId(`fee-${key}`).textContent;
    expect(shown('boardingFee')).toBe('Boarding Fee1.250,00 EUR');
    expect(shown('accountConfigurationFee')).toBe('Account Configuration Fee99,50 EUR');
    expect(shown('bankAccountSetupFee')).toBe('Bank Account Setup Fee0,00 EUR');
    expect(shown('monthlyMinimumFee')).toBe('Monthly Minimum Fee25,13 EUR');
    expect(shown('gatewayMonthlyAccess')).toBe('Gateway Monthly Access10,00 EUR');
  });

  it("shows 'Products and fees': a row per product, a column per fee type, a slash for a missing fee", async () => {
    const { dialog } = await view('proposal');
    const table = within(dialog).getByRole('table', { name: 'Products and fees' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Product', 'Chargeback fee', 'Fixed fee', 'Transaction fee'],
      ['Card payments', '/', '0,25 €', '1,40 %'],
      ['Payouts', '15,01 €', '1,00 €', '/'],
    ]);
  });

  it('offers Reject and Accept to the merchant only while PendingApproval', async () => {
    const { unmount } = await view('proposal');
    expect(button('Reject')).toBeInTheDocument();
    expect(button('Accept')).toBeInTheDocument();
    unmount();
    for (const status of ['Created', 'Accepted', 'Rejected'] as const) {
      api.on(getProposal, () => makeProposal({ status }));
      const again = await view('proposal');
      expect(button('Accept')).not.toBeInTheDocument();
      expect(button('Reject')).not.toBeInTheDocument();
      again.unmount();
    }
  });

  it('lets tenant and platform staff read it only', async () => {
    for (const user of [tenantAdmin, platformAdmin]) {
      const { unmount } = await view('proposal', user);
      expect(button('Accept')).not.toBeInTheDocument();
      expect(button('Reject')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('is not dismissed by a click outside; Escape closes it with no result', async () => {
    const { events, closed, dialog } = await view('proposal');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await events.click(backdrop!);
    expect(screen.getByRole('dialog', { name: 'Proposal' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(closed()).resolves.toBeUndefined();
  });

  it('closes with no result by its close button', async () => {
    const { events, closed } = await view('proposal');
    await events.click(button('Close')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(closed()).resolves.toBeUndefined();
    expect(api.callsTo(respondToProposal)).toEqual([]);
  });

  it('accepts with response Accepted, then closes (a proposal closes with no result)', async () => {
    const { events, closed, queryClient } = await view('proposal');
    queryClient.setQueryData(['onboarding', 'mine'], { stale: true });
    await acceptConfirmed(events, 'proposal');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(respondToProposal).map((c) => [c.params.id, c.body])).toEqual([
      [IDS.proposal, { response: 'Accepted' }],
    ]);
    await expect(closed()).resolves.toBeUndefined();
    expect(await screen.findByText('Proposal accepted')).toBeInTheDocument();
    expect(queryClient.getQueryState(['onboarding', 'mine'])?.isInvalidated).toBe(true);
  });

  it('asks before accepting, naming the proposal and its version; cancel sends nothing', async () => {
    api.on(getProposal, () => makeProposal({ version: 3 }));
    const { events } = await view('proposal');
    await events.click(button('Accept')!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept this proposal?' });
    expect(confirm).toHaveTextContent(
      'You are accepting proposal version 3 from Northwind. Once accepted, it can no longer be rejected.',
    );
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(respondToProposal)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Proposal' })).toBeInTheDocument();
    // Asked again, Escape is a cancel too.
    await events.click(button('Accept')!);
    await screen.findByRole('alertdialog', { name: 'Accept this proposal?' });
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(respondToProposal)).toEqual([]);
  });

  it('sends the acceptance exactly once, however often confirm is clicked', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.on(respondToProposal, () => new Promise((resolve) => (answer = resolve)));
    const { events } = await view('proposal');
    await events.click(button('Accept')!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept this proposal?' });
    const yes = within(confirm).getByRole('button', { name: 'Accept' });
    await events.click(yes);
    await waitFor(() => expect(yes).toBeDisabled());
    fireEvent.click(yes);
    answer({ result: 'success', status: 'Accepted' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(respondToProposal)).toHaveLength(1);
  });

  it('shows a refusal (409) in the error toast and stays open', async () => {
    api.on(respondToProposal, () =>
      errorResponse(
        409,
        'Only a proposal pending approval can be accepted or rejected',
        'OFFER_NOT_ANSWERABLE',
      ),
    );
    const { events } = await view('proposal');
    await acceptConfirmed(events, 'proposal');
    expect(
      await screen.findByText('Only a proposal pending approval can be accepted or rejected'),
    ).toBeInTheDocument();
    // The question closes; the offer stays open behind it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Proposal' })).toBeInTheDocument();
    expect(api.callsTo(respondToProposal)).toHaveLength(1);
  });
});

describe('View Agreement dialog (spec §2)', { timeout: 20_000 }, () => {
  it("is labelled 'Agreement version' and sanitises its body", async () => {
    const { dialog } = await view('agreement');
    expect(within(dialog).getByText('Agreement version')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending acceptance').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'pending',
    );
    expect(within(dialog).getByTestId('offer-body').innerHTML).not.toContain('onerror');
  });

  it("shows each boarding fee in the agreement's own currency", async () => {
    api.on(getAgreement, () => makeAgreement({ currency: 'GBP' }));
    const { dialog } = await view('agreement');
    const fees = within(within(dialog).getByRole('region', { name: 'Boarding Fees' }));
    const shown = (key: string) => fees.getByTestId(`fee-${key}`).textContent;
    expect(shown('boardingFee')).toBe('Boarding Fee1.250,00 GBP');
    expect(shown('gatewayMonthlyAccess')).toBe('Gateway Monthly Access10,00 GBP');
  });

  it('offers Reject and Accept only while PendingAcceptance', async () => {
    const first = await view('agreement');
    expect(button('Accept')).toBeInTheDocument();
    first.unmount();
    api.on(getAgreement, () => makeAgreement({ status: 'Accepted' }));
    await view('agreement');
    expect(button('Accept')).not.toBeInTheDocument();
    expect(button('Reject')).not.toBeInTheDocument();
  });

  it("rejects through the reason dialog and closes with 'Reject'", async () => {
    const { events, closed } = await view('agreement');
    await events.click(button('Reject')!);
    const reject = await screen.findByRole('dialog', { name: 'Reject agreement' });
    expect(within(reject).getByRole('button', { name: 'Save' })).toBeDisabled();
    await events.type(within(reject).getByRole('textbox'), 'Minimum fee too high');
    await events.click(within(reject).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(respondToAgreement).map((c) => c.body)).toEqual([
      { response: 'Rejected', rejectReason: 'Minimum fee too high' },
    ]);
    await expect(closed()).resolves.toBe(AGREEMENT_REJECTED);
  });

  it('asks before accepting, naming the agreement and its version; cancel sends nothing', async () => {
    api.on(getAgreement, () => makeAgreement({ version: 2 }));
    const { events } = await view('agreement');
    await events.click(button('Accept')!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept this agreement?' });
    expect(confirm).toHaveTextContent('You are accepting agreement version 2 from Northwind.');
    await events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(respondToAgreement)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Agreement' })).toBeInTheDocument();
  });

  it('sends nothing when the reason dialog is cancelled', async () => {
    const { events } = await view('agreement');
    await events.click(button('Reject')!);
    const reject = await screen.findByRole('dialog', { name: 'Reject agreement' });
    await events.click(within(reject).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Agreement' })).toBeInTheDocument();
    expect(api.callsTo(respondToAgreement)).toEqual([]);
  });

  it('accepts, closes with the accept marker, and the Test/Live switch appears forced to Test', async () => {
    const sandboxed = {
      ...boardingMerchant,
      merchant: { ...boardingMerchant.merchant!, processingStatus: 'SandboxEnabled' as const },
    };
    api.on(getCurrentUser, () => sandboxed);
    const { events, closed } = await view('agreement', boardingMerchant, <SystemModeSwitch />);
    expect(screen.queryByRole('switch', { name: 'Test/Live mode' })).not.toBeInTheDocument();
    await acceptConfirmed(events, 'agreement');
    await expect(closed()).resolves.toBe(AGREEMENT_ACCEPTED);
    expect(api.callsTo(respondToAgreement).map((c) => c.body)).toEqual([{ response: 'Accepted' }]);
    expect(api.callsTo(getCurrentUser)).toHaveLength(1);
    const control = await screen.findByRole('switch', { name: 'Test/Live mode' });
    expect(control).toBeDisabled();
    expect(control).not.toBeChecked();
    expect(localSettings.getSystemMode()).toBe('Test');
    expect(
      await screen.findByText('Agreement accepted: your sandbox is ready in Test mode'),
    ).toBeInTheDocument();
  });
});
