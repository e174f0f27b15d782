import type { ApmTransaction } from '@paydesk/contracts/apm-transactions/apm-transaction.schemas';
import { apmTransactions } from '@paydesk/contracts/apm-transactions/apm-transactions.endpoints';
import { getActivePaymentMethods } from '@paydesk/contracts/lookups/lookups.endpoints';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { lookupContext } from '../../../lib/transactions/lookup-context';
import { captureDownloads } from '../../../test/capture-downloads';
import { CURRENCIES, makeTransaction } from '../../../test/fixtures/lookup-fixtures';
import { tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { ApmLookupScreen } from '../pages/apm-screens';

const BASE = '/transaction-management/transaction-lookup-apm';
const IDS = { ideal: 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5', paypal: 'b2b2b2b2-c3c3-4d4d-8e5e-f6f6f6f6f6f6' };

function makeApm(overrides: Partial<ApmTransaction> = {}): ApmTransaction {
  return {
    ...makeTransaction({
      id: IDS.ideal,
      externalId: 'ORD-IDEAL',
      paymentMethod: 'ideal',
      cardBin: null,
      cardMasked: null,
      amount: 125_050,
    }),
    apmType: 'BankRedirect',
    apmReference: 'IDL-2026-0001',
    shopperAccount: 'shopper@example.com',
    shopperState: 'Completed',
    ...overrides,
  };
}
const pageOf = (data: ApmTransaction[], count = data.length) => ({ count, countIsCapped: false, data });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderApm(search = '') {
  return renderWithUser(
    <>
      <Routes>
        <Route path={BASE} element={<ApmLookupScreen />} />
        <Route
          path="/transaction-management/transaction-lookup/:transactionId"
          element={<p data-testid="details" />}
        />
      </Routes>
      <LocationProbe />
    </>,
    tenantAdmin,
    { route: `${BASE}${search}`, path: '*' },
  );
}

const rows = () =>
  within(screen.getByRole('table', { name: 'APM transactions' }))
    .getAllByRole('row')
    .slice(1);
const location = () => screen.getByTestId('location').textContent ?? '';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getCurrenciesAll, CURRENCIES);
  api.on(getActivePaymentMethods, [
    { id: 'ideal', name: 'iDEAL' },
    { id: 'paypal', name: 'PayPal' },
  ]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

describe('APM transaction lookup', { timeout: 30_000 }, () => {
  it('lists with the spec §9 default filters and shows the APM columns', async () => {
    localSettings.setTimeZone('Europe/London');
    api.on(
      apmTransactions.list,
      pageOf([
        makeApm(),
        makeApm({
          id: IDS.paypal,
          externalId: 'ORD-PP',
          paymentMethod: 'paypal',
          apmType: 'EWallet',
          shopperState: 'AwaitingShopper',
          status: 'Pending',
          apmReference: null,
        }),
      ]),
    );
    renderApm();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const query = Object.fromEntries(api.callsTo(apmTransactions.list).at(-1)!.query);
    expect(query).toMatchObject({
      systemMode: '2',
      startDate: lookupContext().startOfToday,
      PageIndex: '0',
      PageSize: '20',
    });
    const headers = within(screen.getByRole('table', { name: 'APM transactions' })).getAllByRole(
      'columnheader',
    );
    expect(headers.map((h) => h.textContent)).toEqual([
      'Created',
      'External id',
      'Customer',
      'Payment method',
      'APM type',
      'APM reference',
      'Shopper account',
      'Shopper',
      'Status',
      'Amount',
    ]);
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // The payment method's name arrives with its lookup.
    await waitFor(() => expect(cellsOf(rows()[0]!)).toContain('iDEAL'));
    const first = cellsOf(rows()[0]!);
    expect(first.slice(1)).toEqual([
      'ORD-IDEAL',
      'Acme Retail',
      'iDEAL',
      'Bank redirect',
      'IDL-2026-0001',
      'shopper@example.com',
      'Completed',
      'Captured',
      '1.250,50 EUR',
    ]);
    const second = within(rows()[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(second).toContain('E-wallet');
    expect(second).toContain('Awaiting shopper');
    expect(second).toContain('—');
  });

  it('reads its filters and page from the URL and sends them', async () => {
    api.on(apmTransactions.list, pageOf([makeApm()], 120));
    renderApm('?apmType=EWallet,BankRedirect&status=Pending&pageIndex=2&pageSize=50');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const query = Object.fromEntries(api.callsTo(apmTransactions.list).at(-1)!.query);
    expect(query).toMatchObject({
      apmType: 'EWallet,BankRedirect',
      status: 'Pending',
      PageIndex: '2',
      PageSize: '50',
    });
    expect(screen.getByText('101–120 of 120')).toBeInTheDocument();
  });

  it('searches in the chosen field with the searchKey call', async () => {
    const user = userEvent.setup();
    api.on(apmTransactions.list, pageOf([makeApm()]));
    api.on(apmTransactions.searchKey, pageOf([makeApm()]));
    renderApm('?SearchParam=ApmReference');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'IDL-2026-0001{Enter}');
    await waitFor(() => expect(api.callsTo(apmTransactions.searchKey)).toHaveLength(1));
    const query = Object.fromEntries(api.callsTo(apmTransactions.searchKey)[0]!.query);
    expect(query).toMatchObject({ SearchParam: 'ApmReference', SearchKey: 'IDL-2026-0001' });
    expect(location()).toContain('SearchKey=IDL-2026-0001');
  });

  it('opens the transaction details from a row', async () => {
    const user = userEvent.setup();
    api.on(apmTransactions.list, pageOf([makeApm()]));
    renderApm();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(rows()[0]!);
    expect(await screen.findByTestId('details')).toBeInTheDocument();
    expect(location()).toBe(`/transaction-management/transaction-lookup/${IDS.ideal}`);
  });

  it('exports the filtered rows as a CSV zip', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    api.on(apmTransactions.list, pageOf([makeApm()]));
    api.on(apmTransactions.csv, 'zip-bytes');
    renderApm('?apmType=DirectDebit');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo(apmTransactions.csv)[0]!.query)).toMatchObject({
      apmType: 'DirectDebit',
    });
    expect(downloads.anchors()[0]!.download).toMatch(/^apm-transactions-\d{4}-\d{2}-\d{2}-\d{6}\.zip$/);
  });

  it('shows an empty result with a way back to the defaults', async () => {
    const user = userEvent.setup();
    api.on(apmTransactions.list, pageOf([]));
    renderApm('?status=Declined');
    expect(await screen.findByText('No APM transactions match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe(BASE));
  });

  it('shows a failed load in place, with a retry', async () => {
    const user = userEvent.setup();
    api.on(apmTransactions.list, errorResponse(500, 'boom'));
    renderApm();
    expect(await screen.findByText('The APM transactions could not be loaded.')).toBeInTheDocument();
    api.on(apmTransactions.list, pageOf([makeApm()]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
