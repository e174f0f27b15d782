import { alertCalls } from '@paydesk/contracts/alerts/alert.endpoints';
import type { AlertView } from '@paydesk/contracts/alerts/alert.schemas';
import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import { getTenantsAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { ACME, TENANT } from '../../../test/fixtures/webhooks';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { OperatorAlertsScreen } from '../pages/report-screens';

const FIRING = 'a1a1a1a1-1111-4111-8111-111111111111';
const RESOLVED = 'b2b2b2b2-2222-4222-8222-222222222222';
const RULE = 'c3c3c3c3-3333-4333-8333-333333333333';

const alert = (overrides: Partial<AlertView> = {}): AlertView => ({
  id: FIRING,
  tenantId: TENANT,
  tenantName: 'Northwind Payments',
  merchantId: ACME,
  merchantName: 'Acme Ltd',
  ruleId: RULE,
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
  ...overrides,
});
const ROWS = [
  alert(),
  alert({
    id: RESOLVED,
    ruleName: 'Fast payments',
    metric: 'Velocity',
    threshold: 5,
    firedValue: 7.5,
    state: 'Resolved',
    resolvedAt: '2026-12-06T10:00:00.000Z',
    acknowledgedAt: '2026-12-06T09:30:00.000Z',
    acknowledgedBy: 'Oliver Bennett',
  }),
];

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi, endpoint: AnyEndpoint = alertCalls.tenantList) =>
  Object.fromEntries(api.callsTo(endpoint).at(-1)?.query ?? []);

const render = (search = '', user = tenantAdmin) =>
  renderWithUser(
    <>
      <Routes>
        <Route path="/crm/reports/alerts" element={<OperatorAlertsScreen />} />
      </Routes>
      <LocationProbe />
    </>,
    user,
    { route: `/crm/reports/alerts${search}`, path: '*' },
  );

