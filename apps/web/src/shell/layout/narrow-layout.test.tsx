import type { CurrentUser, LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localSettings } from '../../lib/local-settings';
import { DEFAULT_THEME, merchantAdmin, tenantAdmin } from '../../test/fixtures/users';
import { renderApp } from '../../test/render-with-user';
import { stubScreenWidth } from '../../test/screen-width';

const NOT_AVAILABLE = 'This area is not available in this version yet';
const LAYOUT_NAMES: readonly LayoutName[] = ['vertical-layout-1', 'enterprise', 'material', 'vertical-v2'];

const inLayout = (user: CurrentUser, layout: LayoutName): CurrentUser => ({
  ...user,
  themeSettings: { ...DEFAULT_THEME, layoutName: layout },
});

/** `allBuilt`: the menu of the permissions alone, with its Dashboard link (see renderApp). */
async function openApp(user: CurrentUser, route = '/merchant/payments/single-payment', allBuilt = false) {
  const view = renderApp(user, { route, allBuilt });
  await screen.findByRole('heading', { name: NOT_AVAILABLE });
  return view;
}

async function openMore(events: Awaited<ReturnType<typeof openApp>>['events']) {
  await events.click(within(screen.getByRole('banner')).getByRole('button', { name: 'More' }));
  return screen.getByRole('menu');
}

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = stubScreenWidth(390);
});
afterEach(() => restoreScreen());

describe.each(LAYOUT_NAMES)('layout %s on a phone', { timeout: 20_000 }, (layout) => {
  it('keeps the menu button, breadcrumb and bell in the toolbar, the rest in "More"', async () => {
    const { events } = await openApp(inLayout(merchantAdmin, layout));
    const banner = screen.getByRole('banner');
    for (const name of ['Toggle menu', 'Notifications', 'More']) {
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Quick panel', 'Logout']) {
      expect(within(banner).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(banner).queryByRole('switch', { name: 'Test/Live mode' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Single payment');

    const menu = await openMore(events);
    expect(within(menu).getByRole('menuitem', { name: /Sarah Collins/ })).toHaveAttribute(
      'href',
      '/merchant/profile-settings',
    );
    expect(within(menu).getByRole('menuitemcheckbox', { name: /^Test\/Live mode/ })).toBeChecked();
    expect(within(menu).getByRole('menuitem', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@northwind.test',
    );
    for (const name of ['Quick panel', 'Logout']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
  });

  it('draws the navigation as a drawer the menu button opens and a followed link closes', async () => {
    const { events, router } = await openApp(inLayout(merchantAdmin, layout), undefined, true);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await events.click(toggle);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    // The drawer is modal: the page under it, toolbar included, is hidden from assistive technology.
    expect(screen.getByRole('banner', { hidden: true })).not.toContainElement(menu);
    expect(menu).toHaveAttribute('data-variant', 'sidebar');

    await events.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
  });
});

describe('the "More" menu on a phone', { timeout: 20_000 }, () => {
  it('switches between Live and Test as the toolbar switch does', async () => {
    const { events, router } = await openApp(merchantAdmin, '/reports/account-statement');
    const menu = await openMore(events);
    await events.click(within(menu).getByRole('menuitemcheckbox', { name: /^Test\/Live mode/ }));
    expect(localSettings.getSystemMode()).toBe('Test');
    expect(within(menu).getByRole('menuitemcheckbox', { name: /^Test\/Live mode/ })).not.toBeChecked();
    // The menu stays open (modal) over the alert area.
    const alerts = screen.getByRole('region', { name: 'Alerts', hidden: true });
    expect(await within(alerts).findByText('You are now in Test mode')).toBeInTheDocument();
    // The merchant stays on the page they switched on.
    expect(router.state.location.pathname).toBe('/reports/account-statement');
  });

  it('reaches the switch with the arrow keys and turns it with Enter', async () => {
    const { events, router } = await openApp(merchantAdmin, '/reports/account-statement');
    screen.getByRole('button', { name: 'More' }).focus();
    await events.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitemcheckbox', { name: /^Test\/Live mode/ });
    // The first entry (the profile) has the focus; the switch is the next one.
    await events.keyboard('{ArrowDown}');
    expect(item).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(localSettings.getSystemMode()).toBe('Test');
    expect(item).toHaveAttribute('aria-checked', 'false');
    // The merchant stays on the page they switched on.
    expect(router.state.location.pathname).toBe('/reports/account-statement');
  });

  it('logs out from inside the app', async () => {
    const { events, router } = await openApp(merchantAdmin);
    await events.click(within(await openMore(events)).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/logout'));
    expect(router.state.location.state).toEqual({ local: true });
  });

  it('opens the quick panel', async () => {
    const { events } = await openApp(merchantAdmin);
    await events.click(within(await openMore(events)).getByRole('menuitem', { name: 'Quick panel' }));
    const panel = await screen.findByRole('dialog', { name: 'Quick panel' });
    expect(within(panel).getByRole('heading', { name: 'Theme options' })).toBeInTheDocument();
  });

  it('has no switch for staff, and their support item opens the Contact Support dialog', async () => {
    const { events } = await openApp(tenantAdmin, '/crm/tasks');
    const menu = await openMore(events);
    expect(within(menu).queryByRole('menuitemcheckbox')).not.toBeInTheDocument();
    await events.click(within(menu).getByRole('menuitem', { name: 'Support' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
  });
});

describe('at desktop width', { timeout: 20_000 }, () => {
  it('keeps every toolbar item in the toolbar and has no "More" menu', async () => {
    restoreScreen();
    restoreScreen = stubScreenWidth(1280);
    await openApp(merchantAdmin);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    for (const name of ['Toggle menu', 'Notifications', 'Quick panel', 'Logout']) {
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});
