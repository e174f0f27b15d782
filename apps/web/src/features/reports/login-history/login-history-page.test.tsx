import { loginHistory } from '@paydesk/contracts/audit/audit.endpoints';
import type { LoginEvent } from '@paydesk/contracts/audit/audit.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { captureDownloads } from '../../../test/capture-downloads';
import { tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { LoginHistoryPage } from './login-history-page';

const event = (overrides: Partial<LoginEvent>): LoginEvent => ({
  id: '11111111-1111-4111-8111-111111111111',
  occurredAt: '2026-12-06T09:15:30.000Z',
  event: 'signIn',
  userId: '22222222-2222-4222-8222-222222222222',
  email: 'ada@acme.example',
  name: 'Ada Lovelace',
  userType: 'tenant',
  tenantId: null,
  merchantId: null,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 Firefox/133.0',
  reason: null,
  ...overrides,
});

const EVENTS = [
  event({}),
  event({
    id: '33333333-3333-4333-8333-333333333333',
    event: 'signInFailed',
    reason: 'Wrong password',
    userId: null,
    name: null,
    email: 'mallory@acme.example',
  }),
  event({ id: '44444444-4444-4444-8444-444444444444', event: 'locked', reason: 'Too many attempts' }),
];

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi) => Object.fromEntries(api.callsTo(loginHistory).at(-1)?.query ?? []);

const render = (search = '') =>
  renderWithUser(
    <>
      <Routes>
        <Route path="/crm/reports/login-history" element={<LoginHistoryPage />} />
      </Routes>
      <LocationProbe />
    </>,
    tenantAdmin,
    { route: `/crm/reports/login-history${search}`, path: '*' },
  );

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(loginHistory, { count: EVENTS.length, data: EVENTS });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the login history', { timeout: 30_000 }, () => {
  it('lists sign-ins, refusals and locks with the reason, address and browser, for the last 30 days', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login history' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sign-in events' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Signed in')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('ada@acme.example')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Sign-in refused')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Wrong password')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Account locked')).toBeInTheDocument();
    const query = lastQuery(api);
    const days = (Date.parse(String(query.to)) - Date.parse(String(query.from))) / 86_400_000;
    expect(days).toBe(30);
    expect(query).toMatchObject({ pageIndex: '0' });
  });

  it('filters by user and event from the URL, and writes a new filter back from the first page', async () => {
    const view = render('?event=locked&page=1');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ event: 'locked', pageIndex: '1' }));
    await view.events.type(screen.getByRole('textbox', { name: 'User' }), 'ada@');
    await view.events.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urlParams().get('user')).toBe('ada@'));
    expect(urlParams().get('page')).toBeNull();
    expect(urlParams().get('event')).toBe('locked');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ user: 'ada@', event: 'locked', pageIndex: '0' }),
    );
  });

  it('exports every matching event as CSV, page by page', async () => {
    const downloads = captureDownloads();
    const view = render();
    await screen.findByRole('table', { name: 'Sign-in events' });
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('login-history.csv');
    const lines = (await (downloads.blobs[0] as Blob).text()).split('\r\n');
    expect(lines[0]).toBe('Time (UTC),E-mail,Name,User type,Event,Reason,IP address,Browser');
    expect(lines[2]).toBe(
      '2026-12-06T09:15:30.000Z,mallory@acme.example,,tenant,Sign-in refused,Wrong password,203.0.113.7,Mozilla/5.0 Firefox/133.0',
    );
    expect(lastQuery(api)).toMatchObject({ pageSize: '100', pageIndex: '0' });
  });

  it('says No data when nothing matches', async () => {
    api.on(loginHistory, { count: 0, data: [] });
    render();
    const table = await screen.findByRole('table', { name: 'Sign-in events' });
    expect(await within(table).findByText('No data')).toBeInTheDocument();
  });
});
