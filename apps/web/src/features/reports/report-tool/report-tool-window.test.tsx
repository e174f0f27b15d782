import { reportToolCalls } from '@paydesk/contracts/reports/report-tool.endpoints';
import { type DataAnalytics, REPORT_TOOL } from '@paydesk/contracts/reports/report-tool.schemas';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { AuthContext } from '../../../shell/auth/auth-context';
import { fakeAuth } from '../../../test/auth-fixtures';
import { tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { fromBase64Url, keyHashOf, newKeyPair, seal, sharedKey, toBase64Url } from './report-tool-crypto';
import { type DataMessage, MESSAGE_KINDS, type PopupOpened } from './report-tool-messages';
import { ReportToolWindow } from './report-tool-window';

/**
 * The pop-up's side (spec §4 "Data messages are accepted only from the configured origin and with a
 * valid token. Otherwise authentication fails and the message is ignored"; spec §8 'AUTHENTICATION
 * FAILED'): the page that opened it is a stand-in whose messages are built as use-report-tool.ts
 * builds them.
 */

const DATA: DataAnalytics = {
  from: '2026-12-01T00:00:00.000Z',
  to: '2026-12-08T00:00:00.000Z',
  timezoneOffset: 0,
  updatedAt: '2026-12-07T10:00:00.000Z',
  rows: [
    row('2026-12-06', 'northstar', 'visa', 'EUR', 10, 9, 10_000),
    row('2026-12-06', 'northstar', 'mastercard', 'EUR', 4, 2, 4_000),
    row('2026-12-07', 'bluepay', 'visa', 'USD', 6, 6, 6_000),
  ],
};

function row(
  day: string,
  provider: string,
  method: string,
  currency: string,
  count: number,
  ok: number,
  amount: number,
) {
  return {
    day,
    serviceProvider: provider,
    paymentMethod: method,
    currency,
    count,
    successCount: ok,
    amount,
    baseCurrency: 'EUR',
    baseAmount: amount,
  };
}

const ORIGIN = window.location.origin;
let api: MockApi;
let opener: { postMessage: ReturnType<typeof vi.fn> };

beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(reportToolCalls.checkToken, { report: 'data-analytics' });
  api.on(getCurrenciesAll, [
    { id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 },
    { id: 'USD', name: 'US dollar', numericCode: '840', decimalPlaces: 2 },
  ]);
  opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
});
afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  expect(api.unhandled).toEqual([]);
});

/** The pop-up's public key, from its "opened" message to the page. */
async function popupKey(): Promise<Uint8Array> {
  await waitFor(() => expect(opener.postMessage).toHaveBeenCalled());
  const [message, targetOrigin] = opener.postMessage.mock.calls[0] as [PopupOpened, string];
  expect(message.kind).toBe(MESSAGE_KINDS.opened);
  expect(targetOrigin).toBe(ORIGIN);
  return fromBase64Url(message.publicKey);
}

/** A data message as the page seals it. */
async function dataMessage(seq: number, token = 'token-1', data = DATA): Promise<DataMessage> {
  const popup = await popupKey();
  const page = newKeyPair();
  const key = await sharedKey(page, popup, { popup, page: page.publicKey });
  const sealed = await seal(key, seq, { token, report: 'data-analytics', title: 'Data analytics', data });
  return { kind: MESSAGE_KINDS.data, seq, publicKey: toBase64Url(page.publicKey), ...sealed };
}

function deliver(data: unknown, from: { origin?: string; source?: unknown } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? ORIGIN,
        source: (from.source ?? opener) as MessageEventSource,
      }),
    );
  });
}

const render = () =>
  renderWithUser(
    <AuthContext.Provider value={fakeAuth()}>
      <ReportToolWindow />
    </AuthContext.Provider>,
    tenantAdmin,
    { route: '/report-tool' },
  );
const failure = () => screen.findByText(REPORT_TOOL.authenticationFailed);

describe('the report tool pop-up', { timeout: 30_000 }, () => {
  it('shows the data of a valid message, grouped by day, after the server confirmed its token', async () => {
    render();
    expect(await screen.findByText("Waiting for the report's data…")).toBeInTheDocument();
    const message = await dataMessage(1);
    deliver(message);
    const table = await screen.findByRole('table', { name: 'Groups' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      '2026-12-06',
      '2026-12-07',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('14')).toBeInTheDocument();
    const check = api.callsTo(reportToolCalls.checkToken)[0]?.body as Record<string, string>;
    expect(check).toEqual({
      token: 'token-1',
      report: 'data-analytics',
      keyHash: await keyHashOf(await popupKey()),
    });
    expect(screen.queryByText(REPORT_TOOL.authenticationFailed)).not.toBeInTheDocument();
  });

  it('groups by another dimension and filters by the others', async () => {
    const view = render();
    deliver(await dataMessage(1));
    await screen.findByRole('table', { name: 'Groups' });
    await view.events.selectOptions(screen.getByRole('combobox', { name: /^Group by/ }), 'Service provider');
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    const table = screen.getByRole('table', { name: 'Groups' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByText('northstar')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('14')).toBeInTheDocument();
  });

  it('refuses a message from another origin: AUTHENTICATION FAILED, nothing shown, no token checked', async () => {
    render();
    deliver(await dataMessage(1), { origin: 'https://evil.example' });
    expect(await failure()).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Groups' })).not.toBeInTheDocument();
    expect(api.callsTo(reportToolCalls.checkToken)).toHaveLength(0);
  });

  it('refuses a message from a window other than its opener', async () => {
    render();
    deliver(await dataMessage(1), { source: { postMessage: vi.fn() } });
    expect(await failure()).toBeInTheDocument();
    expect(api.callsTo(reportToolCalls.checkToken)).toHaveLength(0);
  });

  it('refuses a replayed message, and keeps the data it already shows', async () => {
    render();
    const message = await dataMessage(1);
    deliver(message);
    await screen.findByRole('table', { name: 'Groups' });
    deliver(message);
    expect(await failure()).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Groups' })).toBeInTheDocument();
    expect(api.callsTo(reportToolCalls.checkToken)).toHaveLength(1);
  });

  it.each([["another user's token"], ['an expired token']])(
    'refuses %s (the server refuses it)',
    async () => {
      api.on(reportToolCalls.checkToken, () =>
        errorResponse(409, 'This report tool token is not valid', 'REPORT_TOOL_TOKEN_INVALID'),
      );
      render();
      deliver(await dataMessage(1, 'someone-elses'));
      expect(await failure()).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Groups' })).not.toBeInTheDocument();
    },
  );

  it('refuses a message sealed to another key', async () => {
    render();
    await popupKey();
    const stranger = newKeyPair();
    const page = newKeyPair();
    const key = await sharedKey(page, stranger.publicKey, {
      popup: stranger.publicKey,
      page: page.publicKey,
    });
    const sealed = await seal(key, 1, { token: 't', report: 'data-analytics', title: 'x', data: DATA });
    deliver({ kind: MESSAGE_KINDS.data, seq: 1, publicKey: toBase64Url(page.publicKey), ...sealed });
    expect(await failure()).toBeInTheDocument();
    expect(api.callsTo(reportToolCalls.checkToken)).toHaveLength(0);
  });

  it('ignores what is not a report tool message', async () => {
    render();
    await popupKey();
    deliver({ source: 'react-devtools' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(REPORT_TOOL.authenticationFailed)).not.toBeInTheDocument();
  });

  it('tells the page it closed', async () => {
    render();
    await popupKey();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(opener.postMessage).toHaveBeenLastCalledWith({ kind: MESSAGE_KINDS.closed }, ORIGIN);
  });
});
