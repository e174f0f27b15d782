import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import { webhookDestinations } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import type { DestinationStatistics } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { getTenantsAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { chooseListedOption } from '../../../test/choose-listed-option';
import { platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { ACME, TENANT } from '../../../test/fixtures/webhooks';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { DestinationStatisticsPage } from './destination-statistics-page';

const STATISTICS: DestinationStatistics = {
  bucket: 'day',
  endpoints: [
    {
      tenantId: TENANT,
      merchantId: ACME,
      merchantName: 'Acme Ltd',
      url: 'https://acme.example/hooks',
      attempts: 40,
      succeeded: 30,
      successRate: 0.75,
      p50Ms: 120,
      p95Ms: 950,
      deliveries: 25,
      delivered: 22,
      failed: 3,
      attemptsPerDelivery: 1.6,
    },
  ],
  series: [
    { at: '2026-12-05T21:00:00.000Z', attempts: 15, succeeded: 15, successRate: 1, p50Ms: 100, p95Ms: 300 },
    { at: '2026-12-06T21:00:00.000Z', attempts: 25, succeeded: 15, successRate: 0.6, p50Ms: 140, p95Ms: 990 },
  ],
};

const BLUE_HARBOR = '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi) =>
  Object.fromEntries(api.callsTo(webhookDestinations.statistics).at(-1)?.query ?? []);

const render = (search = '', user = tenantAdmin) =>
  renderWithUser(
    <>
      <Routes>
        <Route path="/crm/reports/webhooks-destinations/statistics" element={<DestinationStatisticsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    user,
    { route: `/crm/reports/webhooks-destinations/statistics${search}`, path: '*' },
  );

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('Europe/Istanbul');
  api = mockApi();
  api.on(webhookDestinations.statistics, STATISTICS);
  api.on(getTenantsAll, [
    { id: TENANT, name: 'Northwind Payments' },
    { id: BLUE_HARBOR, name: 'Blue Harbor' },
  ]);
  api.on(getActiveCustomers, { [ACME]: 'Acme Ltd' });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the webhook destinations statistics', { timeout: 30_000 }, () => {
  it("asks for the last 7 days of the user's zone with its offset, and shows each endpoint's figures", async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webhook destinations statistics' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Per endpoint' });
    const acme = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(acme.getByText('75 %')).toBeInTheDocument();
    expect(acme.getByText('950')).toBeInTheDocument();
    expect(acme.getByText('1,60')).toBeInTheDocument();
    const query = lastQuery(api);
    expect(query.timezoneOffset).toBe('180');
    expect((Date.parse(String(query.to)) - Date.parse(String(query.from))) / 86_400_000).toBe(7);
    expect(String(query.from)).toMatch(/T21:00:00\.000Z$/);
    expect(query.merchantId).toBeUndefined();
  });

  it('draws the attempts and the success rate per day of the zone', async () => {
    render();
    // The chart kit loads in a chunk of its own with the first chart: a busy machine may take a while.
    // Its table holds the numbers (the drawing's axis labels may say the same).
    const loaded = { timeout: 10_000 };
    const attempts = await screen.findByRole('region', { name: 'Attempts over time' });
    expect(
      await within(attempts).findByRole('rowheader', { name: '06/12/2026' }, loaded),
    ).toBeInTheDocument();
    expect(within(attempts).getByRole('rowheader', { name: '07/12/2026' })).toBeInTheDocument();
    const success = screen.getByRole('region', { name: 'Success rate over time' });
    expect(await within(success).findByRole('cell', { name: '60' }, loaded)).toBeInTheDocument();
  });

  it('writes the period and the merchant to the URL', async () => {
    const view = render('?from=2026-12-01&to=2026-12-02');
    await screen.findByRole('table', { name: 'Per endpoint' });
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        from: '2026-11-30T21:00:00.000Z',
        to: '2026-12-02T21:00:00.000Z',
      }),
    );
    await chooseListedOption(view.events, 'Merchant', { name: 'Acme Ltd', value: ACME });
    await waitFor(() => expect(urlParams().get('merchant')).toBe(ACME));
    expect(urlParams().get('from')).toBe('2026-12-01');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ merchantId: ACME }));
  });

  it('exports every part of the screen as CSV: the series over time, then the endpoints', async () => {
    const downloads = captureDownloads();
    const view = render();
    await screen.findByRole('table', { name: 'Per endpoint' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('webhook-destinations-statistics.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n').filter(Boolean);
    expect(lines).toEqual([
      'Part,Time,Merchant,URL,Attempts,Succeeded,Success rate,p50 (ms),p95 (ms),Deliveries,Delivered,Failed,Attempts per delivery',
      'Over time,2026-12-05T21:00:00.000Z,,,15,15,100,100,300',
      'Over time,2026-12-06T21:00:00.000Z,,,25,15,60,140,990',
      'Per endpoint,,Acme Ltd,https://acme.example/hooks,40,30,75,120,950,25,22,3,1.6',
    ]);
  });

  it('offers platform staff a tenant from the URL; another tenant clears the merchant', async () => {
    const view = render(`?tenant=${TENANT}&merchant=${ACME}&from=2026-12-01&to=2026-12-02`, platformAdmin);
    await screen.findByRole('table', { name: 'Per endpoint' });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ tenantId: TENANT, merchantId: ACME }));
    await chooseListedOption(view.events, 'Tenant', {
      name: 'Blue Harbor',
      value: BLUE_HARBOR,
    });
    await waitFor(() => expect(urlParams().get('tenant')).toBe(BLUE_HARBOR));
    expect(urlParams().get('merchant')).toBeNull();
    expect(urlParams().get('from')).toBe('2026-12-01');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        from: '2026-11-30T21:00:00.000Z',
        to: '2026-12-02T21:00:00.000Z',
        tenantId: BLUE_HARBOR,
        timezoneOffset: '180',
      }),
    );
  });

  it('offers tenant staff no tenant, and sends none from the URL', async () => {
    render(`?tenant=${TENANT}`);
    await screen.findByRole('table', { name: 'Per endpoint' });
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    expect(lastQuery(api).tenantId).toBeUndefined();
    expect(api.callsTo(getTenantsAll)).toHaveLength(0);
  });
});
