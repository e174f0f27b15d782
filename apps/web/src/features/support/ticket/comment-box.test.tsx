import { getAssignableUsers } from '@paydesk/contracts/support/support-options.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import {
  IDS,
  makeFeedItem,
  makePlatformTicket,
  makeTicket,
  pageOf,
  people,
} from '../../../test/fixtures/support-fixtures';
import { platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { openTicket } from '../testing/open-ticket';
import { serveTicket } from '../testing/serve-ticket';

const transfer = vi.hoisted(() => ({
  uploads: [] as Array<{ tenantId: string | null; name: string }>,
  /** When set, uploads wait for it (an upload in flight). */
  hold: null as Promise<void> | null,
}));
vi.mock('../contact-support/ticket-file-transfer', () => ({
  uploadTicketFile: async (tenantId: string | null, file: File, onProgress: (p: number) => void) => {
    transfer.uploads.push({ tenantId, name: file.name });
    onProgress(40);
    if (transfer.hold) await transfer.hold;
    onProgress(100);
    return { id: '66666666-7777-4888-8999-aaaaaaaaaaaa', fileName: file.name };
  },
  deleteTicketFile: async () => ({ deleted: true }),
}));

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  transfer.uploads = [];
  transfer.hold = null;
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const pdf = () => new File(['%PDF-1.7\n1 0 obj\n'], 'statement.pdf', { type: 'application/pdf' });

describe('comment box attachments', { timeout: 20_000 }, () => {
  it.each([
    [
      'tenant staff upload into their own scope (POST /fs/file)',
      tenantAgent,
      'tenant',
      'customer',
      makeTicket(),
      null,
    ],
    [
      'platform staff upload into the ticket’s tenant (POST /fs/{tenantId}/file)',
      platformAdmin,
      'platform',
      'platform',
      makePlatformTicket(),
      IDS.northwind,
    ],
  ] as const)(
    '%s and send the ids as File references',
    async (_, user, area, family, ticket, uploadTenant) => {
      const served = serveTicket(api, family, ticket);
      api.on(getAssignableUsers, () => pageOf([people.agent]));
      api.on(served.calls.comment, () => makeFeedItem('TenantCommentItem'));
      const { events, container } = openTicket(user, area, served.ticket());
      await events.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Statement attached');
      const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
      await events.upload(input, pdf());
      expect(await screen.findByText('Files finished uploading')).toBeInTheDocument();
      expect(transfer.uploads).toEqual([{ tenantId: uploadTenant, name: 'statement.pdf' }]);
      await events.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(api.callsTo(served.calls.comment)).toHaveLength(1));
      expect(api.callsTo(served.calls.comment)[0]?.body).toEqual({
        content: 'Statement attached',
        isInternal: false,
        references: [{ key: 'File', value: IDS.file }],
      });
      // The files now belong to the comment: the list is emptied without deleting them.
      await waitFor(() => expect(screen.queryByText('statement.pdf')).toBeNull());
    },
  );

  it('keeps Send disabled while a file is uploading', async () => {
    let release = () => {};
    transfer.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const served = serveTicket(api, 'customer', makeTicket());
    api.on(getAssignableUsers, () => pageOf([people.agent]));
    const { events, container } = openTicket(tenantAgent, 'tenant', served.ticket());
    await events.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'See attached');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    await events.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, pdf());
    await waitFor(() => expect(transfer.uploads).toHaveLength(1));
    expect(send).toBeDisabled();
    release();
    expect(await screen.findByText('Files finished uploading')).toBeInTheDocument();
    expect(send).toBeEnabled();
  });
});

/** Another page: the test router's authentication probe is the one other route it has. */
const ELSEWHERE = '/authentication/elsewhere';
const OTHER_TICKET = '99999999-2222-4333-8444-555555555555';
const otherAgent = { ...tenantAgent, id: 'tenant-agent-2', email: 'other.agent@northwind.test' };

