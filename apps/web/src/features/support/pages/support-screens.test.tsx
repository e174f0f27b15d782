import { getAssignableUsers } from '@paydesk/contracts/support/support-options.endpoints';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRoute } from '../../../shell/navigation/routes/route-table';
import { IDS, makeTicket, pageOf, people } from '../../../test/fixtures/support-fixtures';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-with-user';
import { serveTicket } from '../testing/serve-ticket';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

describe('support routes', { timeout: 30_000 }, () => {
  it('guards each ticket route like its list', () => {
    expect(findRoute('merchant/support-tickets/:ticketId')?.rule?.permissions).toEqual([
      'Merchant.Support.Lookup',
    ]);
    expect(findRoute('tenant/support-tickets/:ticketId')?.rule?.permissions).toEqual(['CRM.Support.Lookup']);
    expect(findRoute('platform/support-tickets/:tenantId/:ticketId')?.rule?.permissions).toEqual([
      'Platform.Support.Lookup',
    ]);
  });

  it('opens a ticket from a pasted link with breadcrumbs naming it', async () => {
    serveTicket(api, 'customer', makeTicket());
    api.on(getAssignableUsers, () => pageOf([people.agent]));
    renderApp(tenantAgent, { route: `/tenant/support-tickets/${IDS.customerTicket}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '#1042 Refund not received' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByText('#1042 Refund not received')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(crumbs).getByRole('link', { name: 'Support tickets' })).toHaveAttribute(
      'href',
      '/tenant/support-tickets',
    );
  });

  it('points platform staff who open the merchant desk to their own', async () => {
    renderApp(platformAdmin, { route: '/merchant/support' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'This support desk is for merchant users. Your tickets are in your own support desk.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my support desk' })).toHaveAttribute(
      'href',
      '/platform/support',
    );
  });

  it('keeps users without the permission out', async () => {
    renderApp(
      { ...merchantAdmin, permissions: ['Merchant.Dashboard.View'] },
      {
        route: `/merchant/support-tickets/${IDS.customerTicket}`,
      },
    );
    expect(await screen.findByTestId('auth-page')).toHaveTextContent('/authentication/unauthorized');
  });
});
