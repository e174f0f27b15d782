import {
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import { smartOpsCalls } from '@paydesk/contracts/reports/smart-ops.endpoints';
import type { SmartOpsReport, SmartOpsRow } from '@paydesk/contracts/reports/smart-ops.schemas';
import {
  getCurrenciesAll,
  getTenantsAll,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { AuthContext } from '../../../shell/auth/auth-context';
import { fakeAuth } from '../../../test/auth-fixtures';
import { captureDownloads } from '../../../test/capture-downloads';
import { merchantAdmin, platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import type { ReportAudience } from '../model/report-audience';
import { SmartOpsPage } from './smart-ops-page';

const NORTHWIND = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const row = (overrides: Partial<SmartOpsRow> = {}): SmartOpsRow => ({
  serviceProvider: 'northstar-acquiring',
  paymentMethod: 'visa',
  count: 40,
  successCount: 30,
  successRate: 75,
  routedCount: 40,
  routedShare: 100,
  cascadedCount: 8,
  cascadedShare: 20,
  attempts: 48,
  averageAttempts: 1.2,
  recoveredCount: 6,
  recoveredShare: 75,
  ...overrides,
});

const ROWS = [
  row(),
  row({
    serviceProvider: 'harbour-pay',
    paymentMethod: 'sepa',
    count: 10,
    successCount: 9,
    successRate: 90,
    routedCount: 5,
    routedShare: 50,
    cascadedCount: 0,
    cascadedShare: 0,
    attempts: 10,
    averageAttempts: 1,
    recoveredCount: 0,
    recoveredShare: 0,
  }),
];

const answer = (overrides: Partial<SmartOpsReport> = {}): SmartOpsReport => ({
  from: '2026-11-08T00:00:00.000Z',
  to: '2026-12-08T00:00:00.000Z',
  timezoneOffset: 0,
  updatedAt: '2026-12-07T10:00:00.000Z',
  totals: {
    count: 50,
    successCount: 39,
    successRate: 78,
    routedCount: 45,
    routedShare: 90,
    cascadedCount: 8,
    cascadedShare: 16,
    attempts: 58,
    averageAttempts: 1.16,
    recoveredCount: 6,
    recoveredShare: 75,
  },
  rules: [
    { ruleName: 'Lowest cost for EUR Visa', decision: 'Routed', count: 32 },
    { ruleName: 'Lowest cost for EUR Visa', decision: 'Cascaded', count: 8 },
  ],
  count: ROWS.length,
  data: ROWS,
  pageIndex: 0,
  pageSize: 20,
  ...overrides,
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi, audience: ReportAudience = 'operator') =>
  Object.fromEntries(api.callsTo(smartOpsCalls[audience]).at(-1)?.query ?? []);

const render = (search = '', user = tenantAdmin, audience: ReportAudience = 'operator') => {
  const route = audience === 'operator' ? '/crm/reports/smart-ops' : '/reports/smart-ops';
  return renderWithUser(
    <AuthContext.Provider value={fakeAuth()}>
      <Routes>
        <Route path={route} element={<SmartOpsPage audience={audience} />} />
      </Routes>
      <LocationProbe />
    </AuthContext.Provider>,
    user,
    { route: `${route}${search}`, path: '*' },
  );
};

const tile = (name: string) => screen.getByRole('paragraph', { name });
const cells = (table: HTMLElement, index: number) =>
  within(within(table).getAllByRole('row')[index + 1] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(smartOpsCalls.operator, answer());
  api.on(smartOpsCalls.merchant, answer());
  api.on(getActiveCustomers, {});
  api.on(getActivePaymentMethods, [{ id: 'visa', name: 'Visa' }]);
  api.on(getServiceProviders, [{ id: 'northstar-acquiring', name: 'Northstar' }]);
  api.on(getCurrenciesAll, [{ id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 }]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the smart ops report', { timeout: 30_000 }, () => {
  it('shows the totals, each provider and method, and the top rules for the last 30 days', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart ops' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Per service provider and payment method' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(cells(table, 0)).toEqual([
      'northstar-acquiring',
      'visa',
      '40',
      '75,00 %',
      '40',
      '8',
      '20,00 %',
      '1,20',
      '6',
      '75,00 %',
    ]);
    expect(cells(table, 1)).toEqual([
      'harbour-pay',
      'sepa',
      '10',
      '90,00 %',
      '5',
      '0',
      '0,00 %',
      '1,00',
      '0',
      '0,00 %',
    ]);
    await waitFor(() => expect(tile('Transactions')).toHaveTextContent('50'));
    expect(tile('Success rate')).toHaveTextContent('78,00 %');
    expect(tile('Routed by a rule')).toHaveTextContent('90,00 %');
    expect(tile('Cascaded')).toHaveTextContent('16,00 %');
    expect(tile('Average attempts')).toHaveTextContent('1,16');
    expect(tile('Recovered by cascading')).toHaveTextContent('75,00 %');
    const rules = screen.getByRole('table', { name: 'Top smart-routing rules' });
    expect(cells(rules, 0)).toEqual(['Lowest cost for EUR Visa', 'Routed', '32']);
    expect(cells(rules, 1)).toEqual(['Lowest cost for EUR Visa', 'Cascaded', '8']);
    expect(
      screen.getByRole('region', {
        name: 'Transactions, cascaded and recovered per provider and method (this page)',
      }),
    ).toBeInTheDocument();
    const query = lastQuery(api);
    const days = (Date.parse(String(query.endDate)) - Date.parse(String(query.startDate))) / 86_400_000;
    expect(days).toBe(30);
    expect(query).toMatchObject({ pageIndex: '0', PageSize: '20', timezoneOffset: '0' });
    expect(query.tenantId).toBeUndefined();
    // Tenant staff get no tenant filter, and the success rate's report no status filter.
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toBeInTheDocument();
  });

  it('reads the period, the lists and the page from the URL', async () => {
    render('?from=2026-12-01&to=2026-12-07&paymentMethod=visa&currency=EUR&page=1&pageSize=50');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        startDate: '2026-12-01T00:00:00.000Z',
        endDate: '2026-12-08T00:00:00.000Z',
        paymentMethod: 'visa',
        currency: 'EUR',
        pageIndex: '1',
        PageSize: '50',
      }),
    );
  });

  it('offers platform staff a tenant, kept in the URL, from the first page', async () => {
    api.on(getTenantsAll, [{ id: NORTHWIND, name: 'Northwind Payments' }]);
    const view = render('?page=1', platformAdmin);
    await screen.findByRole('table', { name: 'Per service provider and payment method' });
    await view.events.selectOptions(await screen.findByRole('combobox', { name: 'Tenant' }), NORTHWIND);
    await waitFor(() => expect(urlParams().get('tenantId')).toBe(NORTHWIND));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ tenantId: NORTHWIND, pageIndex: '0' }));
  });

  it('reads a merchant’s own report from its call, without a merchant or tenant filter', async () => {
    render('', merchantAdmin, 'merchant');
    expect(
      await screen.findByRole('table', { name: 'Per service provider and payment method' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(smartOpsCalls.merchant)).not.toHaveLength(0));
    expect(api.callsTo(smartOpsCalls.operator)).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument();
  });

  it('exports the totals, every provider and method and the rules as CSV', async () => {
    const downloads = captureDownloads();
    const view = render();
    await screen.findByRole('table', { name: 'Per service provider and payment method' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('smart-ops.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Part,Service provider,Payment method,Transactions,Successful,Success rate (%),Routed by a rule,Routed by a rule (%),Cascaded,Cascaded (%),Attempts,Average attempts,Recovered,Recovered (%)',
      'Total,,,50,39,78.00,45,90.00,8,16.00,58,1.16,6,75.00',
      'Provider and method,northstar-acquiring,visa,40,30,75.00,40,100.00,8,20.00,48,1.20,6,75.00',
      'Provider and method,harbour-pay,sepa,10,9,90.00,5,50.00,0,0.00,10,1.00,0,0.00',
      'Rule,Lowest cost for EUR Visa,Routed,32',
      'Rule,Lowest cost for EUR Visa,Cascaded,8',
    ]);
    // Every row of the filters, read 100 at a time.
    expect(lastQuery(api)).toMatchObject({ PageSize: '100', pageIndex: '0' });
  });

  it('says No data when the period has no transactions', async () => {
    api.on(
      smartOpsCalls.operator,
      answer({
        count: 0,
        data: [],
        rules: [],
        totals: { ...answer().totals, count: 0, successCount: 0, successRate: 0 },
      }),
    );
    render();
    const table = await screen.findByRole('table', { name: 'Per service provider and payment method' });
    expect(await within(table).findByText('No data')).toBeInTheDocument();
    const rules = screen.getByRole('table', { name: 'Top smart-routing rules' });
    expect(within(rules).getByText('No data')).toBeInTheDocument();
    const chart = screen.getByRole('region', {
      name: 'Transactions, cascaded and recovered per provider and method (this page)',
    });
    expect(within(chart).getByText('No data')).toBeInTheDocument();
  });
});
