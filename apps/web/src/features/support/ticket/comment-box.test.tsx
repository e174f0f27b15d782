import { getAssignableUsers } from '@paydesk/contracts/support/support-options.endpoints';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
