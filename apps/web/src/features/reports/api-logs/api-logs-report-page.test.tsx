import { getActiveCustomers, getServiceProviders } from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  crmApiLogReport,
  merchantApiLogReport,
} from '@paydesk/contracts/transactions/api-log-report.endpoints';
import type { ApiLogReportRow } from '@paydesk/contracts/transactions/api-log-report.schemas';
import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { merchantAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { ApiLogsReportPage } from './api-logs-report-page';

const TENANT = '99999999-9999-4999-8999-999999999999';
const ACME = '00000000-0000-4000-8000-00000000ac00';
const row = (overrides: Partial<ApiLogReportRow>): ApiLogReportRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-12-06T09:15:30.000Z',
  tenantId: TENANT,
  merchantId: ACME,
  merchantName: 'Acme Ltd',
  transactionId: '22222222-2222-4222-8222-222222222222',
  externalId: 'ORDER-1001',
  orderReference: 'NS-0001',
  provider: 'northstar-acquiring',
  direction: 'Outbound',
  method: 'POST',
  url: 'https://api.northstar.example.test/v2/authorisations',
  operation: '/v2/authorisations',
  statusCode: 200,
  durationMs: 182,
  requestBytes: 512,
  responseBytes: 2_097_152,
  ...overrides,
});
const ROWS = [
  row({}),
  row({
    id: '33333333-3333-4333-8333-333333333333',
    statusCode: 402,
    operation: '/v2/captures',
    url: 'https://api.northstar.example.test/v2/captures',
  }),
];

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (
  api: MockApi,
  endpoint: typeof crmApiLogReport.list | typeof merchantApiLogReport.list = crmApiLogReport.list,
) => Object.fromEntries(api.callsTo(endpoint).at(-1)?.query ?? []);

const render = (search = '', user = tenantAdmin, audience: 'operator' | 'merchant' = 'operator') => {
  const path = audience === 'operator' ? '/crm/reports/api-logs' : '/reports/api-logs';
  return renderWithUser(
    <>
      <Routes>
        <Route path={path} element={<ApiLogsReportPage audience={audience} />} />
      </Routes>
      <LocationProbe />
    </>,
    user,
    { route: `${path}${search}`, path: '*' },
  );
};

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(crmApiLogReport.list, { count: 2, countIsCapped: false, data: ROWS });
  api.on(merchantApiLogReport.list, { count: 2, countIsCapped: false, data: ROWS });
  api.on(getServiceProviders, [{ id: 'northstar-acquiring', name: 'Northstar Acquiring' }]);
  api.on(getActiveCustomers, { [ACME]: 'Acme Ltd' });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

const table = () => screen.findByRole('table', { name: 'API logs' });

