import { merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { makeTransaction, pageOf } from '../../../test/fixtures/lookup-fixtures';
import {
  boardingMerchant,
  merchantAdmin,
  platformAdmin,
  sandboxMerchant,
  tenantAgent,
} from '../../../test/fixtures/users';
import { serveLookupOptions } from '../../../test/lookup-render';
import { mockApi } from '../../../test/mock-api';
import { renderApp, renderWithUser } from '../../../test/render-with-user';
import { systemModeState } from './system-mode-state';
import { SystemModeSwitch } from './system-mode-switch';

const switchControl = () => screen.getByRole('switch', { name: 'Test/Live mode' });

/** The switch; renderWithUser provides the feedback viewport with its bottom-left alert area. */
const withAlertArea = <SystemModeSwitch />;

describe('Test/Live switch', { timeout: 20_000 }, () => {
  it('is hidden for a NoProcessing merchant and for operators', () => {
    for (const user of [boardingMerchant, tenantAgent, platformAdmin]) {
      const { unmount } = renderWithUser(withAlertArea, user);
      expect(screen.queryByRole('switch', { name: 'Test/Live mode' })).not.toBeInTheDocument();
      unmount();
    }
    expect(localSettings.getSystemMode()).toBeNull();
  });

  it('is forced to Test and disabled for a SandboxEnabled merchant', () => {
    localSettings.setSystemMode('Live');
    renderWithUser(withAlertArea, sandboxMerchant);
    expect(switchControl()).toBeDisabled();
    expect(switchControl()).not.toBeChecked();
    expect(screen.getByText('Test')).toBeInTheDocument();
    expect(localSettings.getSystemMode()).toBe('Test');
  });

  it('is enabled and Live on the first visit otherwise', () => {
    renderWithUser(withAlertArea, merchantAdmin);
    expect(switchControl()).toBeEnabled();
    expect(switchControl()).toBeChecked();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(localSettings.getSystemMode()).toBe('Live');
  });

  it('keeps the stored choice on later visits', () => {
    localSettings.setSystemMode('Test');
    renderWithUser(withAlertArea, merchantAdmin);
    expect(switchControl()).not.toBeChecked();
    expect(screen.getByText('Test')).toBeInTheDocument();
  });

  it('stores a change, reloads the data, says so and stays on the page', async () => {
    const { events, queryClient, router } = renderWithUser(withAlertArea, merchantAdmin, {
      route: '/reports/account-statement?page=2',
    });
    queryClient.setQueryData(['transactions', 'list'], { rows: [] });
    await events.click(switchControl());

    expect(localSettings.getSystemMode()).toBe('Test');
    expect(switchControl()).not.toBeChecked();
    expect(screen.getByText('Test')).toBeInTheDocument();
    expect(queryClient.getQueryState(['transactions', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['users', 'current'])?.isInvalidated).toBe(false);
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(await within(alerts).findByText('You are now in Test mode')).toBeInTheDocument();
    expect(within(alerts).getByRole('alert')).toHaveClass('MuiAlert-colorInfo');
    expect(router.state.location.pathname).toBe('/reports/account-statement');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('follows a change of processing status without a reload: forced to Test once SandboxEnabled', async () => {
    const { queryClient } = renderWithUser(withAlertArea, boardingMerchant);
    expect(screen.queryByRole('switch', { name: 'Test/Live mode' })).not.toBeInTheDocument();
    // What an accepted agreement does: the user context comes back with SandboxEnabled.
    act(() =>
      queryClient.setQueryData(['users', 'current'], {
        ...boardingMerchant,
        merchant: { ...boardingMerchant.merchant!, processingStatus: 'SandboxEnabled' },
      }),
    );
    // The query cache tells its observers on the next tick.
    expect(await screen.findByRole('switch', { name: 'Test/Live mode' })).toBeDisabled();
    expect(switchControl()).not.toBeChecked();
    expect(screen.getByText('Test')).toBeInTheDocument();
    expect(localSettings.getSystemMode()).toBe('Test');
  });

  it('derives its state from the processing status alone', () => {
    expect(systemModeState(merchantAdmin, 'Test')).toEqual({ visible: true, disabled: false, mode: 'Test' });
    expect(systemModeState(sandboxMerchant, 'Live')).toEqual({ visible: true, disabled: true, mode: 'Test' });
    expect(systemModeState(boardingMerchant, 'Live').visible).toBe(false);
  });
});

describe('Test/Live switch on the transaction lookup', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the page and its filters (the URL search params) and reloads the rows in the new mode', async () => {
    const api = mockApi();
    serveLookupOptions(api);
    api.on(merchantTransactions.list, pageOf([makeTransaction()]));
    const lookup = '/merchant/transaction-management/transaction-lookup';
    const filters = '?status=Captured&currency=EUR&externalId=order-42';
    const { events, router } = renderApp(merchantAdmin, { route: `${lookup}${filters}` });
    // The layout and the lookup arrive through lazy imports, slow on a busy machine.
    await waitFor(() => expect(api.callsTo(merchantTransactions.list)).toHaveLength(1), { timeout: 15_000 });
    expect(api.callsTo(merchantTransactions.list)[0]?.query.get('systemMode')).toBe('2');

    await events.click(within(screen.getByRole('banner')).getByRole('switch', { name: 'Test/Live mode' }));

    expect(router.state.location.pathname).toBe(lookup);
    expect(router.state.location.search).toBe(filters);
    await waitFor(() => expect(api.callsTo(merchantTransactions.list)).toHaveLength(2));
    const reloaded = api.callsTo(merchantTransactions.list)[1]!.query;
    expect(reloaded.get('systemMode')).toBe('1');
    expect(reloaded.get('externalId')).toBe('order-42');
    expect(api.unhandled).toEqual([]);
  });
});

describe("a sandbox merchant's disabled switch", { timeout: 20_000 }, () => {
  const reason = 'Sandbox accounts work in Test mode only';
  // The focusable wrapper of the disabled switch: what the pointer and the Tab key reach.
  const wrapper = () => switchControl().closest<HTMLElement>('[tabindex="0"]')!;

  it('says why on hover', async () => {
    renderWithUser(withAlertArea, sandboxMerchant);
    expect(wrapper()).toHaveAccessibleDescription(reason);
    fireEvent.mouseOver(wrapper());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it('says why on keyboard focus, as the description of the focused element', async () => {
    const { events } = renderWithUser(withAlertArea, sandboxMerchant);
    await events.tab();
    expect(wrapper()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
    expect(wrapper()).toHaveAccessibleDescription(reason);
  });

  it('an enabled switch has no such wrapper or reason', () => {
    renderWithUser(withAlertArea, merchantAdmin);
    expect(switchControl().closest('[tabindex="0"]')).toBeNull();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });
});
