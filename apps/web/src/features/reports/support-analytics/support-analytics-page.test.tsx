import { supportAnalytics } from '@paydesk/contracts/support/support-analytics.endpoints';
import type {
  SupportAnalyticsReport,
  SupportAnalyticsRow,
} from '@paydesk/contracts/support/support-analytics.schemas';
import { getTenantsAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { SupportAnalyticsPage } from './support-analytics-page';

const MIN = 60;
const HOUR = 60 * MIN;
const NORTHWIND = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const row = (overrides: Partial<SupportAnalyticsRow>): SupportAnalyticsRow => ({
  key: '11111111-1111-4111-8111-111111111111',
  label: 'Elif Yılmaz',
  opened: 12,
  closed: 9,
  stillOpen: 3,
  responded: 11,
  firstResponseMedian: 2 * HOUR + 15 * MIN,
  firstResponseP90: 26 * HOUR,
  resolutionMedian: 45 * MIN,
  billable: null,
  ...overrides,
});

const ROWS = [
  row({}),
  row({
    key: null,
    label: null,
    opened: 2,
    closed: 0,
    stillOpen: 2,
    responded: 0,
    firstResponseMedian: null,
    firstResponseP90: null,
    resolutionMedian: null,
  }),
];

const answer = (overrides: Partial<SupportAnalyticsReport> = {}): SupportAnalyticsReport => ({
  from: '2026-11-08T00:00:00.000Z',
  to: '2026-12-08T00:00:00.000Z',
  timezoneOffset: 0,
  groupBy: 'agent',
  desk: 'tenant',
  totals: {
    opened: 14,
    closed: 9,
    stillOpen: 5,
    responded: 11,
    firstResponseMedian: 2 * HOUR + 15 * MIN,
    firstResponseP90: 26 * HOUR,
    resolutionMedian: 45 * MIN,
    billable: null,
  },
  perDay: [
    { day: '2026-12-06', opened: 3, closed: 1 },
    { day: '2026-12-07', opened: 0, closed: 2 },
  ],
  count: ROWS.length,
  data: ROWS,
  ...overrides,
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi) => Object.fromEntries(api.callsTo(supportAnalytics).at(-1)?.query ?? []);
const ROUTE = '/crm/reports/support-analytics-report';

const render = (search = '', user = tenantAdmin) =>
  renderWithUser(
    <>
      <Routes>
        <Route path={ROUTE} element={<SupportAnalyticsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    user,
    { route: `${ROUTE}${search}`, path: '*' },
  );

const tile = (name: string) => screen.getByRole('paragraph', { name });

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(supportAnalytics, answer());
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the support analytics report', { timeout: 30_000 }, () => {
  it('shows the totals and the tickets per agent for the last 30 days', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Support analytics' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tickets per agent' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Elif Yılmaz', '12', '9', '3', '2 h 15 min', '1 d 2 h', '45 min']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Unassigned', '2', '0', '2', '—', '—', '—']);
    expect(tile('Tickets opened')).toHaveTextContent('14');
    expect(tile('Tickets closed')).toHaveTextContent('9');
    expect(tile('Median first response')).toHaveTextContent('2 h 15 min');
    expect(tile('Median resolution')).toHaveTextContent('45 min');
    // The tenant desk records no billable flag: no billable figure.
    expect(screen.queryByText('Billable tickets')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Opened and closed per day' })).toBeInTheDocument();
    const query = lastQuery(api);
    const days = (Date.parse(String(query.to)) - Date.parse(String(query.from))) / 86_400_000;
    expect(days).toBe(30);
    expect(query).toMatchObject({ groupBy: 'agent', pageIndex: '0', pageSize: '20', timezoneOffset: '0' });
    expect(query.tenantId).toBeUndefined();
  });

  it('reads the filters from the URL and writes the group by back, from the first page', async () => {
    const view = render('?from=2026-12-01&to=2026-12-07&page=1&pageSize=50');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        from: '2026-12-01T00:00:00.000Z',
        to: '2026-12-08T00:00:00.000Z',
        pageIndex: '1',
        pageSize: '50',
      }),
    );
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'label');
    await waitFor(() => expect(urlParams().get('groupBy')).toBe('label'));
    expect(urlParams().get('page')).toBeNull();
    expect(urlParams().get('from')).toBe('2026-12-01');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ groupBy: 'label', pageIndex: '0' }));
    expect(await screen.findByRole('table', { name: 'Tickets per label' })).toBeInTheDocument();
    expect(screen.getByText('No label')).toBeInTheDocument();
  });

  it('offers platform staff a tenant, and shows the billable tickets of the platform desk', async () => {
    api.on(getTenantsAll, [{ id: NORTHWIND, name: 'Northwind Payments' }]);
    api.on(
      supportAnalytics,
      answer({
        desk: 'platform',
        totals: { ...answer().totals, billable: 4 },
        data: [row({ key: NORTHWIND, label: 'Northwind Payments', billable: 4 })],
        count: 1,
      }),
    );
    const view = render('?groupBy=customer', platformAdmin);
    const table = await screen.findByRole('table', { name: 'Tickets per customer' });
    await waitFor(() => expect(tile('Billable tickets')).toHaveTextContent('4'));
    expect(within(table).getByRole('columnheader', { name: 'Billable tickets' })).toBeInTheDocument();
    await view.events.selectOptions(await screen.findByRole('combobox', { name: 'Tenant' }), NORTHWIND);
    await waitFor(() => expect(urlParams().get('tenantId')).toBe(NORTHWIND));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ tenantId: NORTHWIND, groupBy: 'customer' }));
  });

  it('exports the totals, the days and every group as CSV', async () => {
    const downloads = captureDownloads();
    const view = render();
    await screen.findByRole('table', { name: 'Tickets per agent' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('support-analytics.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Part,Group,Opened,Closed,Still open,Median first response (s),"First response, 90th percentile (s)",Median resolution (s)',
      'Total,All tickets,14,9,5,8100,93600,2700',
      'Day,2026-12-06,3,1',
      'Day,2026-12-07,0,2',
      'Agent,Elif Yılmaz,12,9,3,8100,93600,2700',
      'Agent,Unassigned,2,0,2,,,',
    ]);
    expect(lastQuery(api)).toMatchObject({ pageSize: '100', pageIndex: '0' });
  });

  it('says No data when there are no tickets', async () => {
    api.on(
      supportAnalytics,
      answer({ count: 0, data: [], perDay: [{ day: '2026-12-07', opened: 0, closed: 0 }] }),
    );
    render();
    const table = await screen.findByRole('table', { name: 'Tickets per agent' });
    expect(await within(table).findByText('No data')).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Opened and closed per day' });
    expect(within(chart).getByText('No data')).toBeInTheDocument();
  });
});
