import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import {
  boardingMerchant,
  merchantAdmin,
  platformAdmin,
  sandboxMerchant,
  tenantAgent,
} from '../../../test/fixtures/users';
import { renderWithUser } from '../../../test/render-with-user';
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

  it('stores a change, reloads the data, says so and goes to where the user lands', async () => {
    const { events, queryClient, router } = renderWithUser(withAlertArea, merchantAdmin, {
      route: '/reports/api-logs',
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
    // Spec §2's dashboard is not built yet: the first built screen of the merchant's menu.
    expect(router.state.location.pathname).toBe('/merchant/transaction-management/transaction-lookup');
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