const table = () => screen.findByRole('table', { name: 'Alerts' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(alertCalls.tenantList, { count: ROWS.length, data: ROWS });
  api.on(alertCalls.platformList, { count: ROWS.length, data: ROWS });
  api.on(getActiveCustomers, { [ACME]: 'Acme Ltd' });
  api.on(getTenantsAll, [{ id: TENANT, name: 'Northwind Payments' }]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the alerts report', { timeout: 30_000 }, () => {
  it('lists the tenant’s alerts for the filters of the URL', async () => {
    render(`?state=Firing&metric=DeclineRatio&merchant=${ACME}&from=2026-12-01&to=2026-12-06&page=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alerts' })).toBeInTheDocument();
    const [firing, resolved] = (await bodyRows()) as [HTMLElement, HTMLElement];
    const first = within(firing);
    expect(first.getByText('Firing').closest('[data-tone]')).toHaveAttribute('data-tone', 'negative');
    expect(first.getByText('Declines over 20 %')).toBeInTheDocument();
    expect(first.getByText('Acme Ltd')).toBeInTheDocument();
    expect(first.getByText('Decline ratio')).toBeInTheDocument();
    expect(first.getByText('42,3 % (above 20,0 %)')).toBeInTheDocument();
    expect(first.getByText('06/12/2026 09:15:30')).toBeInTheDocument();
    const second = within(resolved);
    expect(second.getByText('7,5 /min (above 5,0 /min)')).toBeInTheDocument();
    expect(second.getByText('Oliver Bennett, 06/12/2026 09:30:00')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Firing');
    expect(screen.getByRole('combobox', { name: 'Metric' })).toHaveValue('DeclineRatio');
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    expect(lastQuery(api)).toEqual({
      state: 'Firing',
      metric: 'DeclineRatio',
      merchantId: ACME,
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-07T00:00:00.000Z',
      pageIndex: '1',
      pageSize: '20',
    });
  });

  it('writes a state chosen to the URL, from the first page', async () => {
    const view = render('?page=1');
    await table();
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Resolved');
    await waitFor(() => expect(urlParams().get('state')).toBe('Resolved'));
    expect(urlParams().get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ state: 'Resolved', pageIndex: '0' }));
  });

  it('shows platform staff every tenant’s alerts, with the tenant column and filter', async () => {
    render(`?tenant=${TENANT}`, platformAdmin);
    await table();
    expect(screen.getByRole('columnheader', { name: 'Tenant' })).toBeInTheDocument();
    expect(within((await bodyRows())[0] as HTMLElement).getByText('Northwind Payments')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveValue(TENANT));
    expect(lastQuery(api, alertCalls.platformList)).toMatchObject({ tenantId: TENANT });
    expect(api.callsTo(alertCalls.tenantList)).toHaveLength(0);
  });

  it('acknowledges an alert and reads the list again', async () => {
    api.on(alertCalls.acknowledge, (call) =>
      alert({
        id: call.params.id,
        acknowledgedAt: '2026-12-06T11:00:00.000Z',
        acknowledgedBy: 'Oliver Bennett',
      }),
    );
    const view = render();
    await bodyRows();
    const before = api.callsTo(alertCalls.tenantList).length;
    await view.events.click(
      await screen.findByRole('button', { name: 'Acknowledge the alert of Declines over 20 % for Acme Ltd' }),
    );
    expect(
      await screen.findByText('The alert of Declines over 20 % for Acme Ltd was acknowledged'),
    ).toBeInTheDocument();
    expect(api.callsTo(alertCalls.acknowledge)[0]?.params).toEqual({ id: FIRING });
    await waitFor(() => expect(api.callsTo(alertCalls.tenantList).length).toBeGreaterThan(before));
  });

  it('shows the server’s message when someone acknowledged it first, and refreshes', async () => {
    api.on(
      alertCalls.acknowledge,
      errorResponse(409, 'Elif Yılmaz acknowledged this alert already', 'ALERT_ALREADY_ACKNOWLEDGED'),
    );
    const view = render();
    await bodyRows();
    const before = api.callsTo(alertCalls.tenantList).length;
    await view.events.click(
      await screen.findByRole('button', { name: 'Acknowledge the alert of Declines over 20 % for Acme Ltd' }),
    );
    expect(await screen.findByText('Elif Yılmaz acknowledged this alert already')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(alertCalls.tenantList).length).toBeGreaterThan(before));
  });

  it('opens the alert of the notification’s link, ?alert=<id>', async () => {
    api.on(alertCalls.get, (call) => alert({ id: call.params.id }));
    const view = render(`?alert=${FIRING}`);
    const dialog = await screen.findByRole('dialog', { name: 'Alert of Declines over 20 %' });
    expect(await within(dialog).findByText('42,3 % over 80 payments')).toBeInTheDocument();
    expect(within(dialog).getByText('38,0 % over 95 payments')).toBeInTheDocument();
    expect(within(dialog).getByText('15 min')).toBeInTheDocument();
    expect(api.callsTo(alertCalls.get)[0]?.params).toEqual({ id: FIRING });
    await view.events.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(urlParams().get('alert')).toBeNull());
  });

  it('exports every alert the filters match as CSV', async () => {
    const downloads = captureDownloads();
    const view = render();
    await table();
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('alerts.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n').filter(Boolean);
    expect(lines).toEqual([
      'State,Rule,Merchant,Metric,Comparator,Threshold,Fired value,Latest value,Mode,Started,Resolved,Acknowledged at,Acknowledged by',
      'Firing,Declines over 20 %,Acme Ltd,Decline ratio,Above,20,42.25,38,Live,2026-12-06T09:15:30.000Z,,,',
      'Resolved,Fast payments,Acme Ltd,Velocity,Above,5,7.5,38,Live,2026-12-06T09:15:30.000Z,2026-12-06T10:00:00.000Z,2026-12-06T09:30:00.000Z,Oliver Bennett',
    ]);
    expect(lastQuery(api)).toMatchObject({ pageSize: '100', pageIndex: '0' });
  });
});
