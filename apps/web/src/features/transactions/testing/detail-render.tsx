import { getActivePaymentMethods, getServiceProviders } from '@paydesk/contracts/lookups/lookups.endpoints';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import type { ReactElement } from 'react';
import { readCallsOf, type TransactionArea, transactionPath } from '../../../lib/transactions/detail-ref';
import { CURRENCIES } from '../../../test/fixtures/detail-fixtures';
import type { MockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import {
  MerchantPendingPaymentsScreen,
  MerchantTransactionScreen,
  PlatformTransactionScreen,
  TenantPendingPaymentsScreen,
  TenantTransactionScreen,
} from '../pages/detail-screens';

const SCREENS: Record<TransactionArea, () => ReactElement> = {
  merchant: () => <MerchantTransactionScreen />,
  tenant: () => <TenantTransactionScreen />,
  platform: () => <PlatformTransactionScreen />,
};

const LOOKUP_PATTERNS: Record<TransactionArea, string> = {
  merchant: '/merchant/transaction-management/transaction-lookup/:transactionId',
  tenant: '/transaction-management/transaction-lookup/:transactionId',
  platform: '/platform/transaction-management/transaction-lookup/:transactionId',
};

/**
 * Serves the transaction's `get` (kept current: `current()` is what the server would answer now)
 * and the currencies, on the area's family of calls; no payment method or service provider names
 * (the ids show as they are), unless a test serves its own.
 */
export function serveTransaction(api: MockApi, area: TransactionArea, transaction: Transaction) {
  let current = transaction;
  api.on(getCurrenciesAll, CURRENCIES);
  api.on(getActivePaymentMethods, []);
  api.on(getServiceProviders, []);
  api.on(readCallsOf(area).get, () => current);
  return {
    current: () => current,
    update: (next: Partial<Transaction>) => {
      current = { ...current, ...next };
    },
  };
}

/** Renders the details screen of `area` for `user` at the transaction's address. */
export function openTransaction(
  user: CurrentUser,
  area: TransactionArea,
  transactionId: string,
  search = '',
) {
  return renderWithUser(SCREENS[area](), user, {
    route: `${transactionPath(area, transactionId)}${search}`,
    path: LOOKUP_PATTERNS[area],
  });
}

/** Renders a pending payments screen. */
export function openPendingPayments(user: CurrentUser, area: 'merchant' | 'tenant', search = '') {
  const path =
    area === 'merchant' ? '/merchant/payments/pending-payments' : '/transaction-management/pending-payments';
  const screen = area === 'merchant' ? <MerchantPendingPaymentsScreen /> : <TenantPendingPaymentsScreen />;
  return renderWithUser(screen, user, { route: `${path}${search}`, path });
}
