import {
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import { reportToolCalls } from '@paydesk/contracts/reports/report-tool.endpoints';
import { type DataAnalytics, REPORT_TOOL } from '@paydesk/contracts/reports/report-tool.schemas';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { AuthContext } from '../../../shell/auth/auth-context';
import { fakeAuth } from '../../../test/auth-fixtures';
import { tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { DataAnalyticsPage } from './data-analytics-page';
import { fromBase64Url, keyHashOf, newKeyPair, sharedKey, toBase64Url, unseal } from './report-tool-crypto';
import { type DataMessage, MESSAGE_KINDS } from './report-tool-messages';
import { popupFeatures } from './use-report-tool';

/**
 * The report page's side of the report tool: spec §2's pop-up size (the window minus 500 by 400)
 * and spec §4/§9's data sent 1 s (1000 ms) after the pop-up said it opened, sealed to its key, with
 * the token the server issued for that key.
 */

const DATA: DataAnalytics = {
  from: '2026-12-01T00:00:00.000Z',
  to: '2026-12-08T00:00:00.000Z',
  timezoneOffset: 0,
  updatedAt: '2026-12-07T10:00:00.000Z',
  rows: [
    {
      day: '2026-12-06',
      serviceProvider: 'northstar',
      paymentMethod: 'visa',
      currency: 'EUR',
      count: 10,
      successCount: 9,
      amount: 10_000,
      baseCurrency: 'EUR',
      baseAmount: 10_000,
    },
  ],
};
const ORIGIN = window.location.origin;
let api: MockApi;

beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(reportToolCalls.operatorData, DATA);
  api.on(reportToolCalls.issueToken, { token: 'issued-token', expiresAt: '2026-12-07T10:02:00.000Z' });
  api.on(getActiveCustomers, {});
  api.on(getActivePaymentMethods, [{ id: 'visa', name: 'Visa' }]);
  api.on(getServiceProviders, [{ id: 'northstar', name: 'Northstar' }]);
  api.on(getCurrenciesAll, [{ id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 }]);
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(api.unhandled).toEqual([]);
});

const render = () =>
  renderWithUser(
    <AuthContext.Provider value={fakeAuth()}>
      <DataAnalyticsPage audience="operator" />
    </AuthContext.Provider>,
    tenantAdmin,
    { route: '/crm/reports/data-analytics' },
  );

describe('the data analytics report and its pop-up', { timeout: 30_000 }, () => {
  it('sizes the pop-up as the window minus 500 by 400', () => {
    expect(REPORT_TOOL.widthLess).toBe(500);
    expect(REPORT_TOOL.heightLess).toBe(400);
    expect(popupFeatures({ width: 1600, height: 1000 })).toBe('popup,width=1100,height=600');
  });

  it('lists the rows, and sends them sealed to the pop-up 1 s after it opened, with a token for its key', async () => {
    const popup = { postMessage: vi.fn(), focus: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const view = render();
    const table = await screen.findByRole('table', { name: 'Payments per day' });
    expect(await within(table).findByText('northstar')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: 'Open the report tool' }));
    expect(open).toHaveBeenCalledWith(
      REPORT_TOOL.path,
      'paydesk-report-tool',
      popupFeatures({ width: window.outerWidth, height: window.outerHeight }),
    );

    const keys = newKeyPair();
    const openedAt = Date.now();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { kind: MESSAGE_KINDS.opened, publicKey: toBase64Url(keys.publicKey) },
          origin: ORIGIN,
          source: popup as unknown as MessageEventSource,
        }),
      );
    });
    expect(popup.postMessage).not.toHaveBeenCalled();
    await waitFor(() => expect(popup.postMessage).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(REPORT_TOOL.dataDelayMs - 5);
    const [message, target] = popup.postMessage.mock.calls[0] as [DataMessage, string];
    expect(target).toBe(ORIGIN);
    expect(message).toMatchObject({ kind: MESSAGE_KINDS.data, seq: 1 });
    expect(api.callsTo(reportToolCalls.issueToken)[0]?.body).toEqual({
      report: 'data-analytics',
      keyHash: await keyHashOf(keys.publicKey),
    });
    const page = fromBase64Url(message.publicKey);
    const key = await sharedKey(keys, page, { popup: keys.publicKey, page });
    expect(await unseal(key, 1, message)).toEqual({
      token: 'issued-token',
      report: 'data-analytics',
      title: 'Data analytics',
      data: DATA,
    });
    expect(
      await screen.findByText('The report tool is open and has the data of these filters.'),
    ).toBeInTheDocument();
  });

  it('ignores an "opened" message from a window it did not open', async () => {
    const popup = { postMessage: vi.fn(), focus: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const view = render();
    await screen.findByRole('table', { name: 'Payments per day' });
    await view.events.click(screen.getByRole('button', { name: 'Open the report tool' }));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { kind: MESSAGE_KINDS.opened, publicKey: toBase64Url(newKeyPair().publicKey) },
          origin: ORIGIN,
          source: { postMessage: vi.fn() } as unknown as MessageEventSource,
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, REPORT_TOOL.dataDelayMs + 200));
    expect(popup.postMessage).not.toHaveBeenCalled();
    expect(api.callsTo(reportToolCalls.issueToken)).toHaveLength(0);
  });

  it('says so when the browser blocks the pop-up', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const view = render();
    await screen.findByRole('table', { name: 'Payments per day' });
    await view.events.click(screen.getByRole('button', { name: 'Open the report tool' }));
    expect(
      await screen.findByText('The browser blocked the pop-up. Allow pop-ups for Paydesk and open it again.'),
    ).toBeInTheDocument();
  });
});
