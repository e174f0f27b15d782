import { getProposal } from '@paydesk/contracts/onboarding/offers.endpoints';
import { getOnboardingCase } from '@paydesk/contracts/onboarding/onboarding.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfferDialog } from '../../../../lib/offers/offer-dialog-store';
import { errorResponse, type MockApi, mockApi } from '../../../../test/mock-api';
import { renderCase } from '../testing/render-case';
import { IDS, makeCase, makeOfferSummary, makePrecheck, makeProposal } from '../testing/review-fixtures';
import { serveCase } from '../testing/serve-review';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  closeOfferDialog();
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

// hidden: true, since an open dialog hides the page behind it from the accessibility tree.
const selectedTab = () => screen.getByRole('tab', { selected: true, hidden: true });

describe('onboarding case', { timeout: 30_000 }, () => {
  it('shows the merchant, its processing status and where its journey stands', async () => {
    serveCase(
      api,
      makeCase({
        precheck: makePrecheck({ status: 'Approved' }),
        missingDocumentTypes: [],
        proposals: [makeOfferSummary({ version: 2, status: 'PendingApproval' })],
      }),
    );
    renderCase();
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboard Bikes Ltd' })).toBeInTheDocument();
    expect(screen.getByText('No processing')).toBeInTheDocument();
    expect(screen.getByText('Tenant: Northwind Payments')).toBeInTheDocument();
    const journey = screen.getByRole('group', { name: 'Onboarding journey' });
    const steps = [...journey.querySelectorAll('[data-step]')];
    expect(steps.map((s) => [s.getAttribute('data-step'), s.hasAttribute('data-completed')])).toEqual([
      ['precheck', true],
      ['documents', true],
      ['proposal', false],
      ['agreement', false],
      ['sandbox', false],
    ]);
    expect(within(journey).getByText('Version 2: Pending approval')).toBeInTheDocument();
    expect(within(journey).getByText('1 document')).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Pre-check');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Pre-check',
      'Documents',
      'Proposals',
      'Agreements',
    ]);
  });

  it('selects the tab the address names, and writes a chosen tab to the address', async () => {
    serveCase(api, makeCase());
    const { router, events } = renderCase('?tab=documents');
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Documents'));
    expect(await screen.findByRole('heading', { name: 'Boarding documents' })).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Agreements' }));
    expect(router.state.location.search).toBe('?tab=agreements');
    expect(selectedTab()).toHaveTextContent('Agreements');
    expect(screen.getByText('No agreements yet.')).toBeInTheDocument();
  });

  it('opens the proposal named in the address on the Proposals tab, read-only for tenant staff', async () => {
    serveCase(api, makeCase({ proposals: [makeOfferSummary()] }));
    api.on(getProposal, () => makeProposal({ status: 'PendingApproval' }));
    const { router, events } = renderCase(`?proposalId=${IDS.proposal1}`);
    const dialog = await screen.findByRole('dialog', { name: 'Proposal' });
    expect(await within(dialog).findByText('Saved body')).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Proposals');
    // Tenant staff read a proposal pending approval; only the merchant answers it.
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(api.callsTo(getProposal)[0]?.params).toEqual({ id: IDS.proposal1 });
    await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The id leaves the address; the tab it chose stays.
    expect(router.state.location.search).toBe('?tab=proposals');
    expect(selectedTab()).toHaveTextContent('Proposals');
  });

  it('opens a proposal from its row through the address', async () => {
    serveCase(
      api,
      makeCase({
        proposals: [makeOfferSummary({ version: 3, status: 'Rejected', rejectReason: 'Too dear' })],
      }),
    );
    api.on(getProposal, () => makeProposal({ version: 3, status: 'Rejected', rejectReason: 'Too dear' }));
    const { router, events } = renderCase('?tab=proposals');
    const row = (await screen.findByRole('table', { name: 'Proposals' })).querySelectorAll('tbody tr')[0]!;
    expect(within(row as HTMLElement).getByText('Too dear')).toBeInTheDocument();
    await events.click(within(row as HTMLElement).getByRole('button', { name: 'Open version 3' }));
    expect(await screen.findByRole('dialog', { name: 'Proposal' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?tab=proposals&proposalId=${IDS.proposal1}`);
  });

  it('says so when the merchant is not one the user can review', async () => {
    api.on(getOnboardingCase, errorResponse(404, 'Not found'));
    renderCase();
    expect(
      await screen.findByText(
        'This merchant is not among the merchants you can review, or it does not exist.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Merchants in onboarding' })).toHaveAttribute(
      'href',
      '/crm/onboarding',
    );
  });
});
