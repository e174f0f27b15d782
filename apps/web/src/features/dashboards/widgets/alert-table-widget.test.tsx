import { alertCalls } from '@paydesk/contracts/alerts/alert.endpoints';
import type { AlertView } from '@paydesk/contracts/alerts/alert.schemas';
import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { merchantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { MerchantDashboardScreen } from '../pages/dashboard-screens';
import { catalogueWidget, dashboardOf, personal } from '../testing/dashboard-fixtures';

const ALERT = 'a1a1a1a1-1111-4111-8111-111111111111';
const alert: AlertView = {
  id: ALERT,
  tenantId: '5b7f2c0e-3d1a-4c7e-9a55-1f0e2d3c4b5a',
  tenantName: 'Northwind Payments',
  merchantId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  merchantName: 'Acme Retail Ltd',
  ruleId: null,
  ruleName: 'Declines over 20 %',
  metric: 'DeclineRatio',
  comparator: 'Above',
  threshold: 20,
  windowMinutes: 15,
  mode: 'Live',
  state: 'Firing',
  firedValue: 42.25,
  firedSample: 80,
  lastValue: 38,
  lastSample: 95,
  startedAt: '2026-12-06T09:15:30.000Z',
  resolvedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
};

/** The merchant's alert table, as the server's seed is asked to define it. */
const alertsWidget = catalogueWidget(
  {
    name: 'Alerts',
    dataSourceEndpoint: '/alerts',
    data: {
      configuration: {
        widgetType: 'TABLE_WIDGET',
        description: null,
        isLast24Hours: false,
        customPipe: null,
        chartConfiguration: null,
        tableConfiguration: {
          tableDataProperties: ['state', 'ruleName', 'firedValue', 'startedAt'],
          tableDataColumns: ['State', 'Rule', 'Value', 'Started'],
          customTemplate: null,
          pipes: ['alertState', '', 'alertValue', 'date'],
          navigationUrl: null,
        },
      },
    },
  },
  'TABLE_WIDGET',
);

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(getCurrenciesAll, [{ id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 }]);
  api.on(userDashboard.getUserDashboard, dashboardOf([personal(alertsWidget, { x: 0, y: 0, w: 6, h: 3 })]));
  api.on(alertCalls.merchantList, { count: 1, data: [alert] });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe("a merchant's alerts on the dashboard", { timeout: 30_000 }, () => {
  it('shows each alert’s state, rule, value in its unit and start', async () => {
    renderWithUser(<MerchantDashboardScreen />, merchantAdmin, { route: '/dashboard' });
    const table = await screen.findByRole('table', { name: 'Alerts' });
    const row = within((await within(table).findByText('Declines over 20 %')).closest('tr') as HTMLElement);
    expect(row.getByText('Declines over 20 %')).toBeInTheDocument();
    expect(row.getByText('42,3 %')).toBeInTheDocument();
    expect(row.getByText('06/12/2026 09:15')).toBeInTheDocument();
    expect(row.getByText('Firing')).toBeInTheDocument();
    expect(api.callsTo(alertCalls.merchantList)[0]?.query.get('pageIndex')).toBe('0');
  });
});
