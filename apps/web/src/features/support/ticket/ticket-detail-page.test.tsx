import { getAssignableUsers } from '@paydesk/contracts/support/support-options.endpoints';
import {
  assignCustomerTicket,
  assignPlatformTicket,
  clearSupportLabel,
  setSupportLabel,
} from '@paydesk/contracts/support/ticket.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDS,
  labels,
  makeFeedItem,
  makePlatformTicket,
  makeTicket,
  pageOf,
  people,
} from '../../../test/fixtures/support-fixtures';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { openTicket } from '../testing/open-ticket';
import { serveTicket } from '../testing/serve-ticket';

const escalationDialog = vi.hoisted(() => ({ props: null as null | Record<string, unknown> }));
vi.mock('../contact-support/contact-support-dialog', () => ({
  ContactSupportDialog: (props: { open: boolean; title: string; onClose: (id: string | null) => void }) => {
    escalationDialog.props = props;
    return props.open ? <div role="dialog" aria-label={props.title} /> : null;
  },
}));

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  escalationDialog.props = null;
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

describe('ticket screen', { timeout: 20_000 }, () => {
  it('shows the header, the opening description and the feed, and marks the comments read', async () => {
    const served = serveTicket(api, 'customer', makeTicket({ unreadCount: 2 }), [
      makeFeedItem('TenantCommentItem', {
        commenter: people.agent,
        content: 'We are checking',
        isUnread: true,
      }),
    ]);
    openTicket(merchantAdmin, 'merchant', served.ticket());
    expect(
      await screen.findByRole('heading', { level: 1, name: '#1042 Refund not received' }),
    ).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Opened').closest('[data-status]')).toHaveAttribute(
      'data-tone',
      'positive',
    );
    expect(within(header).getByText('Processing').closest('[data-status]')).toHaveAttribute(
      'data-tone',
      'positive',
    );
    expect(screen.getByText('Priority: Medium')).toBeInTheDocument();
    expect(
      screen.getByText(/Opened by Sarah Collins \(Acme Retail Ltd\) on \d\d\/\d\d\/\d{4} \d\d:\d\d/),
    ).toBeInTheDocument();
    const description = screen.getByRole('article', { name: 'Description' });
    expect(within(description).getByText(/The refund of order 77/).textContent).toBe(
      'The refund of order 77 has not arrived.\nIt was sent a week ago.',
    );
    expect(await screen.findByRole('article', { name: 'Reply by Elif Yılmaz' })).toHaveTextContent(
      'We are checking',
    );
    await waitFor(() => expect(api.callsTo(served.calls.markCommentsAsRead)).toHaveLength(1));
    expect(api.callsTo(served.calls.markCommentsAsRead)[0]?.path).toBe(
      `/api/support/ticket/${IDS.customerTicket}/feed/mark-comments-as-read`,
    );
  });

  it('says so when the ticket is not there (another merchant’s or tenant’s: 404)', async () => {
    serveTicket(api, 'customer', makeTicket({ ticketId: IDS.escalatedTicket }));
    openTicket(merchantAdmin, 'merchant', makeTicket());
    expect(
      await screen.findByText('This ticket does not exist, or it is not yours to see.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tickets' })).toHaveAttribute(
      'href',
      '/merchant/support-tickets',
    );
  });

  describe('comment box', () => {
    it('sends a public reply, then an internal note, with the right body', async () => {
      const served = serveTicket(api, 'customer', makeTicket());
      api.on(served.calls.comment, ({ body }) =>
        makeFeedItem('CustomerCommentItem', { content: (body as { content: string }).content }),
      );
      const { events } = openTicket(merchantAdmin, 'merchant', served.ticket());
      const box = await screen.findByRole('textbox', { name: 'Your reply' });
      const send = screen.getByRole('button', { name: 'Send' });
      expect(send).toBeDisabled();
      expect(screen.getByRole('radio', { name: 'Public reply' })).toBeChecked();

      await events.type(box, 'Any news?{Enter}Thanks');
      expect(send).toBeEnabled();
      await events.click(send);
      expect(await screen.findByText('Reply sent')).toBeInTheDocument();
      expect(api.callsTo(served.calls.comment)[0]?.body).toEqual({
        content: 'Any news?\nThanks',
        isInternal: false,
        references: [],
      });
      await waitFor(() => expect(box).toHaveValue(''));

      await events.click(screen.getByRole('radio', { name: 'Internal note' }));
      expect(screen.getByText('Only your team sees internal notes')).toBeInTheDocument();
      await events.type(box, 'Ask finance');
      await events.click(send);
      expect(await screen.findByText('Internal note added')).toBeInTheDocument();
      expect(api.callsTo(served.calls.comment)[1]?.body).toEqual({
        content: 'Ask finance',
        isInternal: true,
        references: [],
      });
      // Every action refreshes the ticket and its feed.
      expect(api.callsTo(served.calls.getFeed).length).toBeGreaterThanOrEqual(3);
    });

    it('a closed ticket takes no reply until it is reopened', async () => {
      const served = serveTicket(api, 'customer', makeTicket({ status: 'Closed' }));
      api.on(served.calls.open, () => served.update({ status: 'Opened' }));
      const { events } = openTicket(merchantAdmin, 'merchant', served.ticket());
      expect(await screen.findByText('Reopen the ticket to reply')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

      await events.click(screen.getByRole('button', { name: 'Reopen ticket' }));
      expect(await screen.findByText('Ticket reopened')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeEnabled());
      expect(screen.queryByText('Reopen the ticket to reply')).toBeNull();
    });
  });

  it('closes a ticket and changes its priority, each with a toast', async () => {
    const served = serveTicket(api, 'customer', makeTicket());
    api.on(served.calls.close, () => served.update({ status: 'Closed' }));
    api.on(served.calls.setPriority, ({ body }) => served.update(body as { priority: 'High' }));
    const { events } = openTicket(merchantAdmin, 'merchant', served.ticket());
    await events.click(await screen.findByRole('combobox', { name: 'Priority' }));
    await events.click(screen.getByRole('option', { name: 'High' }));
    expect(await screen.findByText('Priority changed to High')).toBeInTheDocument();
    expect(api.callsTo(served.calls.setPriority)[0]?.body).toEqual({ priority: 'High' });

    await events.click(screen.getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('Ticket closed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reopen ticket' })).toBeInTheDocument();
  });

  describe('label select: the caller’s label, owned by the ticket’s organisation', () => {
    it('a merchant’s ticket: ownerId is the merchant', async () => {
      const served = serveTicket(api, 'customer', makeTicket());
      api.on(setSupportLabel, () => served.update({ label: labels[1]! }));
      api.on(clearSupportLabel, () => served.update({ label: null }));
      const { events } = openTicket(merchantAdmin, 'merchant', served.ticket());
      await events.click(await screen.findByRole('combobox', { name: 'Label' }));
      await events.click(await screen.findByRole('option', { name: 'Urgent' }));
      expect(await screen.findByText('Label Urgent set')).toBeInTheDocument();
      expect(api.callsTo(setSupportLabel)[0]?.path).toBe(
        `/api/support/ticket/${IDS.acme}/${IDS.customerTicket}/set-support-label/${IDS.labelUrgent}`,
      );
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Label' })).toHaveTextContent('Urgent'),
      );
      await events.click(screen.getByRole('combobox', { name: 'Label' }));
      await events.click(await screen.findByRole('option', { name: 'No label' }));
      expect(await screen.findByText('Label removed')).toBeInTheDocument();
      expect(api.callsTo(clearSupportLabel)[0]?.path).toBe(
        `/api/support/ticket/${IDS.acme}/${IDS.customerTicket}/clear-support-label`,
      );
    });

    it.each([
      ['tenant staff on their ticket to the platform', tenantAgent, 'tenant', 'customer'],
      ['platform staff on a tenant’s ticket', platformAdmin, 'platform', 'platform'],
    ] as const)('%s: ownerId is the tenant', async (_, user, area, family) => {
      const served = serveTicket(api, family, makePlatformTicket());
      api.on(setSupportLabel, () => served.update({ label: labels[0]! }));
      api.on(getAssignableUsers, () => pageOf([people.platform]));
      const { events } = openTicket(user, area, served.ticket());
      await events.click(await screen.findByRole('combobox', { name: 'Label' }));
      await events.click(await screen.findByRole('option', { name: 'Pending' }));
      await waitFor(() => expect(api.callsTo(setSupportLabel)).toHaveLength(1));
      expect(api.callsTo(setSupportLabel)[0]?.params).toEqual({
        ownerId: IDS.northwind,
        ticketId: IDS.platformTicket,
        labelId: IDS.labelPending,
      });
    });
  });

  describe('assignee select: the answering side only', () => {
    it('tenant staff assign a merchant’s ticket through the customer-scoped path', async () => {
      const served = serveTicket(api, 'customer', makeTicket());
      api.on(getAssignableUsers, () => pageOf([people.agent, people.tenantAdmin]));
      api.on(assignCustomerTicket, ({ body }) =>
        served.update({
          assignee: (body as { assignee: string }).assignee === people.agent.email ? people.agent : null,
        }),
      );
      const { events } = openTicket(tenantAgent, 'tenant', served.ticket());
      const select = await screen.findByRole('combobox', { name: 'Assignee' });
      expect(select).toHaveTextContent('Unassigned');
      await events.click(select);
      await events.click(await screen.findByRole('option', { name: 'Elif Yılmaz' }));
      expect(await screen.findByText('Ticket assigned to Elif Yılmaz')).toBeInTheDocument();
      const call = api.callsTo(assignCustomerTicket)[0];
      expect(call?.path).toBe(`/api/support/ticket/${IDS.acme}/${IDS.customerTicket}/assign`);
      expect(call?.body).toEqual({ assignee: people.agent.email });
      await events.click(screen.getByRole('combobox', { name: 'Assignee' }));
      await events.click(await screen.findByRole('option', { name: 'Unassigned' }));
      expect(await screen.findByText('Ticket unassigned')).toBeInTheDocument();
      expect(api.callsTo(assignCustomerTicket)[1]?.body).toEqual({ assignee: null });
    });

    it('platform staff assign a tenant’s ticket through the tenant-scoped path', async () => {
      const served = serveTicket(api, 'platform', makePlatformTicket());
      api.on(getAssignableUsers, () => pageOf([people.platform]));
      api.on(assignPlatformTicket, () => served.update({ assignee: people.platform }));
      const { events } = openTicket(platformAdmin, 'platform', served.ticket());
      await events.click(await screen.findByRole('combobox', { name: 'Assignee' }));
      await events.click(await screen.findByRole('option', { name: 'Priya Raman' }));
      await waitFor(() => expect(api.callsTo(assignPlatformTicket)).toHaveLength(1));
      expect(api.callsTo(assignPlatformTicket)[0]?.path).toBe(
        `/api/support/${IDS.northwind}/ticket/${IDS.platformTicket}/assign`,
      );
    });

    it.each([
      ['a merchant on its own ticket', merchantAdmin, 'merchant', makeTicket()],
      ['tenant staff on their ticket to the platform', tenantAgent, 'tenant', makePlatformTicket()],
    ] as const)('%s: no assignee select', async (_, user, area, ticket) => {
      serveTicket(api, 'customer', ticket);
      openTicket(user, area, ticket);
      expect(await screen.findByRole('combobox', { name: 'Label' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    });
  });

  describe('escalation (tenant staff on a merchant’s ticket)', () => {
    it('opens the Contact Support dialog as Escalate Ticket for this ticket', async () => {
      const served = serveTicket(api, 'customer', makeTicket());
      api.on(getAssignableUsers, () => pageOf([]));
      const { events } = openTicket(tenantAgent, 'tenant', served.ticket());
      await events.click(await screen.findByRole('button', { name: 'Escalate' }));
      expect(await screen.findByRole('dialog', { name: 'Escalate Ticket' })).toBeInTheDocument();
      expect(escalationDialog.props).toMatchObject({
        title: 'Escalate Ticket',
        escalate: { customerId: IDS.acme, ticketId: IDS.customerTicket },
      });
    });

    it('links to the platform ticket once escalated, and offers no second escalation', async () => {
      serveTicket(api, 'customer', makeTicket({ escalatedToTicketId: IDS.platformTicket }));
      api.on(getAssignableUsers, () => pageOf([]));
      const platformTicketOfTenant = makePlatformTicket();
      const { customerTicket } = await import('@paydesk/contracts/support/ticket.endpoints');
      api.on(customerTicket.getTicket, ({ params }) =>
        params.id === IDS.platformTicket
          ? platformTicketOfTenant
          : makeTicket({ escalatedToTicketId: IDS.platformTicket }),
      );
      openTicket(tenantAgent, 'tenant', makeTicket());
      const link = await screen.findByRole('link', { name: 'Escalated as ticket #2001' });
      expect(link).toHaveAttribute('href', `/tenant/support-tickets/${IDS.platformTicket}`);
      expect(screen.queryByRole('button', { name: 'Escalate' })).toBeNull();
    });

    it('is not offered to merchants', async () => {
      serveTicket(api, 'customer', makeTicket());
      openTicket(merchantAdmin, 'merchant', makeTicket());
      expect(await screen.findByRole('button', { name: 'Invite external party' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Escalate' })).toBeNull();
    });
  });
});
