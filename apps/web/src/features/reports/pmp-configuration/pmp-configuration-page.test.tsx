import {
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import { pmpConfigurationReport } from '@paydesk/contracts/transactions/pmp-configuration.endpoints';
import type {
  PmpConfigurationPage as Page,
  PmpConfigurationRow,
} from '@paydesk/contracts/transactions/pmp-configuration.schemas';
import { getTenantsAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/capture-downloads';
import { platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { PmpConfigurationPage } from './pmp-configuration-page';

const NORTHWIND = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ACME = '00000000-0000-4000-8000-00000000ac00';

const row = (overrides: Partial<PmpConfigurationRow>): PmpConfigurationRow => ({
  tenantId: NORTHWIND,
  tenantName: 'Northwind Payments',
  merchantId: ACME,
  merchantName: 'Acme Ltd',
  merchantActive: true,
  processingStatus: 'LiveEnabled',
  paymentMethod: 'amex',
  paymentMethodName: 'American Express',
  paymentMethodActive: true,
  serviceProvider: 'northstar-acquiring',
  serviceProviderName: 'Northstar Acquiring',
  serviceProviderActive: true,
  currencies: ['EUR', 'GBP'],
  disabledCurrencies: ['USD'],
  channels: 3,
  enabledChannels: 2,
  state: 'PartlyEnabled',
  ...overrides,
});
const ROWS = [
  row({}),
  row({
    paymentMethod: 'ideal',
    paymentMethodName: 'iDEAL',
    paymentMethodActive: false,
    serviceProvider: 'silverpine-open-banking',
    serviceProviderName: 'Silverpine Open Banking',
    processingStatus: 'SandboxEnabled',
    currencies: [],
    disabledCurrencies: ['EUR'],
    channels: 1,
    enabledChannels: 0,
    state: 'Disabled',
  }),
];
const answer = (overrides: Partial<Page> = {}): Page => ({
  count: ROWS.length,
  summary: { merchants: 1, channels: 4, enabledChannels: 2 },
  data: ROWS,
  ...overrides,
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi) =>
  Object.fromEntries(api.callsTo(pmpConfigurationReport).at(-1)?.query ?? []);
const ROUTE = '/crm/reports/pmp-configuration-report';

const render = (search = '', user = tenantAdmin) =>
  renderWithUser(
    <>
      <Routes>
        <Route path={ROUTE} element={<PmpConfigurationPage />} />
      </Routes>
      <LocationProbe />
    </>,
    user,
    { route: `${ROUTE}${search}`, path: '*' },
  );

const table = () => screen.findByRole('table', { name: 'Payment configuration per merchant' });
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent);

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(pmpConfigurationReport, answer());
  api.on(getActiveCustomers, { [ACME]: 'Acme Ltd' });
  api.on(getActivePaymentMethods, [
    { id: 'amex', name: 'American Express' },
    { id: 'visa', name: 'Visa' },
  ]);
  api.on(getServiceProviders, [{ id: 'northstar-acquiring', name: 'Northstar Acquiring' }]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the PMP configuration report', { timeout: 30_000 }, () => {
  it("lists each merchant's payment methods per provider, with currencies, channels and state", async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'PMP configuration' })).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'Acme Ltd',
      'Live and Test',
      'American Express',
      'Northstar Acquiring',
      'EUR, GBP',
      'USD',
      '2 of 3',
      'Partly enabled',
    ]);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'Acme Ltd',
      'Test only',
      'iDEALSwitched off',
      'Silverpine Open Banking',
      '—',
      'EUR',
      '0 of 1',
      'Disabled',
    ]);
    expect(screen.getByText('Merchants: 1 · channels enabled: 2 of 4')).toBeInTheDocument();
    // Tenant staff see their own tenant: no tenant column, no tenant filter.
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ pageIndex: '0', pageSize: '20' });
  });

  it('reads its filters from the URL and writes a new one back, from the first page', async () => {
    const view = render(`?merchant=${ACME}&state=Disabled&page=1&pageSize=50`);
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        merchantId: ACME,
        state: 'Disabled',
        pageIndex: '1',
        pageSize: '50',
      }),
    );
    await screen.findByRole('option', { name: 'Visa' });
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'visa');
    await waitFor(() => expect(urlParams().get('method')).toBe('visa'));
    expect(urlParams().get('page')).toBeNull();
    expect(urlParams().get('state')).toBe('Disabled');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ paymentMethod: 'visa', pageIndex: '0' }));
    await screen.findByRole('option', { name: 'Northstar Acquiring' });
    await view.events.selectOptions(
      screen.getByRole('combobox', { name: 'Service provider' }),
      'northstar-acquiring',
    );
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ serviceProvider: 'northstar-acquiring' }));
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Enabled');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ state: 'Enabled' }));
  });

  it('drops malformed filters of a hand-edited URL', async () => {
    render('?merchant=acme&state=On&tenant=x&pageSize=7&page=-2');
    await table();
    expect(lastQuery(api)).toEqual({ pageIndex: '0', pageSize: '20' });
  });

  it('offers platform staff a tenant, and shows the tenant of each row', async () => {
    api.on(getTenantsAll, [{ id: NORTHWIND, name: 'Northwind Payments' }]);
    const view = render('', platformAdmin);
    expect(await within(await table()).findAllByRole('cell', { name: 'Northwind Payments' })).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Tenant' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Northwind Payments' });
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Tenant' }), NORTHWIND);
    await waitFor(() => expect(urlParams().get('tenant')).toBe(NORTHWIND));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ tenantId: NORTHWIND }));
  });

  it('pages', async () => {
    api.on(pmpConfigurationReport, answer({ count: 45 }));
    const view = render();
    await table();
    await view.events.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(urlParams().get('page')).toBe('1'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ pageIndex: '1' }));
  });

  it('exports every row of the filters as CSV', async () => {
    const downloads = captureDownloads();
    const view = render('?state=Disabled');
    await table();
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('pmp-configuration.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'Merchant,Merchant ID,Merchant active,Modes,Payment method,Payment method ID,Payment method active,Service provider,Service provider ID,Service provider active,Enabled currencies,Disabled currencies,Channels,Enabled channels,State',
      `Acme Ltd,${ACME},Yes,Live and Test,American Express,amex,Yes,Northstar Acquiring,northstar-acquiring,Yes,EUR GBP,USD,3,2,Partly enabled`,
      `Acme Ltd,${ACME},Yes,Test only,iDEAL,ideal,No,Silverpine Open Banking,silverpine-open-banking,Yes,,EUR,1,0,Disabled`,
    ]);
    expect(lastQuery(api)).toMatchObject({ state: 'Disabled', pageSize: '100', pageIndex: '0' });
  });

  it('says No data when nothing is configured', async () => {
    api.on(
      pmpConfigurationReport,
      answer({ count: 0, data: [], summary: { merchants: 0, channels: 0, enabledChannels: 0 } }),
    );
    render();
    expect(await within(await table()).findByText('No data')).toBeInTheDocument();
  });
});
