import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { listLabels } from '@paydesk/contracts/support/labels.endpoints';
import { getAssignableUsers, getSupportTenants } from '@paydesk/contracts/support/support-options.endpoints';
import {
  exportPlatformTickets,
  listMyTickets,
  listPlatformTickets,
} from '@paydesk/contracts/support/ticket.endpoints';
import { listMerchants } from '@paydesk/contracts/tenants/tenants.endpoints';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/capture-downloads';
import {
  IDS,
  labels,
  makeSummary,
  merchants,
  minutesAgo,
  pageOf,
  people,
} from '../../../test/fixtures/support-fixtures';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { MerchantTicketsScreen, PlatformTicketsScreen, TenantTicketsScreen } from '../pages/support-screens';

vi.mock('../contact-support/contact-support-dialog', () => ({ ContactSupportDialog: () => null }));

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(listLabels, () => labels);
  api.on(getAssignableUsers, () => pageOf([people.agent, people.tenantAdmin]));
  api.on(listMerchants, () => pageOf([merchants.acme]));
  api.on(getSupportTenants, () => pageOf([{ tenantId: IDS.northwind, tenantName: 'Northwind Payments' }]));
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

function renderList(screenElement: ReactElement, user: CurrentUser, route: string) {
  return renderWithUser(screenElement, user, { route, path: route.split('?')[0] });
}

