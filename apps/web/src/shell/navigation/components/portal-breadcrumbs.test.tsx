import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tenantAgent } from '../../../test/fixtures/users';
import { queryClientWithUser } from '../../../test/render-with-user';
import { setDynamicBreadcrumbs } from '../dynamic-breadcrumbs';
import type { RouteDef, RouteHandle } from '../routes/route-types';
import { PortalBreadcrumbs } from './portal-breadcrumbs';

// No route of the route table has a parameter yet; a ticket page is the kind that will.
const TICKET_ROUTE: RouteDef = {
  path: 'tenant/support-tickets/:ticketId',
  title: 'nav.tenantSupportTickets',
  sections: ['nav.support'],
};

function renderAt(path: string) {
  const handle: RouteHandle = { route: TICKET_ROUTE };
  const router = createMemoryRouter([{ path: TICKET_ROUTE.path, handle, element: <PortalBreadcrumbs /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClientWithUser(tenantAgent)}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: 'Breadcrumbs' });
}

describe('breadcrumbs of a dynamic route', { timeout: 20_000 }, () => {
  it('come from session storage, after Dashboard, with the last crumb plain', () => {
    setDynamicBreadcrumbs('/tenant/support-tickets/42', [
      { label: 'Support tickets', to: '/tenant/support-tickets' },
      { label: 'Ticket #42 — Refund not received', to: '/tenant/support-tickets/42' },
    ]);
    const trail = renderAt('/tenant/support-tickets/42');
    const links = within(trail).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/crm/dashboard'],
      ['Support tickets', '/tenant/support-tickets'],
    ]);
    const last = within(trail).getByText('Ticket #42 — Refund not received');
    expect(last.closest('a')).toBeNull();
    expect(last).toHaveAttribute('aria-current', 'page');
  });

  it('fall back to the route table without stored crumbs', () => {
    const trail = renderAt('/tenant/support-tickets/7');
    expect(trail).toHaveTextContent('Dashboard/Support/Support tickets');
  });
});
