import { getMailOutbox } from '@paydesk/contracts/support/support-options.endpoints';
import { listMyTickets, listPlatformTickets } from '@paydesk/contracts/support/ticket.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS, makeSummary, minutesAgo, pageOf } from '../../../test/fixtures/support-fixtures';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { type ApiCall, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { MerchantDeskScreen, PlatformDeskScreen, TenantDeskScreen } from '../pages/support-screens';

const dialogs = vi.hoisted(() => ({ contact: [] as unknown[], labels: [] as unknown[] }));
vi.mock('../contact-support/contact-support-dialog', () => ({
  ContactSupportDialog: (props: { open: boolean; title: string; onClose: (id: string | null) => void }) => {
    dialogs.contact.push(props);
    return props.open ? (
      <div role="dialog" aria-label={props.title}>
        <button type="button" onClick={() => props.onClose(null)}>
          Cancel
        </button>
      </div>
    ) : null;
  },
}));
vi.mock('../labels/labels-dialog', () => ({
  LabelsDialog: (props: { open: boolean; onClose: () => void }) => {
    dialogs.labels.push(props);
    return props.open ? <div role="dialog" aria-label="Labels" /> : null;
  },
}));

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  dialogs.contact = [];
  dialogs.labels = [];
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

/** Counts per queue, by the filters the call carries; the recent list otherwise. */
function deskAnswers(counts: { open: number; unread: number; mine: number; high: number }) {
  return ({ query }: ApiCall) => {
    if (query.get('pageSize') === '1') {
      const count =
        query.get('assignee') === 'me'
          ? counts.mine
          : query.get('priority') === 'High'
            ? counts.high
            : query.get('unreadOnly') === 'true'
              ? counts.unread
              : counts.open;
      return pageOf([], count);
    }
    const channel = query.get('ticketChannelType');
    return pageOf(
      channel === 'TenantToPlatformTicketChannel'
        ? [
            makeSummary({
              ticketId: IDS.platformTicket,
              ticketNumber: 2001,
              subject: 'Settlement file missing',
              lastActivityOn: minutesAgo(1),
            }),
          ]
        : [makeSummary({ lastActivityOn: minutesAgo(90), unreadCount: 1 })],
    );
  };
}

