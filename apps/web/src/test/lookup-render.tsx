import {
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import { DEFAULT_TRANSACTION_COLUMNS } from '@paydesk/contracts/transactions/transaction.model';
import {
  getCurrenciesAll,
  getLookupColumns,
  getTenantsAll,
  listSavedFilters,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import {
  MerchantTransactionScreen,
  PlatformTransactionScreen,
  TenantTransactionScreen,
} from '../features/transactions/pages/detail-screens';
import {
  MerchantColumnsScreen,
  MerchantLookupScreen,
  PlatformColumnsScreen,
  PlatformLookupScreen,
  TenantColumnsScreen,
  TenantLookupScreen,
} from '../features/transactions/pages/lookup-screens';
import { type LookupArea, lookupPathOf } from '../lib/transactions/lookup-area';
import {
  ACTIVE_CUSTOMERS,
  CURRENCIES,
  LOOKUP_IDS,
  PAYMENT_METHODS,
  SERVICE_PROVIDERS,
} from './fixtures/lookup-fixtures';
import type { MockApi } from './mock-api';
import { renderWithUser } from './render-with-user';

const LOOKUPS: Record<LookupArea, () => ReactElement> = {
  merchant: () => <MerchantLookupScreen />,
  tenant: () => <TenantLookupScreen />,
  platform: () => <PlatformLookupScreen />,
};
const CHOOSERS: Record<LookupArea, () => ReactElement> = {
  merchant: () => <MerchantColumnsScreen />,
  tenant: () => <TenantColumnsScreen />,
  platform: () => <PlatformColumnsScreen />,
};

const DETAILS: Record<LookupArea, () => ReactElement> = {
  merchant: () => <MerchantTransactionScreen />,
  tenant: () => <TenantTransactionScreen />,
  platform: () => <PlatformTransactionScreen />,
};

/** The reference lists, the default columns and no saved filters. */
export function serveLookupOptions(api: MockApi) {
  api.on(getCurrenciesAll, CURRENCIES);
  api.on(getActivePaymentMethods, PAYMENT_METHODS);
  api.on(getServiceProviders, SERVICE_PROVIDERS);
  api.on(getActiveCustomers, ACTIVE_CUSTOMERS);
  api.on(getTenantsAll, [
    { id: LOOKUP_IDS.blueHarbor, name: 'Blue Harbor' },
    { id: LOOKUP_IDS.northwind, name: 'Northwind Payments' },
  ]);
  api.on(getLookupColumns, { columns: [...DEFAULT_TRANSACTION_COLUMNS] });
  api.on(listSavedFilters, []);
}

/** Shows where the router is, so a test can read the URL the screen wrote. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders an area's lookup (or its columns chooser) at `search`, with the lookup, the chooser and
 * a details stand-in mounted at their paths, and a probe of the current URL. With `details:
 * 'screen'` the real details screen is mounted instead of the stand-in (serve its calls).
 */
export function renderLookup(
  area: LookupArea,
  user: CurrentUser,
  search = '',
  screenKind: 'lookup' | 'columns' = 'lookup',
  details: 'stand-in' | 'screen' = 'stand-in',
) {
  const base = lookupPathOf(area);
  const ui = (
    <>
      <Routes>
        <Route path={base} element={LOOKUPS[area]()} />
        <Route path={`${base}-columns`} element={CHOOSERS[area]()} />
        <Route
          path={`${base}/:transactionId`}
          element={details === 'screen' ? DETAILS[area]() : <p data-testid="details-page" />}
        />
      </Routes>
      <LocationProbe />
    </>
  );
  const route = screenKind === 'lookup' ? `${base}${search}` : `${base}-columns`;
  return renderWithUser(ui, user, { route, path: '*' });
}

/** The current URL's search params, as the probe shows them. */
export function currentParams(): URLSearchParams {
  const text = screen.getByTestId('location').textContent ?? '';
  return new URLSearchParams(text.split('?')[1] ?? '');
}

export function currentPath(): string {
  return (screen.getByTestId('location').textContent ?? '').split('?')[0] ?? '';
}

/** The data rows of the lookup's table. */
export function lookupRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Transactions' }))
    .getAllByRole('row')
    .slice(1);
}
