import { getSupportTenants, getTicketCategories } from '@paydesk/contracts/support/support-options.endpoints';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification } from '../../../test/fixtures/notification-fixtures';
import { tenantPage } from '../../../test/fixtures/support-fixtures';
import {
  boardingMerchant,
  merchantAdmin,
  merchantSupportUser,
  platformAdmin,
  tenantAgent,
} from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { serveNotifications } from '../../../test/serve-notifications';
import { LogoutButton } from './logout-button';
import { NotificationsButton } from './notifications-button';
import { SupportButton } from './support-button';
import { UserBadge } from './user-badge';

describe('support button', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['tenant staff', tenantAgent],
    ['platform staff', platformAdmin],
    ['a merchant', merchantSupportUser],
    ['a boarding merchant', boardingMerchant],
    [
      'an email-button merchant whose tenant has no support email',
      { ...merchantAdmin, tenantSupportEmail: null },
    ],
  ])('opens the Contact Support dialog for %s', async (_, user) => {
    const api = mockApi().on(getTicketCategories, ['Integration']).on(getSupportTenants, tenantPage);
    const { events } = renderWithUser(<SupportButton />, user);
    expect(screen.queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Support' });
    await events.click(button);
    // The dialog is its own chunk, loaded on the first opening.
    expect(await screen.findByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus(); // focus goes back where it came from
    expect(api.unhandled).toEqual([]);
  });

  it('is a mail-to button for Merchant.Support.EmailButton holders', () => {
    renderWithUser(<SupportButton />, merchantAdmin);
    expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@northwind.test',
    );
    expect(screen.queryByRole('button', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('is absent without a support permission', () => {
    renderWithUser(<SupportButton />, { ...merchantAdmin, permissions: ['Merchant.Dashboard.View'] });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('user badge', { timeout: 20_000 }, () => {
  it('shows initials, name and time zone, and opens the merchant profile settings', () => {
    renderWithUser(<UserBadge />, merchantAdmin);
    const link = screen.getByRole('link', { name: /Sarah Collins/ });
    expect(link).toHaveAttribute('href', '/merchant/profile-settings');
    expect(link).toHaveTextContent('SC');
    expect(link).toHaveTextContent('Europe/London');
  });

  it.each([
    ['tenant', tenantAgent],
    ['platform', platformAdmin],
  ])('opens the tenant profile settings for %s staff', (_, user) => {
    renderWithUser(<UserBadge />, user);
    expect(screen.getByRole('link', { name: new RegExp(user.firstName) })).toHaveAttribute(
      'href',
      '/tenant/profile-settings',
    );
  });
});

describe('logout and notifications', { timeout: 20_000 }, () => {
  it('goes to the logout page, saying it was started from inside the app', async () => {
    const { events, router } = renderWithUser(<LogoutButton />, merchantAdmin);
    await events.click(screen.getByRole('button', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/authentication/logout');
    expect(router.state.location.state).toEqual({ local: true });
  });

  it('opens the notification panel from the bell', async () => {
    const server = serveNotifications([aNotification({ title: 'Proposal sent' })]);
    const { events } = renderWithUser(<NotificationsButton />, merchantAdmin);
    await events.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Proposal sent')).toBeInTheDocument();
    expect(server.api.unhandled).toEqual([]);
    vi.unstubAllGlobals();
  });
});