describe('support desk home', { timeout: 20_000 }, () => {
  it('tenant staff: queue counters linking to the filtered list, and both their lists merged by activity', async () => {
    api.on(listMyTickets, deskAnswers({ open: 12, unread: 3, mine: 4, high: 2 }));
    renderWithUser(<TenantDeskScreen />, tenantAgent, { route: '/tenant/support', path: '/tenant/support' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support desk' })).toBeInTheDocument();
    const counter = (name: string) => screen.findByRole('link', { name: new RegExp(`^${name}: `) });
    const merchantTab = 'ticketChannelType=CustomerToTenantTicketChannel';
    expect(await counter('Open')).toHaveAccessibleName('Open: 12 tickets');
    expect(await counter('Open')).toHaveAttribute('href', '/tenant/support-tickets?status=Opened');
    expect(await counter('Unread')).toHaveAttribute('href', '/tenant/support-tickets?unreadOnly=true');
    expect(await counter('Assigned to me')).toHaveAttribute(
      'href',
      '/tenant/support-tickets?status=Opened&assignee=me',
    );
    expect(await counter('High priority')).toHaveAttribute(
      'href',
      '/tenant/support-tickets?status=Opened&priority=High',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'High priority: 2 tickets' })).toBeInTheDocument(),
    );
    // The queues are the merchant tickets, the ones tenant staff answer.
    const counterCalls = api.callsTo(listMyTickets).filter((c) => c.query.get('pageSize') === '1');
    expect(counterCalls).toHaveLength(4);
    for (const call of counterCalls) expect(call.query.toString()).toContain(merchantTab);

    const recent = screen.getByRole('list', { name: 'Recently active tickets' });
    await waitFor(() => expect(within(recent).getAllByRole('link')).toHaveLength(2));
    const [first, second] = within(recent).getAllByRole('link');
    expect(first).toHaveTextContent('#2001Settlement file missing');
    expect(first).toHaveAttribute('href', `/tenant/support-tickets/${IDS.platformTicket}`);
    expect(second).toHaveTextContent('#1042Refund not received');
    const recentCalls = api.callsTo(listMyTickets).filter((c) => c.query.get('pageSize') === '10');
    expect(recentCalls.map((c) => c.query.get('ticketChannelType')).sort()).toEqual([
      'CustomerToTenantTicketChannel',
      'TenantToPlatformTicketChannel',
    ]);
  });

  it('merchants: no Assigned to me counter; New ticket opens Contact Support, Labels opens the Labels dialog', async () => {
    api.on(listMyTickets, deskAnswers({ open: 1, unread: 0, mine: 0, high: 0 }));
    const { events } = renderWithUser(<MerchantDeskScreen />, merchantAdmin, {
      route: '/merchant/support',
      path: '/merchant/support',
    });
    expect(await screen.findByRole('link', { name: 'Open: 1 ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Assigned to me/ })).toBeNull();

    await events.click(screen.getByRole('button', { name: 'New ticket' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
    expect(dialogs.contact.at(-1)).toMatchObject({ open: true, title: 'Contact Support' });
    expect(dialogs.contact.at(-1)).not.toHaveProperty('escalate');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Support' })).toBeNull());

    await events.click(screen.getByRole('button', { name: 'Labels' }));
    expect(await screen.findByRole('dialog', { name: 'Labels' })).toBeInTheDocument();
    expect(dialogs.labels.at(-1)).toMatchObject({ open: true });
  });

  it('says what to do when there are no tickets yet', async () => {
    api.on(listMyTickets, ({ query }) => pageOf([], query.get('pageSize') === '1' ? 0 : 0));
    renderWithUser(<MerchantDeskScreen />, merchantAdmin, {
      route: '/merchant/support',
      path: '/merchant/support',
    });
    expect(
      await screen.findByText(
        'No tickets yet. Use New ticket to ask your provider for help; replies show up here.',
      ),
    ).toBeInTheDocument();
  });

  it('platform staff: a Mail outbox tab, paged and searchable, each mail expandable', async () => {
    api.on(listPlatformTickets, deskAnswers({ open: 0, unread: 0, mine: 0, high: 0 }));
    api.on(getMailOutbox, ({ query }) =>
      pageOf(
        query.get('searchKey') === 'nobody'
          ? []
          : [
              {
                id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb',
                to: 'auditor@bank.test',
                isConfidential: false,
                subject: 'You are invited to ticket #2001',
                bodyText: 'Hello,\nfollow this link to reply.',
                createdOn: minutesAgo(3),
                sentOn: null,
                status: 'Kept',
                error: null,
              },
              {
                id: '77777777-8888-4999-8aaa-cccccccccccc',
                to: 'merchant.admin@acme.test',
                isConfidential: true,
                subject: null,
                bodyText: null,
                createdOn: minutesAgo(5),
                sentOn: null,
                status: 'Kept',
                error: null,
              },
            ],
      ),
    );
    const { events, router } = renderWithUser(<PlatformDeskScreen />, platformAdmin, {
      route: '/platform/support',
      path: '/platform/support',
    });
    await events.click(await screen.findByRole('tab', { name: 'Mail outbox' }));
    expect(router.state.location.search).toBe('?tab=outbox');
    const table = await screen.findByRole('table', { name: 'Mail outbox' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 3),
    ).toEqual(['auditor@bank.test', 'You are invited to ticket #2001']);
    expect(within(row).getByText('Kept (no SMTP)')).toBeInTheDocument();
    const expand = within(row).getByRole('button', {
      name: 'Show the message to auditor@bank.test: You are invited to ticket #2001',
    });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await events.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect((await screen.findByText(/follow this link/)).textContent).toBe(
      'Hello,\nfollow this link to reply.',
    );
    // A confidential mail (a tenant's conversation with a merchant, or a sign-in link) shows no content.
    const confidential = within(table).getAllByRole('row')[3]!;
    expect(within(confidential).getByText('(confidential)')).toBeInTheDocument();
    await events.click(
      within(confidential).getByRole('button', {
        name: 'Show the message to merchant.admin@acme.test: (confidential)',
      }),
    );
    expect(await screen.findByText(/This mail is confidential/)).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(getMailOutbox)[0]!.query)).toEqual({
      pageIndex: '0',
      pageSize: '20',
    });

    await events.type(screen.getByRole('searchbox', { name: 'Search recipient and subject' }), 'nobody');
    expect(
      await screen.findByText('No mail matches this search.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(api.callsTo(getMailOutbox).at(-1)?.query.get('searchKey')).toBe('nobody');
  });
});
