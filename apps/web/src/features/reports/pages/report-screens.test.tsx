import {
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import type {
  ChartData,
  DeclineStatistics,
  ReportRow,
  TableData,
} from '@paydesk/contracts/reports/report.schemas';
import { merchantCharts } from '@paydesk/contracts/reports/report-charts.endpoints';
import {
  declineReasonsStatistics,
  declineReasonsStatisticsExport,
  transactionSummaryReport,
} from '@paydesk/contracts/reports/report-tables.endpoints';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { merchantAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import {
  MerchantSummaryScreen,
  MerchantSummaryV1Screen,
  OperatorDeclinedReasonsScreen,
  OperatorSummaryV1Screen,
} from './report-screens';

const FRESH = {
  from: '2026-11-08T00:00:00.000Z',
  to: '2026-12-08T00:00:00.000Z',
  timezoneOffset: 0,
  updatedAt: new Date().toISOString(),
};

const row = (overrides: Partial<ReportRow>): ReportRow => ({
  key: 'EUR',
  label: 'EUR',
  count: 120,
  successCount: 90,
  successRate: 75,
  volume: 1_234_550,
  baseCurrency: 'EUR',
  amount: 1_234_550,
  currency: 'EUR',
  ...overrides,
});

function chart(rows: ReportRow[]): ChartData {
  return {
    ...FRESH,
    data: rows,
    count: rows.length,
    totalCount: rows.reduce((s, r) => s + r.count, 0),
    totalVolume: [],
  };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi, endpoint: Parameters<MockApi['callsTo']>[0]) =>
  Object.fromEntries(api.callsTo(endpoint).at(-1)?.query ?? []);

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(getCurrenciesAll, [
    { id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 },
    { id: 'GBP', name: 'Pound sterling', numericCode: '826', decimalPlaces: 2 },
  ]);
  api.on(getActiveCustomers, { '44444444-4444-4444-8444-444444444444': 'Acme Retail Ltd' });
  api.on(getActivePaymentMethods, [{ id: 'visa', name: 'Visa' }]);
  api.on(getServiceProviders, [{ id: 'northstar-acquiring', name: 'Northstar Acquiring' }]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the operator’s transactions summary v1', { timeout: 30_000 }, () => {
  const render = (search = '') =>
    renderWithUser(
      <>
        <Routes>
          <Route path="/crm/reports/transactions-summary-v1" element={<OperatorSummaryV1Screen />} />
        </Routes>
        <LocationProbe />
      </>,
      tenantAdmin,
      { route: `/crm/reports/transactions-summary-v1${search}`, path: '*' },
    );

  beforeEach(() => {
    const page: TableData = {
      ...chart([
        row({}),
        row({
          key: 'GBP',
          label: 'GBP',
          count: 30,
          successCount: 30,
          successRate: 100,
          amount: 50_000,
          currency: 'GBP',
          volume: 58_000,
        }),
      ]),
      count: 2,
      pageIndex: 0,
      pageSize: 20,
    };
    api.on(transactionSummaryReport, page);
  });

  it('shows each currency’s transactions, successes, rate, amount and volume, for the last 30 days', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions summary v1' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Per currency' });
    const eur = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(eur).getByText('EUR')).toBeInTheDocument();
    expect(within(eur).getByText('120')).toBeInTheDocument();
    expect(within(eur).getByText('75,00 %')).toBeInTheDocument();
    expect(within(eur).getAllByText('12.345,50 EUR')).toHaveLength(2);
    expect(screen.getByText(/Updated \d+ s ago/)).toBeInTheDocument();
    const query = lastQuery(api, transactionSummaryReport);
    expect(query).toMatchObject({ timezoneOffset: '0', pageIndex: '0', PageSize: '20' });
    const days = (Date.parse(String(query.endDate)) - Date.parse(String(query.startDate))) / 86_400_000;
    expect(days).toBe(30);
  });

  it('narrows by currency from the URL and writes a new filter back to it, from the first page', async () => {
    const view = render('?currency=EUR&page=1');
    await waitFor(() =>
      expect(lastQuery(api, transactionSummaryReport)).toMatchObject({ currency: 'EUR', pageIndex: '1' }),
    );
    await view.events.click(screen.getByRole('combobox', { name: 'Currency' }));
    await view.events.click(await screen.findByRole('option', { name: 'GBP — Pound sterling' }));
    await waitFor(() => expect(urlParams().get('currency')).toBe('EUR,GBP'));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() =>
      expect(lastQuery(api, transactionSummaryReport)).toMatchObject({ currency: 'EUR,GBP', pageIndex: '0' }),
    );
  });

  it('exports every row the filters match as CSV, money in minor units', async () => {
    const downloads = captureDownloads();
    const view = render('?currency=EUR,GBP');
    await screen.findByRole('table', { name: 'Per currency' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('transactions-summary-v1.csv');
    const text = await (downloads.blobs[0] as Blob).text();
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Grouped by,Group,Key,Transactions,Successful,Success rate (%),Volume (minor units),Base currency,Amount (minor units),Currency',
      'Currency,EUR,EUR,120,90,75.00,1234550,EUR,1234550,EUR',
      'Currency,GBP,GBP,30,30,100.00,58000,EUR,50000,GBP',
    ]);
    // The export reads the filtered rows page by page, 100 at a time, whatever page is on screen.
    expect(lastQuery(api, transactionSummaryReport)).toMatchObject({
      currency: 'EUR,GBP',
      PageSize: '100',
      pageIndex: '0',
    });
  });

  it('says No data when nothing matches', async () => {
    api.on(transactionSummaryReport, { ...chart([]), count: 0, pageIndex: 0, pageSize: 20 });
    render();
    const table = await screen.findByRole('table', { name: 'Per currency' });
    expect(await within(table).findByText('No data')).toBeInTheDocument();
  });
});