describe('the API logs report', { timeout: 30_000 }, () => {
  it('lists the logs of the last 30 days with transaction, merchant, status, duration and sizes', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'API logs' })).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('22222222-2222-4222-8222-222222222222')).toBeInTheDocument();
    expect(first.getByText('ORDER-1001 · NS-0001')).toBeInTheDocument();
    expect(first.getByText('Acme Ltd')).toBeInTheDocument();
    expect(first.getByText('POST /v2/authorisations')).toBeInTheDocument();
    expect(first.getByText('182 ms')).toBeInTheDocument();
    expect(first.getByText('0,50 KB / 2,00 MB')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('402')).toBeInTheDocument();
    const query = lastQuery(api);
    expect((Date.parse(String(query.to)) - Date.parse(String(query.from))) / 86_400_000).toBe(30);
    expect(query).toMatchObject({ pageIndex: '0', pageSize: '20' });
  });

  it('reads its filters from the URL and writes a new one back from the first page', async () => {
    const view = render(`?outcome=4xx&merchant=${ACME}&page=1&pageSize=50`);
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        outcome: '4xx',
        merchantId: ACME,
        pageIndex: '1',
        pageSize: '50',
      }),
    );
    await view.events.type(screen.getByRole('textbox', { name: 'Transaction' }), 'ORDER-1001');
    await view.events.type(screen.getByRole('textbox', { name: 'Operation' }), 'captures');
    await view.events.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urlParams().get('search')).toBe('ORDER-1001'));
    expect(urlParams().get('operation')).toBe('captures');
    expect(urlParams().get('page')).toBeNull();
    expect(urlParams().get('outcome')).toBe('4xx');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ search: 'ORDER-1001', operation: 'captures', pageIndex: '0' }),
    );
    await view.events.selectOptions(
      screen.getByRole('combobox', { name: 'Provider' }),
      'northstar-acquiring',
    );
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ provider: 'northstar-acquiring' }));
  });

  it('drops malformed filters of a hand-edited URL', async () => {
    render('?outcome=maybe&merchant=nope&pageSize=7&page=-2');
    await table();
    const query = lastQuery(api);
    expect(query).not.toHaveProperty('outcome');
    expect(query).not.toHaveProperty('merchantId');
    expect(query).toMatchObject({ pageIndex: '0', pageSize: '20' });
  });

  it('pages', async () => {
    api.on(crmApiLogReport.list, { count: 45, countIsCapped: false, data: ROWS });
    const view = render();
    await table();
    await view.events.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(urlParams().get('page')).toBe('1'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ pageIndex: '1' }));
  });

  it('says "10000+" when the count stopped at its cap', async () => {
    api.on(crmApiLogReport.list, { count: 10_000, countIsCapped: true, data: ROWS });
    render();
    await table();
    expect(await screen.findByText(/of 10000\+/)).toBeInTheDocument();
  });

  it('opens a row’s log with its redacted request and response', async () => {
    api.on(crmTransactions.apiLog, {
      ...ROWS[0],
      requestBody: '{"card":{"number":"411111******1111","cvc":"[redacted]"}}',
      responseBody: '{"result":"approved"}',
    });
    const view = render();
    await table();
    await view.events.click(
      await screen.findByRole('button', {
        name: 'Open API log POST /v2/authorisations',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/411111\*\*\*\*\*\*1111/)).toBeInTheDocument();
    expect(within(dialog).getByText(/\[redacted\]/)).toBeInTheDocument();
    expect(within(dialog).getByText(/approved/)).toBeInTheDocument();
    expect(api.callsTo(crmTransactions.apiLog).at(-1)?.params).toMatchObject({ logId: ROWS[0]?.id });
    await view.events.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports every matching log as CSV, page by page', async () => {
    const downloads = captureDownloads();
    const view = render();
    await table();
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('api-logs.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Transaction,External ID,Order reference,Merchant,Provider,Direction,Method,URL,HTTP status,Duration (ms),Request size,Response size',
    );
    expect(lines[1]).toBe(
      '2026-12-06T09:15:30.000Z,22222222-2222-4222-8222-222222222222,ORDER-1001,NS-0001,Acme Ltd,northstar-acquiring,Outbound,POST,https://api.northstar.example.test/v2/authorisations,200,182,"0,50 KB","2,00 MB"',
    );
    expect(lastQuery(api)).toMatchObject({ pageSize: '100', pageIndex: '0' });
  });

  it('says No data when nothing matches', async () => {
    api.on(crmApiLogReport.list, { count: 0, countIsCapped: false, data: [] });
    render();
    expect(await within(await table()).findByText('No data')).toBeInTheDocument();
  });

  it('shows a merchant their own logs on the merchant call, without a merchant filter', async () => {
    api.on(merchantTransactions.apiLog, { ...ROWS[0], requestBody: '{}', responseBody: '{}' });
    render(`?merchant=${ACME}`, merchantAdmin, 'merchant');
    await screen.findByText('POST /v2/captures');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).not.toBeInTheDocument();
    expect(lastQuery(api, merchantApiLogReport.list)).not.toHaveProperty('merchantId');
    expect(api.callsTo(crmApiLogReport.list)).toHaveLength(0);
  });
});
