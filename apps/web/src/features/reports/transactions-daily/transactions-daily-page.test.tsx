import { downloadCrmReportFile, downloadReportFile } from '@paydesk/contracts/files/files.endpoints';
import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import type { ChartData } from '@paydesk/contracts/reports/report.schemas';
import { crmCharts, merchantCharts } from '@paydesk/contracts/reports/report-charts.endpoints';
import { transactionsDailyCalls } from '@paydesk/contracts/reports/transactions-daily.endpoints';
import type {
  DailyReportFile,
  DailyReportFilePage,
} from '@paydesk/contracts/reports/transactions-daily.schemas';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { merchantAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import {
  MerchantTransactionsDailyScreen,
  OperatorTransactionsDailyScreen,
  OperatorTransactionsDailyV1Screen,
} from '../pages/report-screens';

const ACME = '44444444-4444-4444-8444-444444444444';
const file = (overrides: Partial<DailyReportFile>): DailyReportFile => ({
  fileName: `transactions-daily-2026-12-06-Live-${ACME}.csv`,
  day: '2026-12-06',
  merchantId: ACME,
  merchantName: 'Acme Retail Ltd',
  mode: 'Live',
  transactions: 1234,
  size: 2048,
  createdAt: '2026-12-07T00:15:00.000Z',
  ...overrides,
});
const FILES: DailyReportFilePage = {
  data: [file({}), file({ day: '2026-12-05', fileName: `transactions-daily-2026-12-05-Live-${ACME}.csv` })],
  count: 2,
  withheld: false,
};
const DAYS: ChartData = {
  from: '2026-11-08T00:00:00.000Z',
  to: '2026-12-08T00:00:00.000Z',
  timezoneOffset: 0,
  updatedAt: new Date().toISOString(),
  data: [
    {
      key: '2026-12-06',
      label: '2026-12-06',
      count: 1234,
      successCount: 1000,
      successRate: 81,
      volume: 100,
      baseCurrency: 'EUR',
      amount: null,
      currency: null,
    },
  ],
  count: 1,
  totalCount: 1234,
  totalVolume: [],
};

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(getActiveCustomers, { [ACME]: 'Acme Retail Ltd' });
  api.on(getCurrenciesAll, [{ id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 }]);
  api.on(transactionsDailyCalls.operatorFiles, FILES);
  api.on(transactionsDailyCalls.merchantFiles, FILES);
  api.on(crmCharts.byDay, DAYS);
  api.on(merchantCharts.byDay, DAYS);
  const csv = () => new Response('\uFEFFid\r\n1\r\n', { headers: { 'content-type': 'text/csv' } });
  api.on(downloadReportFile, () => csv());
  api.on(downloadCrmReportFile, () => csv());
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

const render = (route: string, element: React.ReactNode, user = tenantAdmin, search = '') =>
  renderWithUser(
    <Routes>
      <Route path={route} element={element} />
    </Routes>,
    user,
    { route: `${route}${search}`, path: '*' },
  );

describe('transactions daily', { timeout: 30_000 }, () => {
  it("lists an operator's daily files with the per-day chart, and downloads one by its name", async () => {
    const downloads = captureDownloads();
    render('/crm/reports/transactions-daily', <OperatorTransactionsDailyScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions daily' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Daily files' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Acme Retail Ltd')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('2026-12-06')).toBeInTheDocument();
    // The chart's heading (its accessible table has the same caption once its rows come).
    expect(screen.getByRole('heading', { name: 'Transactions per day' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(crmCharts.byDay)).toHaveLength(1));

    await userEvent.click(
      screen.getByRole('button', { name: `Download transactions-daily-2026-12-06-Live-${ACME}.csv` }),
    );
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe(`transactions-daily-2026-12-06-Live-${ACME}.csv`);
    expect(api.callsTo(downloadReportFile)).toHaveLength(1);
    expect(api.callsTo(downloadCrmReportFile)).toHaveLength(0);
  });

  it('sends the days, merchants and page of the URL to the list', async () => {
    render(
      '/crm/reports/transactions-daily',
      <OperatorTransactionsDailyScreen />,
      tenantAdmin,
      `?from=2026-12-01&to=2026-12-06&customer=${ACME}&page=1&pageSize=5`,
    );
    await waitFor(() => expect(api.callsTo(transactionsDailyCalls.operatorFiles).length).toBeGreaterThan(0));
    const query = Object.fromEntries(api.callsTo(transactionsDailyCalls.operatorFiles).at(-1)?.query ?? []);
    expect(query).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-06',
      customer: ACME,
      pageIndex: '1',
      pageSize: '5',
    });
  });

  it('v1 lists the files without the chart and downloads through api/crm/files', async () => {
    const downloads = captureDownloads();
    render('/crm/reports/transactions-daily-v1', <OperatorTransactionsDailyV1Screen />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions daily v1' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Daily files' });
    expect(screen.queryByRole('heading', { name: 'Transactions per day' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: `Download transactions-daily-2026-12-05-Live-${ACME}.csv` }),
    );
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(api.callsTo(downloadCrmReportFile)).toHaveLength(1);
    expect(api.callsTo(crmCharts.byDay)).toHaveLength(0);
  });

  it("shows a merchant its own files, without a merchant column, from the merchant's calls", async () => {
    render('/reports/transactions-daily', <MerchantTransactionsDailyScreen />, merchantAdmin);
    const table = await screen.findByRole('table', { name: 'Daily files' });
    expect(within(table).queryByRole('columnheader', { name: 'Merchant' })).not.toBeInTheDocument();
    expect(api.callsTo(transactionsDailyCalls.merchantFiles).length).toBeGreaterThan(0);
    expect(api.callsTo(transactionsDailyCalls.operatorFiles)).toHaveLength(0);
    await waitFor(() => expect(api.callsTo(merchantCharts.byDay)).toHaveLength(1));
  });

  it('says when no file is there yet, and why files are withheld from a limited user', async () => {
    api.on(transactionsDailyCalls.operatorFiles, { data: [], count: 0, withheld: false });
    const { unmount } = render('/crm/reports/transactions-daily', <OperatorTransactionsDailyScreen />);
    expect(
      await screen.findByText(
        'No daily files for these days yet. A day gets its files shortly after midnight UTC, when it had transactions.',
      ),
    ).toBeInTheDocument();
    unmount();
    api.on(transactionsDailyCalls.operatorFiles, { data: [], count: 0, withheld: true });
    render('/crm/reports/transactions-daily', <OperatorTransactionsDailyScreen />);
    expect(await screen.findByText(/Your access is limited to some payment methods/)).toBeInTheDocument();
  });
});
