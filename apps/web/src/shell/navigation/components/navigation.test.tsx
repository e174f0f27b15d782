import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { renderApp, renderWithUser } from '../../../test/render-with-user';
import { Navbar } from '../../layout/navbar/navbar';
import { breadcrumbTrail } from '../breadcrumb-trail';
import { findRoute } from '../routes/route-table';

describe('navbar menu', { timeout: 20_000 }, () => {
  it('is a nav landmark with collapsible groups and real links', async () => {
    const { events } = renderWithUser(<Navbar id="nav" />, tenantAgent, { route: '/crm/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/crm/dashboard');
    expect(within(nav).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();

    const group = within(nav).getByRole('button', { name: 'Transaction management' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Transaction lookup' })).not.toBeInTheDocument();
    await events.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Transaction lookup' })).toHaveAttribute(
      'href',
      '/transaction-management/transaction-lookup',
    );
  });

  it('opens the group the current page moves into, as after the landing redirect from /', async () => {
    const { router } = renderWithUser(<Navbar id="nav" />, tenantAgent, { route: '/' });
    const group = screen.getByRole('button', { name: 'Transaction management' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/transaction-management/transaction-lookup'));
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Transaction lookup' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the group that holds the current page and marks the page', () => {
    renderWithUser(<Navbar id="nav" />, tenantAgent, { route: '/tenant/support-tickets' });
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Support tickets' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('breadcrumbs', { timeout: 20_000 }, () => {
  it('start at Dashboard, go through the groups and end with the title', () => {
    const route = findRoute('crm/settings/scheduler/recurring-jobs');
    expect(route && breadcrumbTrail(route, '/crm/dashboard')).toEqual([
      { title: 'nav.dashboard', to: '/crm/dashboard' },
      { title: 'nav.settings' },
      { title: 'nav.scheduler' },
      { title: 'nav.recurringJobs' },
    ]);
  });

  it('show a lone Dashboard crumb on the dashboard itself', () => {
    const route = findRoute('dashboard');
    expect(route && breadcrumbTrail(route, '/dashboard')).toEqual([{ title: 'nav.dashboard' }]);
  });

  it('link only the Dashboard crumb; the last crumb is plain text', async () => {
    renderApp(merchantAdmin, { route: '/merchant/payments/single-payment' });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([['Dashboard', '/dashboard']]);
    expect(within(trail).getByText('Payments').closest('a')).toBeNull();
    const last = within(trail).getByText('Single payment');
    expect(last.closest('a')).toBeNull();
    expect(last).toHaveAttribute('aria-current', 'page');
  });

  it('are hidden on routes that hide them', async () => {
    // The dashboard hides them: its only crumb would be "Dashboard" itself.
    renderApp(merchantAdmin, { route: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).not.toBeInTheDocument();
  });

  it('name the AI Chat route', async () => {
    renderApp(platformAdmin, { route: '/platform/ai-agent' });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(trail).getByText('AI Chat')).toBeInTheDocument();
  });
});
