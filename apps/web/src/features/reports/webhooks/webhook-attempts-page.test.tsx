import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  crmTransactionWebhooks,
  merchantTransactionWebhooks,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import { getTenantsAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { chooseListedOption } from '../../../test/choose-listed-option';
import { merchantAdmin, platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { ACME, attempt, TENANT, TRANSACTION } from '../../../test/fixtures/webhooks';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { WebhookAttemptsPage } from './webhook-attempts-page';

const ATTEMPTS = [
  attempt(),
  attempt({
    id: '88888888-8888-4888-8888-888888888888',
    attempt: 3,
    responseStatus: 200,
    durationMs: 120,
    error: null,
    succeeded: true,
    startedAt: '2026-12-06T09:17:00.000Z',
  }),
];

const BLUE_HARBOR = '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi, endpoint: AnyEndpoint = crmTransactionWebhooks.attempts) =>
  Object.fromEntries(api.callsTo(endpoint).at(-1)?.query ?? []);

const render = (search = '', user = tenantAdmin) =>
  renderWithUser(
    <>
      <Routes>
        <Route path="/crm/reports/webhookreportV2" element={<WebhookAttemptsPage audience="operator" />} />
        <Route path="/reports/webhookreportV2" element={<WebhookAttemptsPage audience="merchant" />} />
      </Routes>
      <LocationProbe />
    </>,
    user,
    {
      route: `${user === merchantAdmin ? '/reports' : '/crm/reports'}/webhookreportV2${search}`,
      path: '*',
    },
  );

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(crmTransactionWebhooks.attempts, { count: ATTEMPTS.length, data: ATTEMPTS });
  api.on(merchantTransactionWebhooks.attempts, { count: ATTEMPTS.length, data: ATTEMPTS });
  api.on(getActiveCustomers, { [ACME]: 'Acme Ltd' });
  api.on(getTenantsAll, [
    { id: TENANT, name: 'Northwind Payments' },
    { id: BLUE_HARBOR, name: 'Blue Harbor' },
  ]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the webhook report v2', { timeout: 30_000 }, () => {
  it('lists one row per attempt for the URL filters: the answer, its duration and whether it succeeded', async () => {
    render(`?transaction=${TRANSACTION}&response=none&from=2026-12-01&to=2026-12-06&page=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook report v2' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Delivery attempts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('No answer')).toBeInTheDocument();
    expect(first.getByText('10000')).toBeInTheDocument();
    expect(first.getByText('Timed out')).toBeInTheDocument();
    expect(first.getByText('Failed').closest('[data-tone]')).toHaveAttribute('data-tone', 'negative');
    expect(
      within(rows[1] as HTMLElement)
        .getByText('Succeeded')
        .closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'positive');
    expect(lastQuery(api)).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-07T00:00:00.000Z',
      transactionId: TRANSACTION,
      response: 'none',
      pageIndex: '1',
      pageSize: '20',
    });
  });

  it('writes a merchant chosen to the URL, from the first page', async () => {
    const view = render('?page=2');
    await screen.findByRole('table', { name: 'Delivery attempts' });
    await chooseListedOption(view.events, 'Merchant', { name: 'Acme Ltd', value: ACME });
    await waitFor(() => expect(urlParams().get('merchant')).toBe(ACME));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ merchantId: ACME, pageIndex: '0' }));
  });

  it("offers platform staff a tenant: the URL's is sent as tenantId, and another one clears the merchant", async () => {
    const view = render(`?tenant=${TENANT}&merchant=${ACME}&page=2`, platformAdmin);
    await screen.findByRole('table', { name: 'Delivery attempts' });
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ tenantId: TENANT, merchantId: ACME, pageIndex: '2' }),
    );
    await chooseListedOption(view.events, 'Tenant', {
      name: 'Blue Harbor',
      value: BLUE_HARBOR,
    });
    await waitFor(() => expect(urlParams().get('tenant')).toBe(BLUE_HARBOR));
    expect(urlParams().get('merchant')).toBeNull();
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ tenantId: BLUE_HARBOR, pageIndex: '0' }));
    expect(lastQuery(api).merchantId).toBeUndefined();
  });

  it('offers tenant staff no tenant, and sends none from the URL', async () => {
    render(`?tenant=${TENANT}`);
    await screen.findByRole('table', { name: 'Delivery attempts' });
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    expect(lastQuery(api).tenantId).toBeUndefined();
    expect(api.callsTo(getTenantsAll)).toHaveLength(0);
  });

  it('offers a merchant user no tenant, and sends none from the URL', async () => {
    render(`?tenant=${TENANT}`, merchantAdmin);
    await screen.findByRole('table', { name: 'Delivery attempts' });
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    expect(lastQuery(api, merchantTransactionWebhooks.attempts).tenantId).toBeUndefined();
    expect(api.callsTo(getTenantsAll)).toHaveLength(0);
  });

  it('exports every matching attempt as CSV, page by page (a merchant: no merchant column)', async () => {
    const downloads = captureDownloads();
    const view = render('', merchantAdmin);
    await screen.findByRole('table', { name: 'Delivery attempts' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('webhook-report-v2.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n').filter(Boolean);
    expect(lines).toEqual([
      'Started (UTC),Event type,Event id,Transaction,URL,Attempt,Answer,Duration (ms),Error,Succeeded',
      `2026-12-06T09:16:00.000Z,transaction.updated,22222222-2222-4222-8222-222222222222,${TRANSACTION},https://acme.example/hooks,2,,10000,Timed out,No`,
      `2026-12-06T09:17:00.000Z,transaction.updated,22222222-2222-4222-8222-222222222222,${TRANSACTION},https://acme.example/hooks,3,200,120,,Yes`,
    ]);
    expect(lastQuery(api, merchantTransactionWebhooks.attempts)).toMatchObject({
      pageSize: '100',
      pageIndex: '0',
    });
  });
});