/** The query of the last list call. */
function lastListQuery(endpoint: AnyEndpoint = listMyTickets): Record<string, string> {
  const call = api.callsTo(endpoint).at(-1);
  return Object.fromEntries(call?.query ?? []);
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Tickets' }))
    .getAllByRole('row')
    .slice(1);

describe('ticket lists', { timeout: 30_000 }, () => {
  it('merchants list theirs with GET /support/ticket/my and see each column', async () => {
    api.on(listMyTickets, () =>
      pageOf([
        makeSummary({
          unreadCount: 2,
          assignee: people.agent,
          label: labels[1]!,
          category: 'Integration',
          lastActivityOn: minutesAgo(5),
        }),
      ]),
    );
    renderList(<MerchantTicketsScreen />, merchantAdmin, '/merchant/support-tickets');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const cells = within(rows()[0]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '#1042',
      'Refund not received2',
      'Integration',
      'Medium',
      'Opened',
      'Urgent',
      'Elif Yılmaz',
      '5 minutes ago',
    ]);
    const subject = within(rows()[0]!).getByRole('link', { name: 'Refund not received' });
    expect(subject).toHaveAttribute('href', `/merchant/support-tickets/${IDS.customerTicket}`);
    expect(cells[1]).toHaveStyle({ fontWeight: '700' }); // unread
    expect(within(rows()[0]!).getByLabelText('2 unread items')).toBeInTheDocument();
    expect(within(cells[2]!).getByText('Integration').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'negative',
    );
    expect(within(cells[4]!).getByText('Opened').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'positive',
    );
    expect(within(cells[5]!).getByText('Urgent').closest('[data-color]')).toHaveAttribute(
      'data-color',
      '#B00020',
    );
    expect(lastListQuery()).toEqual({
      unreadOnly: 'false',
      sortBy: 'lastActivityOn',
      sortDirection: 'desc',
      pageIndex: '0',
      pageSize: '20',
    });
    // Merchants do not filter by assignee, customer or tenant.
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  it('reads its filters from the URL and sends them to the server', async () => {
    api.on(listMyTickets, () => pageOf([makeSummary()]));
    renderList(
      <TenantTicketsScreen />,
      tenantAgent,
      `/tenant/support-tickets?status=Opened&priority=High,Low&category=Processing&labelId=${IDS.labelUrgent}` +
        `&assignee=me&customerId=${IDS.acme}&unreadOnly=true&searchKey=refund&sortBy=priority&sortDirection=asc&pageIndex=1&pageSize=5`,
    );
    await waitFor(() => expect(api.callsTo(listMyTickets).length).toBeGreaterThan(0));
    expect(lastListQuery()).toEqual({
      ticketChannelType: 'CustomerToTenantTicketChannel',
      status: 'Opened',
      priority: 'High,Low',
      category: 'Processing',
      labelId: IDS.labelUrgent,
      assignee: 'me',
      customerId: IDS.acme,
      unreadOnly: 'true',
      searchKey: 'refund',
      sortBy: 'priority',
      sortDirection: 'asc',
      pageIndex: '1',
      pageSize: '5',
    });
    expect(await screen.findByRole('combobox', { name: 'Assignee' })).toHaveTextContent('Me');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High, Low');
    expect(screen.getByRole('searchbox', { name: 'Search subject and description' })).toHaveValue('refund');
    expect(screen.getByRole('switch', { name: 'Unread only' })).toBeChecked();
  });

  it('writes filters, sort and page to the URL, back to the first page on a filter change', async () => {
    api.on(listMyTickets, ({ query }) =>
      pageOf(
        [makeSummary({ ticketId: query.get('pageIndex') === '1' ? IDS.platformTicket : IDS.customerTicket })],
        45,
      ),
    );
    const { events, router } = renderList(<TenantTicketsScreen />, tenantAgent, '/tenant/support-tickets');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const search = () => new URLSearchParams(router.state.location.search);

    await events.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(search().get('pageIndex')).toBe('1'));
    await waitFor(() => expect(lastListQuery().pageIndex).toBe('1'));

    await events.click(screen.getByRole('combobox', { name: 'Status' }));
    await events.click(await screen.findByRole('option', { name: 'Closed' }));
    await events.keyboard('{Escape}');
    await waitFor(() => expect(search().get('status')).toBe('Closed'));
    expect(search().get('pageIndex')).toBeNull();
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'Closed', pageIndex: '0' }));

    await events.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await events.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(search().get('assignee')).toBe('unassigned'));

    await events.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(search().get('unreadOnly')).toBe('true'));

    await events.click(screen.getByRole('button', { name: 'Priority' }));
    await waitFor(() => expect(search().get('sortBy')).toBe('priority'));
    expect(search().get('sortDirection')).toBeNull(); // desc is the default
    await events.click(screen.getByRole('button', { name: 'Priority' }));
    await waitFor(() => expect(search().get('sortDirection')).toBe('asc'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sortBy: 'priority', sortDirection: 'asc' }));

    await events.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search().get('status')).toBeNull());
    expect(search().get('assignee')).toBeNull();
    expect(search().get('unreadOnly')).toBeNull();
    expect(search().get('sortBy')).toBe('priority'); // sorting is not a filter
  });

  it('searches once typing pauses for 750 ms', async () => {
    api.on(listMyTickets, () => pageOf([makeSummary()]));
    const { events, router } = renderList(
      <MerchantTicketsScreen />,
      merchantAdmin,
      '/merchant/support-tickets',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    const before = api.callsTo(listMyTickets).length;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await events.type(screen.getByRole('searchbox', { name: 'Search subject and description' }), 'card');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(700);
      });
      expect(router.state.location.search).toBe('');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60);
      });
      expect(router.state.location.search).toBe('?searchKey=card');
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lastListQuery().searchKey).toBe('card'));
    expect(api.callsTo(listMyTickets).length).toBe(before + 1);
  });

  it('offers the spec §9 page sizes 5, 10, 20, 50, 75, 100 (default 20)', async () => {
    api.on(listMyTickets, () => pageOf([makeSummary()], 300));
    const { events, router } = renderList(
      <MerchantTicketsScreen />,
      merchantAdmin,
      '/merchant/support-tickets',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(pageSize).toHaveTextContent('20');
    await events.click(pageSize);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '20', '50', '75', '100']);
    await events.click(screen.getByRole('option', { name: '75' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=75'));
    await waitFor(() => expect(lastListQuery().pageSize).toBe('75'));
    expect(screen.getByText('1–75 of 300')).toBeInTheDocument();
  });

  it('shows a capped count as "or more": the server counts up to SUPPORT_PAGING.listCountCap', async () => {
    api.on(listMyTickets, () => pageOf([makeSummary()], 10_000));
    renderList(<MerchantTicketsScreen />, merchantAdmin, '/merchant/support-tickets');
    expect(await screen.findByText('1–20 of 10000+')).toBeInTheDocument();
  });

  it('tenant staff choose the channel with the tabs', async () => {
    api.on(listMyTickets, ({ query }) =>
      pageOf([
        query.get('ticketChannelType') === 'TenantToPlatformTicketChannel'
          ? makeSummary({ ticketId: IDS.platformTicket, subject: 'Settlement file missing', customer: null })
          : makeSummary(),
      ]),
    );
    const { events, router } = renderList(<TenantTicketsScreen />, tenantAgent, '/tenant/support-tickets');
    expect(await screen.findByRole('tab', { name: 'Merchant tickets', selected: true })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Refund not received' });
    expect(lastListQuery().ticketChannelType).toBe('CustomerToTenantTicketChannel');
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toBeInTheDocument();

    await events.click(screen.getByRole('tab', { name: 'Our tickets to the platform' }));
    expect(await screen.findByRole('link', { name: 'Settlement file missing' })).toBeInTheDocument();
    expect(lastListQuery().ticketChannelType).toBe('TenantToPlatformTicketChannel');
    expect(router.state.location.search).toBe('?ticketChannelType=TenantToPlatformTicketChannel');
    // On their own tickets to the platform they are the asking side: no assignee or customer filter,
    // and no Customer column (it would name their own tenant on every row).
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).toBeNull();
    expect(within(rows()[0]!).queryByRole('cell', { name: 'Northwind Payments' })).toBeNull();
    // The tabs scroll on a narrow screen rather than cut the second one off.
    expect(screen.getByRole('tablist', { name: 'Ticket lists' }).parentElement).toHaveClass(
      'MuiTabs-scrollableX',
    );
  });

  it('platform staff list with GET /support/ticket, filter by tenant and export a zip', async () => {
    api.on(listPlatformTickets, () =>
      pageOf([
        makeSummary({
          ticketId: IDS.platformTicket,
          customer: null,
          channelType: 'TenantToPlatformTicketChannel',
        }),
      ]),
    );
    api.on(exportPlatformTickets, () => 'PK zip');
    const downloads = captureDownloads();
    const { events } = renderList(<PlatformTicketsScreen />, platformAdmin, '/platform/support-tickets');
    const link = await screen.findByRole('link', { name: 'Refund not received' });
    expect(link).toHaveAttribute('href', `/platform/support-tickets/${IDS.northwind}/${IDS.platformTicket}`);
    expect(screen.getByRole('columnheader', { name: 'Tenant' })).toBeInTheDocument();
    await events.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await events.click(await screen.findByRole('option', { name: 'Northwind Payments' }));
    await waitFor(() => expect(lastListQuery(listPlatformTickets).tenantId).toBe(IDS.northwind));

    await events.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Tickets exported')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(exportPlatformTickets)[0]!.query)).toEqual({
      tenantId: IDS.northwind,
    });
    expect(downloads.anchors()[0]?.download).toBe('support-tickets.zip');
  });

  it('says what to do when the list is empty, with and without filters', async () => {
    api.on(listMyTickets, () => pageOf([]));
    const { events } = renderList(
      <MerchantTicketsScreen />,
      merchantAdmin,
      '/merchant/support-tickets?status=Closed',
    );
    expect(
      await screen.findByText('No tickets match these filters. Change or clear the filters to see more.'),
    ).toBeInTheDocument();
    await events.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(
      await screen.findByText('No tickets here yet. Use New ticket to ask for help.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New ticket' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    api.on(listMyTickets, () => (fail ? errorResponse(500, 'Boom') : pageOf([makeSummary()])));
    const { events } = renderList(<MerchantTicketsScreen />, merchantAdmin, '/merchant/support-tickets');
    expect(await screen.findByText('The tickets could not be loaded.')).toBeInTheDocument();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Refund not received' })).toBeInTheDocument();
  });
});
