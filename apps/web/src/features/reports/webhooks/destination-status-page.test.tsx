import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import { webhookDestinations } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import type { DestinationStatusRow } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { getTenantsAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { ACME, TENANT } from '../../../test/fixtures/webhooks';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { DestinationStatusPage } from './destination-status-page';

const BOLT = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const row = (overrides: Partial<DestinationStatusRow>): DestinationStatusRow => ({
  tenantId: TENANT,
  merchantId: ACME,
  merchantName: 'Acme Ltd',
  url: 'https://acme.example/hooks',
  status: 'NotDelivering',
  recentAttempts: 20,
  recentSuccessRate: 0.35,
  failuresInARow: 7,
  lastAttemptAt: '2026-12-06T09:15:30.000Z',
  lastSuccessAt: '2026-12-01T08:00:00.000Z',
  oldestWaitingSince: '2026-12-05T10:00:00.000Z',
  failingSince: '2026-12-06T08:00:00.000Z',
  ...overrides,
});
const ROWS = [
  row({}),
  row({
    merchantId: BOLT,
    merchantName: 'Bolt Bikes',
    url: null,
    status: 'NotConfigured',
    recentAttempts: 0,
    recentSuccessRate: null,
    failuresInARow: 0,
    lastAttemptAt: null,
    lastSuccessAt: null,
    oldestWaitingSince: null,
    failingSince: null,
  }),
];

const BLUE_HARBOR = '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi) =>
  Object.fromEntries(api.callsTo(webhookDestinations.status).at(-1)?.query ?? []);

const render = (search = '', user = tenantAdmin) =>
  renderWithUser(
    <>
      <Routes>
        <Route path="/crm/reports/webhooks-destinations/status" element={<DestinationStatusPage />} />
      </Routes>
      <LocationProbe />
    </>,
    user,
    { route: `/crm/reports/webhooks-destinations/status${search}`, path: '*' },
  );

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(webhookDestinations.status, { count: ROWS.length, data: ROWS });
  api.on(getTenantsAll, [
    { id: TENANT, name: 'Northwind Payments' },
    { id: BLUE_HARBOR, name: 'Blue Harbor' },
  ]);
  api.on(getActiveCustomers, { [ACME]: 'Acme Ltd', [BOLT]: 'Bolt Bikes' });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the webhook destinations status', { timeout: 30_000 }, () => {
  it("lists each merchant's endpoint with its status and the facts behind it, for the URL filters", async () => {
    render(`?status=NotDelivering&merchant=${ACME}&page=1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webhook destinations status' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const rows = within(table).getAllByRole('row').slice(1);
    const acme = within(rows[0] as HTMLElement);
    expect(acme.getByText('Not delivering').closest('[data-tone]')).toHaveAttribute('data-tone', 'negative');
    expect(acme.getByText('35 %')).toBeInTheDocument();
    expect(acme.getByText('7')).toBeInTheDocument();
    expect(acme.getByText('06/12/2026 08:00:00')).toBeInTheDocument();
    const bolt = within(rows[1] as HTMLElement);
    expect(bolt.getAllByText('Not configured')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: 'Success rate (last 20)' })).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({
      status: 'NotDelivering',
      merchantId: ACME,
      pageIndex: '1',
      pageSize: '20',
    });
  });

  it("explains the status in the contract's figures", async () => {
    render();
    const rules = await screen.findByRole('region', { name: 'How the status is worked out' });
    expect(
      within(rules).getByText('Delivering: at least 95 % of the last 20 attempts succeeded.'),
    ).toBeInTheDocument();
    expect(
      within(rules).getByText(/5 attempts failed in a row, or a delivery has waited 60 minutes/),
    ).toBeInTheDocument();
    expect(
      within(rules).getByText('Configured: no attempt was made in the last 24 hours.'),
    ).toBeInTheDocument();
  });

  it('writes a status chosen to the URL, from the first page', async () => {
    const view = render('?page=1');
    await screen.findByRole('table', { name: 'Webhook endpoints' });
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Delivering');
    await waitFor(() => expect(urlParams().get('status')).toBe('Delivering'));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'Delivering', pageIndex: '0' }));
  });

  it('exports every endpoint the filters match as CSV', async () => {
    const downloads = captureDownloads();
    const view = render();
    await screen.findByRole('table', { name: 'Webhook endpoints' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('webhook-destinations-status.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n').filter(Boolean);
    expect(lines).toEqual([
      'Merchant,URL,Status,Success rate (last 20),Failures in a row,Last attempt,Last success,Waiting since,Failing since',
      'Acme Ltd,https://acme.example/hooks,Not delivering,35,7,2026-12-06T09:15:30.000Z,2026-12-01T08:00:00.000Z,2026-12-05T10:00:00.000Z,2026-12-06T08:00:00.000Z',
      'Bolt Bikes,,Not configured,,0,,,,',
    ]);
    expect(lastQuery(api)).toMatchObject({ pageSize: '100', pageIndex: '0' });
  });

  it('offers platform staff a tenant from the URL; another tenant clears the merchant, from the first page', async () => {
    const downloads = captureDownloads();
    const view = render(`?tenant=${TENANT}&merchant=${ACME}&page=1`, platformAdmin);
    await screen.findByRole('table', { name: 'Webhook endpoints' });
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ tenantId: TENANT, merchantId: ACME, pageIndex: '1', pageSize: '20' }),
    );
    const tenant = screen.getByRole('combobox', { name: 'Tenant' });
    await waitFor(() =>
      expect(within(tenant).getByRole('option', { name: 'Blue Harbor' })).toBeInTheDocument(),
    );
    expect(tenant).toHaveValue(TENANT);
    await view.events.selectOptions(tenant, BLUE_HARBOR);
    await waitFor(() => expect(urlParams().get('tenant')).toBe(BLUE_HARBOR));
    expect(urlParams().get('merchant')).toBeNull();
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ tenantId: BLUE_HARBOR, pageIndex: '0', pageSize: '20' }),
    );
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(lastQuery(api)).toMatchObject({ tenantId: BLUE_HARBOR, pageSize: '100', pageIndex: '0' });
  });

  it('offers tenant staff no tenant, and sends none from the URL', async () => {
    render(`?tenant=${TENANT}&merchant=not-an-id`);
    await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    expect(lastQuery(api)).toEqual({ pageIndex: '0', pageSize: '20' });
    expect(api.callsTo(getTenantsAll)).toHaveLength(0);
  });
});