/** Opens a ticket of the customer family for `user` and waits for its reply box. */
async function openReply(user = tenantAgent, ticketId: string = IDS.customerTicket) {
  const served = serveTicket(api, 'customer', makeTicket({ ticketId }));
  api.on(getAssignableUsers, () => pageOf([people.agent]));
  api.on(served.calls.comment, () => makeFeedItem('TenantCommentItem'));
  const view = openTicket(user, 'tenant', served.ticket());
  const box = await screen.findByRole('textbox', { name: 'Your reply' });
  return { ...view, served, box };
}

describe('comment box drafts', { timeout: 20_000 }, () => {
  it('keeps an unsent reply, with its visibility, for the same user on the same ticket only', async () => {
    const first = await openReply();
    await first.events.type(first.box, 'Half a reply');
    await first.events.click(screen.getByRole('radio', { name: 'Internal note' }));
    first.unmount();

    const again = await openReply();
    expect(again.box).toHaveValue('Half a reply');
    expect(screen.getByRole('radio', { name: 'Internal note' })).toBeChecked();
    again.unmount();

    // Another user on the same ticket, and the same user on another ticket, start empty.
    const other = await openReply(otherAgent);
    expect(other.box).toHaveValue('');
    other.unmount();
    const otherTicket = await openReply(tenantAgent, OTHER_TICKET);
    expect(otherTicket.box).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Public reply' })).toBeChecked();
  });

  it('clears the draft once the reply is sent', async () => {
    const view = await openReply();
    await view.events.type(view.box, 'Done now');
    expect(localSettings.getDraft(tenantAgent.id, `ticket:${IDS.customerTicket}`)).toEqual({
      content: 'Done now',
      visibility: 'public',
    });
    await view.events.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo(view.served.calls.comment)).toHaveLength(1));
    await waitFor(() => expect(view.box).toHaveValue(''));
    expect(localSettings.getDraft(tenantAgent.id, `ticket:${IDS.customerTicket}`)).toBeNull();
    view.unmount();
    expect((await openReply()).box).toHaveValue('');
  });

  it('keeps what was typed after Send: only the text sent leaves the box', async () => {
    const view = await openReply();
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.on(view.served.calls.comment, async () => {
      await held;
      return makeFeedItem('TenantCommentItem');
    });
    await view.events.type(view.box, 'First reply');
    await view.events.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo(view.served.calls.comment)).toHaveLength(1));
    // Typed while the first is on its way: the next reply.
    await view.events.clear(view.box);
    await view.events.type(view.box, 'Second reply');
    answer();
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(view.box).toHaveValue('Second reply');
  });

  it('asks before leaving the ticket with unsent text: Escape stays, Keep draft leaves and keeps it', async () => {
    const view = await openReply();
    await view.events.type(view.box, 'Not finished');
    void view.router.navigate(ELSEWHERE);
    const ask = await screen.findByRole('alertdialog', { name: 'Leave your reply unsent?' });
    expect(ask).toHaveTextContent('Keep it as a draft for when you come back, or discard it?');
    await view.events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe(`/tenant/support-tickets/${IDS.customerTicket}`);
    expect(view.box).toHaveValue('Not finished');

    void view.router.navigate(ELSEWHERE);
    const again = await screen.findByRole('alertdialog', { name: 'Leave your reply unsent?' });
    await view.events.click(within(again).getByRole('button', { name: 'Keep draft' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(ELSEWHERE));
    expect(localSettings.getDraft(tenantAgent.id, `ticket:${IDS.customerTicket}`)).toEqual({
      content: 'Not finished',
      visibility: 'public',
    });
    expect(api.callsTo(view.served.calls.comment)).toHaveLength(0);
  });

  it('discards the draft when asked to, and lets an empty box leave without asking', async () => {
    const view = await openReply();
    await view.events.type(view.box, 'Never mind');
    void view.router.navigate(ELSEWHERE);
    const ask = await screen.findByRole('alertdialog', { name: 'Leave your reply unsent?' });
    await view.events.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(ELSEWHERE));
    expect(localSettings.getDraft(tenantAgent.id, `ticket:${IDS.customerTicket}`)).toBeNull();
    view.unmount();

    const empty = await openReply();
    expect(empty.box).toHaveValue('');
    void empty.router.navigate(ELSEWHERE);
    await waitFor(() => expect(empty.router.state.location.pathname).toBe(ELSEWHERE));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