describe('the declined transaction reasons', { timeout: 30_000 }, () => {
  it('lists each reason with its share, and downloads the server’s CSV of the same filters', async () => {
    const statistics: DeclineStatistics = {
      ...FRESH,
      data: [
        { reason: 'Insufficient funds', count: 12, share: 60, volume: 90_000, baseCurrency: 'EUR' },
        { reason: '', count: 8, share: 40, volume: 10_000, baseCurrency: 'EUR' },
      ],
      count: 2,
      totalCount: 20,
      pageIndex: 0,
      pageSize: 20,
    };
    api.on(declineReasonsStatistics, statistics);
    api.on(declineReasonsStatisticsExport, 'Reason,Declines\r\n');
    const downloads = captureDownloads();
    const view = renderWithUser(<OperatorDeclinedReasonsScreen />, tenantAdmin, {
      route: '/crm/reports/declined-transaction-reasons?transactionType=Payment',
    });
    const table = await screen.findByRole('table', { name: 'Reasons' });
    expect(await within(table).findByText('Insufficient funds')).toBeInTheDocument();
    expect(within(table).getByText('60,00 %')).toBeInTheDocument();
    expect(within(table).getByText('(no reason given)')).toBeInTheDocument();
    // A decline report's status is fixed: no status filter.
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('decline-reasons-statistics.csv');
    expect(lastQuery(api, declineReasonsStatisticsExport)).toMatchObject({ transactionType: 'Payment' });
  });
});

describe('the merchant’s transactions summary', { timeout: 30_000 }, () => {
  it('draws its five summaries and tables its currencies, without a merchant filter', async () => {
    for (const endpoint of [
      merchantCharts.byStatus,
      merchantCharts.byDay,
      merchantCharts.byServiceProvider,
      merchantCharts.byPaymentMethod,
    ])
      api.on(endpoint, chart([row({ key: 'Captured', label: 'Captured', amount: null, currency: null })]));
    api.on(merchantCharts.byCurrency, chart([row({})]));
    renderWithUser(<MerchantSummaryScreen />, merchantAdmin, { route: '/reports/transactions-summary' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions summary' }),
    ).toBeInTheDocument();
    for (const title of [
      'Transactions by status',
      'Transactions per day',
      'Transactions by service provider',
      'Transactions by payment method',
    ])
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions by currency' });
    expect(await within(table).findByText('120')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).toBeNull();
    expect(api.callsTo(getActiveCustomers)).toHaveLength(0);
  });
});

describe('the merchant’s transactions summary v1', { timeout: 30_000 }, () => {
  it('tables its currencies with their own amounts, from its own currency chart', async () => {
    api.on(
      merchantCharts.byCurrency,
      chart([row({}), row({ key: 'GBP', label: 'GBP', amount: 7_500, currency: 'GBP' })]),
    );
    renderWithUser(<MerchantSummaryV1Screen />, merchantAdmin, {
      route: '/reports/transactions-summary-v1?currency=GBP',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions summary v1' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Per currency' });
    expect(await within(table).findByText('75,00 GBP')).toBeInTheDocument();
    expect(lastQuery(api, merchantCharts.byCurrency)).toMatchObject({ currency: 'GBP' });
  });
});
