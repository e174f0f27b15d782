import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localSettings } from '../../lib/local-settings';
import {
  BLUE_HARBOR_THEME,
  blueHarborAdmin,
  merchantAdmin,
  platformAdmin,
  tenantAgent,
} from '../../test/fixtures/users';
import { renderApp } from '../../test/render-with-user';

const faviconHref = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href');

describe('vertical-layout-1', { timeout: 20_000 }, () => {
  it('has the navbar, the toolbar, the main area and the footer', async () => {
    const { events } = renderApp(merchantAdmin, { route: '/merchant/payments/single-payment' });
    await screen.findByRole('heading', { name: 'This area is not available in this version yet' });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Paydesk © ${new Date().getFullYear()}`);
    expect(screen.getByRole('switch', { name: 'Test/Live mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Toggle menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await events.click(menuButton);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('dresses the default tenant in spec §9’s colours', async () => {
    renderApp(merchantAdmin, { route: '/merchant/payments/single-payment' });
    await screen.findByRole('heading', { name: 'This area is not available in this version yet' });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveStyle({ backgroundColor: '#2e43fe' });
    expect(screen.getByRole('banner')).toHaveStyle({ backgroundColor: '#ffffff' });
    expect(screen.getByRole('main')).toHaveStyle({ backgroundColor: '#f5f5f5', color: '#404040' });
  });

  it('gives a Blue Harbor user (layout vertical-v2) their own colours, logo and favicon', async () => {
    renderApp(blueHarborAdmin, { route: '/crm/tasks' });
    await screen.findByRole('heading', { name: 'This area is not available in this version yet' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveStyle({ backgroundColor: BLUE_HARBOR_THEME.sidebarBackgroundColor, color: '#ffffff' });
    expect(screen.getByRole('banner')).toHaveStyle({
      backgroundColor: BLUE_HARBOR_THEME.headerBackgroundColor,
    });
    expect(screen.getByRole('main')).toHaveStyle({
      backgroundColor: BLUE_HARBOR_THEME.mainBackgroundColor,
      color: BLUE_HARBOR_THEME.textColor,
    });
    // The folded sidebar of vertical-v2 shows the tenant's square mark (its favicon).
    expect(within(nav).getByRole('img', { name: 'Blue Harbor logo' })).toHaveAttribute(
      'src',
      '/branding/tenant-blue-harbor/favicon.svg',
    );
    expect(faviconHref()).toBe('/branding/tenant-blue-harbor/favicon.svg');
    expect(document.title).toBe('Tenant — Blue Harbor');
    expect(localSettings.getThemeConfig().tenantTheme).toEqual(BLUE_HARBOR_THEME);
  });

  it('titles the page with the portal type and company name', async () => {
    const view = renderApp(merchantAdmin, { route: '/reports/invoices' });
    await screen.findByRole('heading', { name: 'This area is not available in this version yet' });
    expect(document.title).toBe('Merchant — Acme Retail Ltd');
    expect(faviconHref()).toBe('/branding/tenant-northwind/favicon.svg');
    view.unmount();

    const agent = renderApp({ ...tenantAgent, favIconSource: null }, { route: '/transaction-management' });
    await screen.findByRole('heading', { name: 'This area is not available in this version yet' });
    expect(document.title).toBe('Tenant — Northwind Payments');
    expect(faviconHref()).toBe('/favicon.svg');
    expect(localSettings.getTimeZone()).toBe('Europe/Istanbul');
    agent.unmount();

    renderApp(platformAdmin, { route: '/crm/tasks' });
    await screen.findByRole('heading', { name: 'This area is not available in this version yet' });
    expect(document.title).toBe('Tenant — Paydesk Platform');
    expect(screen.getByRole('img', { name: 'Paydesk Platform logo' })).toBeInTheDocument();
  });
});
