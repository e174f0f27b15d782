import {
  crmTransactionJobs,
  merchantTransactionJobs,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import {
  crmTransactions,
  listPlatformTransactions,
  merchantTransactions,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import {
  getLookupColumns,
  getTenantsAll,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { lookupContext } from '../../../lib/transactions/lookup-context';
import { captureDownloads } from '../../../test/capture-downloads';
import { JOB_IDS, makeExportJob } from '../../../test/fixtures/job-fixtures';
import { LOOKUP_IDS, makeTransaction, pageOf } from '../../../test/fixtures/lookup-fixtures';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import {
  currentParams,
  currentPath,
  lookupRows,
  renderLookup,
  serveLookupOptions,
} from '../../../test/lookup-render';
import { type ApiCall, errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { TenantTransactionScreen } from '../pages/detail-screens';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  serveLookupOptions(api);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const lastQuery = (endpoint: Parameters<MockApi['callsTo']>[0]) =>
  Object.fromEntries(api.callsTo(endpoint).at(-1)?.query ?? []);

describe('transaction lookup', { timeout: 30_000 }, () => {
  it('merchants list on the merchant base with the spec §9 default filters, in their columns', async () => {
    localSettings.setTimeZone('Europe/Istanbul');
    api.on(merchantTransactions.list, pageOf([makeTransaction()]));
    renderLookup('merchant', merchantAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));

    const query = lastQuery(merchantTransactions.list);
    const context = lookupContext();
    expect(query).toEqual({
      systemMode: '2',
      startDate: context.startOfToday,
      timezoneOffset: '180',
      PageIndex: '0',
      PageSize: '20',
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    // Today 00:00 in Istanbul is 21:00 UTC the day before.
    expect(context.startOfToday).toMatch(/T21:00:00\.000Z$/);

    const headers = within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('columnheader');
    // First the selection checkbox: merchant admins may run bulk actions.
    expect(
      within(headers[0]!).getByRole('checkbox', { name: 'Select every transaction on this page' }),
    ).toBeInTheDocument();
    // The headings stay in view while the rows scroll (issue 16).
    for (const heading of headers) expect(heading).toHaveClass('MuiTableCell-stickyHeader');
    // A merchant sees who paid where operators see the merchant (its own name on every row).
    expect(headers.slice(1).map((h) => h.textContent)).toEqual([
      'Created',
      'External id',
      'Payer',
      'Type',
      'Status',
      'Amount',
      'Payment method',
      'Card',
    ]);
    const cells = within(lookupRows()[0]!).getAllByRole('cell').slice(1);
    expect(cells.map((c) => c.textContent)).toEqual([
      '14/03/2026 12:26:53', // 09:26:53 UTC in Istanbul
      'ORD-1001',
      'Jane Doe',
      'Payment',
      'Captured',
      '12.345,67 EUR',
      'Apple Pay',
      '411111******1111',
    ]);
    expect(within(cells[4]!).getByText('Captured').closest('[data-tone]')).toHaveAttribute(
      'data-status',
      'Captured',
    );
    expect(api.callsTo(crmTransactions.list)).toHaveLength(0);
  });

  it('shows the columns the user saved, in their order, with amounts in each currency decimals', async () => {
    api.on(getLookupColumns, { columns: ['amount', 'baseAmount', 'tenantName', 'mode'] });
    api.on(
      crmTransactions.list,
      pageOf([
        makeTransaction({ amount: 1_234_567, currency: 'JPY', baseAmount: 7_654, baseCurrency: 'EUR' }),
        makeTransaction({ id: LOOKUP_IDS.refund, amount: 1_500, currency: 'BHD', mode: 'Test' }),
      ]),
    );
    renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(2));
    const text = lookupRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(text).toEqual([
      ['1.234.567 JPY', '76,54 EUR', 'Northwind Payments', 'Live'],
      ['1,500 BHD', '12.345,67 EUR', 'Northwind Payments', 'Test'],
    ]);
  });

  it('sends systemMode 1 in Test mode', async () => {
    localSettings.setSystemMode('Test');
    api.on(crmTransactions.list, pageOf([]));
    renderLookup('tenant', tenantAgent);
    await screen.findByText('No transactions match these filters');
    expect(lastQuery(crmTransactions.list).systemMode).toBe('1');
    // Nothing to clear: the defaults are all there is.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('platform staff list across tenants with the platform call and narrow by tenant', async () => {
    api.on(listPlatformTransactions, pageOf([makeTransaction()]));
    const view = renderLookup('platform', platformAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(api.callsTo(crmTransactions.list)).toHaveLength(0);

    await view.events.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await view.events.click(await screen.findByRole('option', { name: 'Blue Harbor' }));
    await waitFor(() => expect(lastQuery(listPlatformTransactions).tenantId).toBe(LOOKUP_IDS.blueHarbor));
    expect(currentParams().get('tenantId')).toBe(LOOKUP_IDS.blueHarbor);
  });

  it('platform staff need only Platform.Transaction.Lookup for the tenant filter (GET tenants/all)', async () => {
    api.on(listPlatformTransactions, pageOf([makeTransaction()]));
    const user = { ...platformAdmin, permissions: ['Platform.Transaction.Lookup'] };
    renderLookup('platform', user);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeInTheDocument();
    expect(api.callsTo(getTenantsAll)).toHaveLength(1);
  });

  it('tenant staff get no tenant filter and no tenants call', async () => {
    api.on(crmTransactions.list, pageOf([makeTransaction()]));
    renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(api.callsTo(getTenantsAll)).toHaveLength(0);
  });

  it('the search box uses the searchKey call of the area (CRM for the platform)', async () => {
    api.on(listPlatformTransactions, pageOf([makeTransaction()]));
    api.on(crmTransactions.searchKey, pageOf([makeTransaction({ externalId: 'ORD-77' })]));
    const view = renderLookup('platform', platformAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.type(screen.getByRole('searchbox', { name: 'Search' }), 'ORD-77{Enter}');
    await waitFor(() => expect(api.callsTo(crmTransactions.searchKey)).toHaveLength(1));
    expect(lastQuery(crmTransactions.searchKey)).toMatchObject({ searchKey: 'ORD-77', systemMode: '2' });
    expect(currentParams().get('searchKey')).toBe('ORD-77');
  });

  it('an exact id searches all dates: it says so and lists the payment (issue 16)', async () => {
    api.on(crmTransactions.list, pageOf([]));
    // The server finds an id whatever the dates (an old payment), in the caller's scope.
    api.on(
      crmTransactions.searchKey,
      pageOf([makeTransaction({ externalId: 'ORD-OLD-7', createdAt: '2025-01-05T10:00:00.000Z' })]),
    );
    const view = renderLookup('tenant', tenantAgent);
    await screen.findByText('No transactions match these filters');
    expect(screen.queryByText('Searching all dates for this id')).not.toBeInTheDocument();

    await view.events.type(screen.getByRole('searchbox', { name: 'Search' }), 'ORD-OLD-7{Enter}');
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(screen.getByText('Searching all dates for this id').closest('[role="status"]')).not.toBeNull();
    expect(within(lookupRows()[0]!).getByText('ORD-OLD-7')).toBeInTheDocument();
    // The call still carries the dates; the server sets them aside for the id.
    expect(lastQuery(crmTransactions.searchKey)).toMatchObject({
      searchKey: 'ORD-OLD-7',
      startDate: lookupContext().startOfToday,
    });

    // An e-mail or a last four is browsing: within the dates, and nothing said.
    await view.events.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await view.events.type(screen.getByRole('searchbox', { name: 'Search' }), 'jane@example.com{Enter}');
    await waitFor(() => expect(currentParams().get('searchKey')).toBe('jane@example.com'));
    expect(screen.queryByText('Searching all dates for this id')).not.toBeInTheDocument();
  });

  it('the external id filter searches all dates too', async () => {
    api.on(merchantTransactions.list, pageOf([makeTransaction()]));
    renderLookup('merchant', merchantAdmin, '?externalId=ORD-1001');
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(screen.getByText('Searching all dates for this id')).toBeInTheDocument();
  });

  it('an id found on no date says so, rather than to widen the dates', async () => {
    api.on(merchantTransactions.list, pageOf([]));
    renderLookup('merchant', merchantAdmin, '?externalId=ORD-NOWHERE');
    await screen.findByText('No transactions match these filters');
    expect(
      screen.getByText(
        'No transaction you can see has this id, on any date. Check the id, or the Test/Live mode.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Widen the dates or clear some filters to see more.')).not.toBeInTheDocument();
  });

  it('the search box waits 750 ms after typing before it searches', async () => {
    api.on(merchantTransactions.list, pageOf([]));
    api.on(merchantTransactions.searchKey, pageOf([makeTransaction()]));
    const view = renderLookup('merchant', merchantAdmin);
    await screen.findByText('No transactions match these filters');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await view.events.type(screen.getByRole('searchbox', { name: 'Search' }), 'jane@example.com');
      act(() => vi.advanceTimersByTime(700));
      expect(api.callsTo(merchantTransactions.searchKey)).toHaveLength(0);
      act(() => vi.advanceTimersByTime(100));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lastQuery(merchantTransactions.searchKey).searchKey).toBe('jane@example.com'));
  });

  it('offers date presets in the user time zone; a preset sets both ends (issue 16)', async () => {
    localSettings.setTimeZone('Europe/Istanbul');
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:30 UTC on 21 November: already the 22nd in Istanbul (UTC+3).
    vi.setSystemTime(new Date('2026-11-21T22:30:00.000Z'));
    try {
      api.on(crmTransactions.list, pageOf([makeTransaction()]));
      const view = renderLookup('tenant', tenantAgent, '?pageIndex=2');
      const filters = screen.getByRole('region', { name: 'Filters' });
      // The buttons come with the lazily loaded pickers.
      const last7 = await within(filters).findByRole('button', { name: 'Last 7 days' }, { timeout: 10_000 });
      const presets = within(last7.parentElement!)
        .getAllByRole('button')
        .map((b) => b.textContent);
      expect(presets).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Last 90 days']);

      await view.events.click(last7);
      await waitFor(() => expect(currentParams().get('startDate')).toBe('2026-11-15T21:00:00.000Z'));
      expect(currentParams().get('endDate')).toBe('2026-11-22T20:59:59.999Z');
      expect(currentParams().get('pageIndex')).toBeNull();
      await waitFor(() =>
        expect(lastQuery(crmTransactions.list)).toMatchObject({
          startDate: '2026-11-15T21:00:00.000Z',
          endDate: '2026-11-22T20:59:59.999Z',
        }),
      );

      await view.events.click(within(filters).getByRole('button', { name: 'Yesterday' }));
      await waitFor(() => expect(currentParams().get('startDate')).toBe('2026-11-20T21:00:00.000Z'));
      expect(currentParams().get('endDate')).toBe('2026-11-21T20:59:59.999Z');

      await view.events.click(within(filters).getByRole('button', { name: 'Last 90 days' }));
      await waitFor(() => expect(currentParams().get('startDate')).toBe('2026-08-24T21:00:00.000Z'));
      expect(currentParams().get('endDate')).toBe('2026-11-22T20:59:59.999Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads every filter, the sort and the page from the URL and sends them', async () => {
    api.on(crmTransactions.list, pageOf([]));
    const search = new URLSearchParams({
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-03-08T00:00:00.000Z',
      status: 'Captured,Refunded',
      type: 'Payment',
      currency: 'EUR',
      merchantId: LOOKUP_IDS.acme,
      paymentMethod: 'apple-pay',
      serviceProvider: 'northstar-acquiring',
      externalId: 'ORD-1001',
      customerEmail: 'jane@example.com',
      cardLast4: '1111',
      amountFrom: '1250',
      amountTo: '99900',
      sortBy: 'amount',
      sortDirection: 'asc',
      pageIndex: '2',
      pageSize: '50',
    });
    renderLookup('tenant', tenantAgent, `?${search}`);
    await screen.findByText('No transactions match these filters');
    expect(lastQuery(crmTransactions.list)).toEqual({
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-03-08T00:00:00.000Z',
      status: 'Captured,Refunded',
      type: 'Payment',
      currency: 'EUR',
      merchantId: LOOKUP_IDS.acme,
      paymentMethod: 'apple-pay',
      serviceProvider: 'northstar-acquiring',
      externalId: 'ORD-1001',
      customerEmail: 'jane@example.com',
      cardLast4: '1111',
      amountFrom: '1250',
      amountTo: '99900',
      systemMode: '2',
      timezoneOffset: String(lookupContext().timezoneOffset),
      PageIndex: '2',
      PageSize: '50',
      sortBy: 'amount',
      sortDirection: 'asc',
    });
    // The filters show what the URL says.
    expect(screen.getByRole('textbox', { name: 'Amount from' })).toHaveValue('12,50');
    expect(screen.getByRole('textbox', { name: 'Amount to' })).toHaveValue('999,00');
    expect(screen.getByRole('textbox', { name: 'External id' })).toHaveValue('ORD-1001');
    expect(screen.getByRole('button', { name: 'Acme Retail' })).toBeInTheDocument();
  });

  it('writes filters to the URL: status, external id and amounts typed in major units', async () => {
    api.on(merchantTransactions.list, pageOf([makeTransaction()]));
    const view = renderLookup('merchant', merchantAdmin, '?currency=JPY&pageIndex=1');
    await waitFor(() => expect(lookupRows()).toHaveLength(1));

    await view.events.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.events.click(await screen.findByRole('option', { name: 'Partially refunded' }));
    await view.events.keyboard('{Escape}');
    await waitFor(() => expect(currentParams().get('status')).toBe('PartiallyRefunded'));
    // A new filter starts at the first page.
    expect(currentParams().get('pageIndex')).toBeNull();

    await view.events.click(screen.getByRole('button', { name: 'More filters' }));
    await view.events.type(screen.getByRole('textbox', { name: 'External id' }), 'ORD-9{Enter}');
    await waitFor(() => expect(currentParams().get('externalId')).toBe('ORD-9'));

    // JPY has no decimals: '1500' is 1500 yen; '12,5' and '1.500' (a decimal point, spec §5) are refused.
    const from = screen.getByRole('textbox', { name: 'Amount from' });
    await view.events.type(from, '12,5{Enter}');
    expect(screen.getByText('An amount such as 1234 (0 decimals at most)')).toBeInTheDocument();
    expect(currentParams().get('amountFrom')).toBeNull();
    await view.events.clear(from);
    await view.events.type(from, '1.500{Enter}');
    expect(screen.getByText('An amount such as 1234 (0 decimals at most)')).toBeInTheDocument();
    expect(currentParams().get('amountFrom')).toBeNull();
    await view.events.clear(from);
    await view.events.type(from, '1500{Enter}');
    await waitFor(() => expect(currentParams().get('amountFrom')).toBe('1500'));
    await waitFor(() => expect(lastQuery(merchantTransactions.list)).toMatchObject({ amountFrom: '1500' }));

    const to = screen.getByRole('textbox', { name: 'Amount to' });
    await view.events.type(to, '1000{Enter}');
    expect(screen.getByText('Amount from must not exceed amount to')).toBeInTheDocument();
    expect(currentParams().get('amountTo')).toBeNull();

    await view.events.type(screen.getByRole('textbox', { name: 'Card last four' }), '12a{Enter}');
    expect(screen.getByText('Four digits')).toBeInTheDocument();
    expect(currentParams().get('cardLast4')).toBeNull();
  });

  it('offers page sizes 5, 10, 20, 50, 75, 100 (default 20) and sends the one chosen', async () => {
    api.on(crmTransactions.list, pageOf([makeTransaction()], 45));
    const view = renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await view.events.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '20', '50', '75', '100']);
    await view.events.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(lastQuery(crmTransactions.list).PageSize).toBe('50'));
    expect(currentParams().get('pageSize')).toBe('50');
    expect(await screen.findByText('1–45 of 45')).toBeInTheDocument();
  });

  it('shows a capped count as "10000+" and pages on', async () => {
    api.on(crmTransactions.list, pageOf([makeTransaction()], 10_000, true));
    const view = renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(screen.getByText('1–20 of 10000+')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery(crmTransactions.list).PageIndex).toBe('1'));
    expect(screen.getByText('21–40 of 10000+')).toBeInTheDocument();
  });

  it('sorts by amount, then flips the direction', async () => {
    api.on(crmTransactions.list, pageOf([makeTransaction()]));
    const view = renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() =>
      expect(lastQuery(crmTransactions.list)).toMatchObject({ sortBy: 'amount', sortDirection: 'desc' }),
    );
    await view.events.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastQuery(crmTransactions.list).sortDirection).toBe('asc'));
    expect(currentParams().get('sortBy')).toBe('amount');
  });

  it('opens the transaction on a row click, or Enter on a focused row', async () => {
    api.on(merchantTransactions.list, pageOf([makeTransaction()]));
    const view = renderLookup('merchant', merchantAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.click(within(lookupRows()[0]!).getByText('ORD-1001'));
    expect(currentPath()).toBe(`/merchant/transaction-management/transaction-lookup/${LOOKUP_IDS.payment}`);
    expect(screen.getByTestId('details-page')).toBeInTheDocument();
  });

  it('"Back to the lookup" returns to the filters, sort and page the transaction was opened from (issue 16)', async () => {
    const tx = makeTransaction();
    api.on(merchantTransactions.list, pageOf([tx], 120));
    api.on(merchantTransactions.get, tx);
    api.on(merchantTransactions.details, errorResponse(500, 'not needed here'));
    api.on(merchantTransactions.events, []);
    const search = '?status=Captured&sortBy=amount&pageIndex=2&pageSize=50';
    const view = renderLookup('merchant', merchantAdmin, search, 'lookup', 'screen');
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.click(within(lookupRows()[0]!).getByText('ORD-1001'));
    const back = await screen.findByRole('link', { name: 'Back to the lookup' });
    expect(back).toHaveAttribute('href', `/merchant/transaction-management/transaction-lookup${search}`);
    // Another tab of the details keeps the way back.
    await view.events.click(screen.getByRole('tab', { name: 'Events' }));
    expect(screen.getByRole('link', { name: 'Back to the lookup' })).toHaveAttribute(
      'href',
      `/merchant/transaction-management/transaction-lookup${search}`,
    );
    await view.events.click(screen.getByRole('link', { name: 'Back to the lookup' }));
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(currentPath()).toBe('/merchant/transaction-management/transaction-lookup');
    expect(Object.fromEntries(currentParams())).toEqual({
      status: 'Captured',
      sortBy: 'amount',
      pageIndex: '2',
      pageSize: '50',
    });
    expect(lastQuery(merchantTransactions.list)).toMatchObject({ PageIndex: '2', PageSize: '50' });
  });

  it('a transaction opened by a direct link goes back to the bare lookup', async () => {
    const tx = makeTransaction();
    api.on(crmTransactions.get, tx);
    api.on(crmTransactions.details, errorResponse(500, 'not needed here'));
    renderWithUser(<TenantTransactionScreen />, tenantAgent, {
      route: `/transaction-management/transaction-lookup/${tx.id}`,
      path: '/transaction-management/transaction-lookup/:transactionId',
    });
    expect(await screen.findByRole('link', { name: 'Back to the lookup' })).toHaveAttribute(
      'href',
      '/transaction-management/transaction-lookup',
    );
  });

  it('opens the transaction with Enter from the keyboard (tenant area path)', async () => {
    api.on(crmTransactions.list, pageOf([makeTransaction()]));
    const view = renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    screen.getByRole('row', { name: 'Open transaction ORD-1001' }).focus();
    await view.events.keyboard('{Enter}');
    expect(currentPath()).toBe(`/transaction-management/transaction-lookup/${LOOKUP_IDS.payment}`);
  });

  it('says when nothing matches, with a hint to widen the dates, and clears the filters', async () => {
    api.on(crmTransactions.list, pageOf([]));
    const view = renderLookup('tenant', tenantAgent, '?status=Voided&startDate=');
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
    expect(screen.getByText('Widen the dates or clear some filters to see more.')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentParams().toString()).toBe(''));
    expect(lastQuery(crmTransactions.list).startDate).toBe(lookupContext().startOfToday);
  });

  it('says a page is past the last one (not that nothing matches) and goes back to the first', async () => {
    api.on(crmTransactions.list, (call: ApiCall) =>
      call.query.get('PageIndex') === '0' ? pageOf([makeTransaction()], 36) : pageOf([], 36),
    );
    const view = renderLookup('tenant', tenantAgent, '?pageIndex=99');
    expect(
      await screen.findByText(
        'This page is past the last one: the matching transactions are on earlier pages.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No transactions match these filters')).toBeNull();
    await view.events.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(currentParams().get('pageIndex')).toBeNull();
    expect(lastQuery(crmTransactions.list).PageIndex).toBe('0');
    expect(screen.getByText('1–20 of 36')).toBeInTheDocument();
  });

  it('says when the list failed, and retries', async () => {
    let fail = true;
    api.on(crmTransactions.list, () => (fail ? errorResponse(500, 'Boom') : pageOf([makeTransaction()])));
    const view = renderLookup('tenant', tenantAgent);
    expect(await screen.findByText('The transactions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await view.events.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    expect(screen.queryByText('The transactions could not be loaded.')).not.toBeInTheDocument();
  });

  it('exports the current filter as a job: its progress in place, then the zip downloads', async () => {
    const downloads = captureDownloads();
    const answers = [
      makeExportJob({
        status: 'Running',
        startedAt: '2026-03-14T09:00:01.000Z',
        bytesWritten: 2 * 1024 * 1024,
      }),
      makeExportJob({
        status: 'Completed',
        bytesWritten: 3 * 1024 * 1024,
        finishedAt: '2026-03-14T09:00:09.000Z',
      }),
    ];
    api.on(crmTransactions.list, pageOf([makeTransaction()]));
    api.on(crmTransactions.searchKey, pageOf([makeTransaction()]));
    api.on(crmTransactionJobs.startExport, makeExportJob());
    api.on(crmTransactionJobs.getExport, () => answers.shift() ?? errorResponse(500, 'asked once too often'));
    api.on(crmTransactionJobs.downloadExport, 'id,amount\n');
    const view = renderLookup('tenant', tenantAgent, '?status=Captured&searchKey=jane');
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await view.events.click(button);

    // The job is queued with the lookup's filter, the search text and the time-zone offset.
    await waitFor(() => expect(api.callsTo(crmTransactionJobs.startExport)).toHaveLength(1));
    expect(api.callsTo(crmTransactionJobs.startExport)[0]!.body).toEqual({
      status: ['Captured'],
      searchKey: 'jane',
      startDate: lookupContext().startOfToday,
      systemMode: 2,
      timezoneOffset: lookupContext().timezoneOffset,
    });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Export progress' })).toHaveTextContent('Preparing the export');
    // Polled: running, with the zip's size so far and the rows expected.
    expect(await screen.findByText('0 of 1.250 rows (0 %)')).toBeInTheDocument();
    expect(screen.getByText('2,00 MB written')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();

    await waitFor(() => expect(downloads.anchors()).toHaveLength(1), { timeout: 8_000 });
    expect(api.callsTo(crmTransactionJobs.downloadExport)[0]!.params).toEqual({ jobId: JOB_IDS.export });
    expect(downloads.anchors()[0]!.download).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d{6}\.zip$/);
    expect(await downloads.blobs[0]!.text()).toBe('id,amount\n');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('status', { name: 'Export progress' })).not.toBeInTheDocument();
    // Finished: no more polls.
    expect(api.callsTo(crmTransactionJobs.getExport)).toHaveLength(2);
    expect(api.callsTo(crmTransactions.csv)).toHaveLength(0);
  });

  it('says why the export could not start, in the error toast (spec §8 message)', async () => {
    api.on(merchantTransactions.list, pageOf([makeTransaction()]));
    api.on(merchantTransactionJobs.startExport, errorResponse(500, 'Boom'));
    const view = renderLookup('merchant', merchantAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionJobs.startExport)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says when the export job failed, with its message, and downloads nothing', async () => {
    const downloads = captureDownloads();
    api.on(merchantTransactions.list, pageOf([makeTransaction()]));
    api.on(merchantTransactionJobs.startExport, makeExportJob());
    api.on(
      merchantTransactionJobs.getExport,
      makeExportJob({ status: 'Failed', message: 'The export failed; start a new one' }),
    );
    const view = renderLookup('merchant', merchantAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The export failed; start a new one', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(api.callsTo(merchantTransactionJobs.downloadExport)).toHaveLength(0);
    expect(downloads.anchors()).toHaveLength(0);
  });
});
