import { BANK_ORDER_COLUMNS } from '@paydesk/contracts/bank-orders/bank-order.model';
import type { BankOrder, BankOrderItem } from '@paydesk/contracts/bank-orders/bank-order.schemas';
import { bankOrders } from '@paydesk/contracts/bank-orders/bank-orders.endpoints';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enBankOrders } from '../../i18n/locales/en-bank-orders';
import { enNav } from '../../i18n/locales/en-nav';
import { CURRENCIES } from '../../test/fixtures/lookup-fixtures';
import { tenantAdmin } from '../../test/fixtures/users';
import { jsonResponse, type MockApi, mockApi } from '../../test/mock-api';
import { renderWithUser } from '../../test/render-with-user';
import { BankOrderUploadsScreen } from './pages/bank-order-screens';

const ORDER_ID = 'c3c3c3c3-d4d4-4e5e-8f6f-070707070707';
const ORDER: BankOrder = {
  id: ORDER_ID,
  bankName: 'Northwind Bank',
  accountNumberMasked: '****3000',
  fileName: 'march.csv',
  itemCount: 2,
  totals: [
    { currency: 'EUR', amount: 135_000, itemCount: 1 },
    { currency: 'JPY', amount: 3000, itemCount: 1 },
  ],
  status: 'Received',
  uploadedBy: 'tenant.admin@northwind.test',
  uploadedAt: '2026-03-14T09:26:53.000Z',
};
const ITEM: BankOrderItem = {
  id: 'd4d4d4d4-e5e5-4f6f-8070-181818181818',
  orderId: ORDER_ID,
  rowNumber: 2,
  beneficiaryName: 'Ada Lovelace',
  beneficiaryIban: 'DE89370400440532013000',
  amount: 135_000,
  currency: 'EUR',
  reference: 'INV-1',
  status: 'Received',
  createdAt: '2026-03-14T09:26:53.000Z',
};

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getCurrenciesAll, CURRENCIES);
  api.on(bankOrders.list, { count: 1, data: [ORDER] });
  api.on(bankOrders.items, { count: 1, data: [ITEM] });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderWithUser(<BankOrderUploadsScreen />, tenantAdmin, {
    route: '/transaction-management/bank-order-uploads',
  });
const csv = (text: string) => new File([text], 'orders.csv', { type: 'text/csv' });

describe('bank-order uploads', { timeout: 30_000 }, () => {
  it("is headed with the menu's own label", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank order uploads' })).toBeInTheDocument();
    expect(enBankOrders.heading).toBe(enNav.bankOrderUploads);
  });

  it('lists the uploaded orders with masked accounts and totals, and opens one with its payments', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      screen.getAllByText(
        'Sending orders to the bank is not available in this version yet: uploaded orders stay Received.',
      ),
    ).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'Uploaded bank orders' });
    const row = within(table).getAllByRole('row')[1]!;
    await waitFor(() => expect(row).toHaveTextContent('1.350,00 EUR · 3.000 JPY'));
    expect(row).toHaveTextContent('****3000');
    expect(row).toHaveTextContent('march.csv');
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Order march.csv' });
    const items = await within(dialog).findByRole('table', { name: 'Payments of the order' });
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent('Ada Lovelace');
    expect(within(items).getAllByRole('row')[1]).toHaveTextContent('1.350,00 EUR');
    expect(api.callsTo(bankOrders.items)[0]!.params).toEqual({ id: ORDER_ID });
  });

  it('uploads bank name, account number and the file as multipart, then reloads the list', async () => {
    const user = userEvent.setup();
    api.on(bankOrders.upload, ORDER);
    renderPage();
    await screen.findByRole('table', { name: 'Uploaded bank orders' });
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Northwind Bank');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), 'DE89370400440532013000');
    await user.upload(screen.getByLabelText('CSV file'), csv(`${BANK_ORDER_COLUMNS.join(',')}\nA,B,1,EUR,R`));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.callsTo(bankOrders.upload)).toHaveLength(1));
    const body = api.callsTo(bankOrders.upload)[0]!.body as FormData;
    expect(body.get('bankName')).toBe('Northwind Bank');
    expect(body.get('accountNumber')).toBe('DE89370400440532013000');
    expect((body.get('csvFile') as File).name).toBe('orders.csv');
    expect(await screen.findByText('Order uploaded: 2 payments')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(bankOrders.list).length).toBeGreaterThan(1));
  });

  it('shows every row message of a refused file, and field messages under their fields', async () => {
    const user = userEvent.setup();
    api.on(
      bankOrders.upload,
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The file has errors: nothing was uploaded',
            details: [
              {
                field: 'csvFile',
                message: 'Row 3, beneficiary_iban: The IBAN check digits do not match: check the number',
              },
              { field: 'csvFile', message: 'Row 4, amount: At most 2 decimals for this currency' },
              { field: 'bankName', message: 'At most 100 characters' },
            ],
          },
        },
        400,
      ),
    );
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Bank');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), 'DE89370400440532013000');
    await user.upload(screen.getByLabelText('CSV file'), csv('x'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const title = await screen.findByText('The file has errors: nothing was uploaded');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3, beneficiary_iban: The IBAN check digits do not match: check the number',
      'Row 4, amount: At most 2 decimals for this currency',
    ]);
    expect(screen.getByText('At most 100 characters')).toBeInTheDocument();
  });

  it('asks for every field before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(api.callsTo(bankOrders.upload)).toHaveLength(0);
  });
});
