import { listOnboardingMerchants } from '@paydesk/contracts/onboarding/onboarding.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../../test/mock-api';
import { renderWithUser } from '../../../../test/render-with-user';
import { OnboardingMerchantsScreen } from '../../pages/tenant-screens';
import { IDS, makeOfferSummary, makeRow, pageOf } from '../testing/review-fixtures';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const renderList = (route = '/crm/onboarding') =>
  renderWithUser(<OnboardingMerchantsScreen />, tenantAdmin, { route, path: '/crm/onboarding/*' });

const rows = () =>
  within(screen.getByRole('table', { name: 'Merchants in onboarding' }))
    .getAllByRole('row')
    .slice(1);

const lastQuery = () => Object.fromEntries(api.callsTo(listOnboardingMerchants).at(-1)?.query ?? []);

describe('merchants in onboarding', { timeout: 30_000 }, () => {
  it('lists each merchant with its columns and opens the case from a row', async () => {
    api.on(listOnboardingMerchants, () =>
      pageOf([
        makeRow({
          latestProposal: makeOfferSummary({ version: 2, status: 'PendingApproval' }),
          latestAgreement: makeOfferSummary({ id: IDS.agreement1, version: 1, status: 'Rejected' }),
          documentCount: 3,
          updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        }),
        makeRow({
          merchantId: IDS.tidepool,
          legalBusinessName: 'Tidepool Games',
          processingStatus: 'SandboxEnabled',
          precheckStatus: 'Draft',
          submittedAt: null,
          documentCount: 0,
          updatedAt: null,
        }),
      ]),
    );
    const { router, events } = renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Merchants in onboarding' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Merchant',
      'Processing status',
      'Pre-check',
      'Submitted',
      'Documents',
      'Latest proposal',
      'Latest agreement',
      'Last activity',
    ]);
    const first = within(rows()[0]!).getAllByRole('cell');
    expect(first.map((c) => c.textContent)).toEqual([
      'Onboard Bikes Ltd',
      'No processing',
      'Submitted',
      '03/03/2025 09:15',
      '3',
      'v2Pending approval',
      'v1Rejected',
      '5 minutes ago',
    ]);
    expect(within(first[5]!).getByText('Pending approval').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'pending',
    );
    expect(within(first[6]!).getByText('Rejected').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'negative',
    );
    const second = within(rows()[1]!).getAllByRole('cell');
    expect(second.map((c) => c.textContent)).toEqual([
      'Tidepool Games',
      'Sandbox enabled',
      'Draft',
      '—',
      '0',
      '—',
      '—',
      '—',
    ]);
    expect(within(rows()[0]!).getByRole('link', { name: 'Onboard Bikes Ltd' })).toHaveAttribute(
      'href',
      `/crm/onboarding/${IDS.onboardBikes}`,
    );
    await events.click(second[2]!);
    expect(router.state.location.pathname).toBe(`/crm/onboarding/${IDS.tidepool}`);
  });

  it('pages through the list with the page in the address', async () => {
    api.on(listOnboardingMerchants, (call) => {
      const index = Number(call.query.get('pageIndex'));
      const size = Number(call.query.get('pageSize'));
      const all = Array.from({ length: 45 }, (_, i) =>
        makeRow({
          merchantId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          legalBusinessName: `Merchant ${i + 1}`,
        }),
      );
      return pageOf(all.slice(index * size, index * size + size), all.length);
    });
    const { router, events } = renderList();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(lastQuery()).toEqual({ pageIndex: '0', pageSize: '20' });
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('21–40 of 45')).toBeInTheDocument());
    expect(lastQuery()).toEqual({ pageIndex: '1', pageSize: '20' });
    expect(router.state.location.search).toBe('?pageIndex=1');
    expect(within(rows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('Merchant 21');
    await events.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('reads the page and page size from the address', async () => {
    api.on(listOnboardingMerchants, (call) =>
      pageOf([makeRow({ legalBusinessName: `Page ${call.query.get('pageIndex')}` })], 120),
    );
    renderList('/crm/onboarding?pageIndex=2&pageSize=50');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastQuery()).toEqual({ pageIndex: '2', pageSize: '50' });
    expect(screen.getByText('101–120 of 120')).toBeInTheDocument();
  });

  it('says so when no merchant is in onboarding', async () => {
    api.on(listOnboardingMerchants, () => pageOf([]));
    renderList();
    expect(
      await screen.findByText(
        'No merchants are in onboarding. A merchant appears here once it starts its pre-check form.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
