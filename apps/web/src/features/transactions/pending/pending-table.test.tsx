import { getActivePaymentMethods } from '@paydesk/contracts/lookups/lookups.endpoints';
import { crmTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { CURRENCIES, makeTransaction, TX_IDS } from '../../../test/fixtures/detail-fixtures';
import { tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { FIRST_PENDING_PAGE, usePendingList } from '../api/action-pending';
import { PendingTable } from './pending-table';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getCurrenciesAll, CURRENCIES);
  localSettings.setSystemMode('Live');
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const pending = (id: string, externalId: string, paymentMethod: string): Transaction =>
  makeTransaction({ id, externalId, paymentMethod, status: 'Pending', availableActions: [] });

/** The tenant's pending payments in a PendingTable, with or without its payment method column. */
function PendingPayments({ paymentMethodColumn }: { paymentMethodColumn: boolean }) {
  const list = usePendingList('tenant', 'payments', FIRST_PENDING_PAGE);
  return (
    <PendingTable
      area="tenant"
      list={list}
      page={FIRST_PENDING_PAGE}
      onPageChange={() => {}}
      label="Pending payments"
      emptyText="None"
      paymentMethodColumn={paymentMethodColumn}
      rowActions={() => null}
    />
  );
}

describe('the pending table', { timeout: 20_000 }, () => {
  it('names each payment method as the lookup does, and shows an id it has no name for', async () => {
    api.on(crmTransactions.list, {
      count: 2,
      countIsCapped: false,
      data: [pending(TX_IDS.payment, 'ORD-1', 'visa'), pending(TX_IDS.refund, 'ORD-2', 'maestro')],
    });
    api.on(getActivePaymentMethods, [{ id: 'visa', name: 'Visa' }]);
    renderWithUser(<PendingPayments paymentMethodColumn />, tenantAdmin);
    const table = await screen.findByRole('table', { name: 'Pending payments' });
    expect(within(table).getByRole('columnheader', { name: 'Payment method' })).toBeInTheDocument();
    const rowOf = (externalId: string) =>
      within(table).getByRole('link', { name: externalId }).closest('tr')!;
    expect(await within(rowOf('ORD-1')).findByText('Visa')).toBeInTheDocument();
    expect(within(rowOf('ORD-2')).getByText('maestro')).toBeInTheDocument();
  });

  it('without the column, does not ask for the payment methods', async () => {
    api.on(crmTransactions.list, {
      count: 1,
      countIsCapped: false,
      data: [pending(TX_IDS.payment, 'ORD-1', 'visa')],
    });
    renderWithUser(<PendingPayments paymentMethodColumn={false} />, tenantAdmin);
    const table = await screen.findByRole('table', { name: 'Pending payments' });
    expect(within(table).queryByRole('columnheader', { name: 'Payment method' })).toBeNull();
    expect(api.callsTo(getActivePaymentMethods)).toHaveLength(0);
  });
});
