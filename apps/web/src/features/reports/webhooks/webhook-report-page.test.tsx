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
import { ACME, DELIVERIES, TENANT, TRANSACTION } from '../../../test/fixtures/webhooks';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { WebhookReportPage } from './webhook-report-page';

const BLUE_HARBOR = '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi, endpoint: AnyEndpoint = crmTransactionWebhooks.deliveries) =>
  Object.fromEntries(api.callsTo(endpoint).at(-1)?.query ?? []);

const render = (search = '', user = tenantAdmin) =>
  renderWithUser(
    <>
      <Routes>
        <Route path="/crm/reports/webhookreport" element={<WebhookReportPage audience="operator" />} />
        <Route path="/reports/webhookreport" element={<WebhookReportPage audience="merchant" />} />
      </Routes>
      <LocationProbe />
    </>,
    user,
    {
      route: `${user === merchantAdmin ? '/reports' : '/crm/reports'}/webhookreport${search}`,
      path: '*',
    },
  );

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(crmTransactionWebhooks.deliveries, { count: DELIVERIES.length, data: DELIVERIES });
  api.on(merchantTransactionWebhooks.deliveries, { count: DELIVERIES.length, data: DELIVERIES });
  api.on(getActiveCustomers, { [ACME]: 'Acme Ltd' });
  api.on(getTenantsAll, [
    { id: TENANT, name: 'Northwind Payments' },
    { id: BLUE_HARBOR, name: 'Blue Harbor' },
  ]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the webhook report', { timeout: 30_000 }, () => {
  it('lists the deliveries the URL filters ask for, with state, attempts and the last answer', async () => {
    render(
      `?state=Failed&response=5xx&merchant=${ACME}&transaction=${TRANSACTION}&eventType=transaction.updated`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook report' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Webhook deliveries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Failed').closest('[data-tone]')).toHaveAttribute('data-tone', 'negative');
    expect(first.getByText('5 of 5')).toBeInTheDocument();
    expect(first.getByText('503')).toBeInTheDocument();
    expect(first.getByText('812 ms')).toBeInTheDocument();
    expect(first.getByText('Service Unavailable')).toBeInTheDocument();
    expect(first.getByText('Acme Ltd')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement)
        .getByText('Delivered')
        .closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'positive');
    const query = lastQuery(api);
    expect(query).toMatchObject({
      state: 'Failed',
      response: '5xx',
      merchantId: ACME,
      transactionId: TRANSACTION,
      eventType: 'transaction.updated',
      pageIndex: '0',
      pageSize: '20',
    });
    const days = (Date.parse(String(query.to)) - Date.parse(String(query.from))) / 86_400_000;
    expect(days).toBe(30);
  });

  it('writes a typed filter to the URL from the first page, and refuses an answer the server would not take', async () => {
    const view = render('?page=1');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ pageIndex: '1' }));
    const answer = screen.getByRole('textbox', { name: 'Answer' });
    await view.events.type(answer, '6xx');
    await view.events.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Type a code such as 503, a class such as 5xx, or none'),
    ).toBeInTheDocument();
    expect(urlParams().get('response')).toBeNull();
    await view.events.clear(answer);
    await view.events.type(answer, 'none');
    await view.events.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urlParams().get('response')).toBe('none'));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ response: 'none', pageIndex: '0' }));
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Delivery state' }), 'Queued');
    await waitFor(() => expect(urlParams().get('state')).toBe('Queued'));
  });

  it('exports every matching delivery as CSV, page by page', async () => {
    const downloads = captureDownloads();
    const view = render();
    await screen.findByRole('table', { name: 'Webhook deliveries' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('webhook-report.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n');
    expect(lines[0]).toBe(
      'Created (UTC),State,Event type,Event id,Transaction,Merchant,URL,Attempts made,Most attempts,Last answer,Duration (ms),Last error,Delivered (UTC)',
    );
    expect(lines[1]).toBe(
      `2026-12-06T09:15:30.000Z,Failed,transaction.updated,22222222-2222-4222-8222-222222222222,${TRANSACTION},Acme Ltd,https://acme.example/hooks,5,5,503,812,Service Unavailable,`,
    );
    expect(lines.filter(Boolean)).toHaveLength(3);
    expect(lastQuery(api)).toMatchObject({ pageSize: '100', pageIndex: '0' });
  });

  it('offers platform staff a tenant from the URL: the call and the CSV carry its tenantId', async () => {
    const downloads = captureDownloads();
    const view = render(`?tenant=${TENANT}&merchant=${ACME}`, platformAdmin);
    await screen.findByRole('table', { name: 'Webhook deliveries' });
    const tenant = screen.getByRole('combobox', { name: 'Tenant' });
    await waitFor(() =>
      expect(within(tenant).getByRole('option', { name: 'Northwind Payments' })).toBeInTheDocument(),
    );
    expect(tenant).toHaveValue(TENANT);
    expect(lastQuery(api)).toMatchObject({ tenantId: TENANT, merchantId: ACME, pageIndex: '0' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(lastQuery(api)).toMatchObject({ tenantId: TENANT, merchantId: ACME, pageSize: '100' });
  });

  it('clears the merchant and goes back to the first page when platform staff choose another tenant', async () => {
    const view = render(`?tenant=${TENANT}&merchant=${ACME}&page=1`, platformAdmin);
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ tenantId: TENANT, pageIndex: '1' }));
    const tenant = await chooseListedOption(view.events, 'Tenant', {
      name: 'Blue Harbor',
      value: BLUE_HARBOR,
    });
    await waitFor(() => expect(urlParams().get('tenant')).toBe(BLUE_HARBOR));
    expect(urlParams().get('merchant')).toBeNull();
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ tenantId: BLUE_HARBOR, pageIndex: '0' }));
    expect(lastQuery(api).merchantId).toBeUndefined();
    await view.events.selectOptions(tenant, '');
    await waitFor(() => expect(urlParams().get('tenant')).toBeNull());
    await waitFor(() => expect(lastQuery(api).tenantId).toBeUndefined());
  });

  it('offers tenant staff no tenant, and sends none from the URL', async () => {
    render(`?tenant=${TENANT}`);
    await screen.findByRole('table', { name: 'Webhook deliveries' });
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    expect(lastQuery(api).tenantId).toBeUndefined();
    expect(api.callsTo(getTenantsAll)).toHaveLength(0);
  });

  it('shows a merchant user their own deliveries: the merchant call, no tenant or merchant filter or column', async () => {
    render(`?merchant=${ACME}&tenant=${TENANT}`, merchantAdmin);
    const table = await screen.findByRole('table', { name: 'Webhook deliveries' });
    expect(within(table).queryByRole('columnheader', { name: 'Merchant' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    const query = lastQuery(api, merchantTransactionWebhooks.deliveries);
    expect(query.merchantId).toBeUndefined();
    expect(query.tenantId).toBeUndefined();
    expect(api.callsTo(crmTransactionWebhooks.deliveries)).toHaveLength(0);
  });
});
