import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userMenu, type VisibleMenuNode } from '../../shell/navigation/menus/visible-menu';
import { ROUTE_TABLE } from '../../shell/navigation/routes/route-table';
import {
  boardingMerchant,
  merchantAdmin,
  platformAdmin,
  tenantAdmin,
  tenantAgent,
} from '../../test/fixtures/users';
import { renderApp } from '../../test/render-with-user';
import { APP_CHILD_ROUTES, isBuiltScreen, NOT_AVAILABLE_ROUTES } from './route-registry';

const NOT_AVAILABLE_HEADING = 'This area is not available in this version yet';

describe('route registry', { timeout: 20_000 }, () => {
  it('counts the routes that still render the "not available" page', () => {
    // The number may only fall: when a screen is built, lower it. Never raise it — a new route
    // must come with its screen, not with another "not available" page.
    expect(NOT_AVAILABLE_ROUTES.length).toBe(109);
  });

  it('loads every registry route lazily', () => {
    const registry = APP_CHILD_ROUTES.filter((r) => r.path && r.path !== '*');
    expect(registry).toHaveLength(ROUTE_TABLE.length);
    for (const route of registry) expect(typeof route.lazy).toBe('function');
  });

  it('renders the not-available page, naming the area, with a way to where the user lands', async () => {
    renderApp(platformAdmin, { route: '/platform/transaction-management/processing-setup-tool' });
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE_HEADING })).toBeInTheDocument();
    expect(
      screen.getByText('Processing set-up tool is planned for a later version of Paydesk.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/crm/dashboard');
  });

  it.each([
    ['a merchant', merchantAdmin, '/reports/account-statement', '/dashboard'],
    ['a tenant agent', tenantAgent, '/transaction-management', '/crm/dashboard'],
    ['a boarding merchant', boardingMerchant, '/boarding', '/dashboard'],
  ])('leads %s from a route not built yet to their dashboard', async (_, user, route, href) => {
    renderApp(user, { route });
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', href);
  });

  it('leaves every route not built yet out of each user’s menu', () => {
    const links = (nodes: readonly VisibleMenuNode[]): string[] =>
      nodes.flatMap((n) => (n.kind === 'group' ? links(n.children) : [n.to.slice(1)]));
    for (const user of [merchantAdmin, boardingMerchant, tenantAgent, tenantAdmin, platformAdmin]) {
      const menu = links(userMenu(user, isBuiltScreen));
      expect(menu.length, user.email).toBeGreaterThan(0);
      expect(
        menu.filter((path) => NOT_AVAILABLE_ROUTES.includes(path)),
        user.email,
      ).toEqual([]);
    }
  });

  it('sends a user without the permission to authentication/unauthorized with the return URL', async () => {
    const { router } = renderApp(tenantAgent, {
      route: '/platform/transaction-management/transaction-lookup?x=1',
    });
    expect(await screen.findByTestId('auth-page')).toHaveTextContent(
      '/authentication/unauthorized?returnUrl=%2Fplatform%2Ftransaction-management%2Ftransaction-lookup%3Fx%3D1',
    );
    expect(router.state.location.pathname).toBe('/authentication/unauthorized');
  });

  it('lets the platform admin open the platform transaction lookup', async () => {
    renderApp(platformAdmin, { route: '/platform/transaction-management/transaction-lookup' });
    expect(await screen.findByRole('heading', { name: 'Transaction lookup' })).toBeInTheDocument();
  });

  it('guards boarding by login only: the screen itself says it is not the user’s', async () => {
    const { router } = renderApp({ ...merchantAdmin, permissions: [] }, { route: '/boarding/precheckform' });
    expect(await screen.findByRole('heading', { name: 'Pre-check form' })).toBeInTheDocument();
    expect(screen.getByText(/This part of onboarding is not available to your account/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/boarding/precheckform');
  });

  it('builds the onboarding screens: the three boarding routes and the tenant’s two', () => {
    for (const path of [
      'boarding/precheckform',
      'boarding/documents',
      'boarding/proposals',
      'crm/onboarding',
      'crm/onboarding/:merchantId',
    ])
      expect(NOT_AVAILABLE_ROUTES, path).not.toContain(path);
  });

  it.each(['/', '/dashboard', '/no/such/page'])(
    'lands a merchant from %s on their dashboard (spec §2)',
    async (from) => {
      const { router } = renderApp(merchantAdmin, { route: from });
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    },
  );

  it.each([
    ['tenant staff', tenantAgent],
    ['platform staff', platformAdmin],
  ])('sends %s from /dashboard and unknown paths to crm/dashboard (spec §2)', async (_, user) => {
    for (const from of ['/unknown', '/dashboard', '/crm/dashboard']) {
      const { router, unmount } = renderApp(user, { route: from });
      await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard'));
      unmount();
    }
  });

  it('lands a boarding merchant on their dashboard, whose default shows the onboarding', async () => {
    const { router } = renderApp(boardingMerchant, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
