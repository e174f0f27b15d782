import { getAssignableUsers } from '@paydesk/contracts/support/support-options.endpoints';
import { listMerchants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../../test/capture-downloads';
import {
  IDS,
  makeFeedItem,
  makePlatformTicket,
  makeTicket,
  merchants,
  pageOf,
  people,
} from '../../../../test/fixtures/support-fixtures';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../../test/mock-api';
import { openTicket } from '../../testing/open-ticket';
import { serveTicket } from '../../testing/serve-ticket';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

describe('ticket side panel: references, invitation, feed export', { timeout: 20_000 }, () => {
  it('adds a transaction reference', async () => {
    const served = serveTicket(api, 'customer', makeTicket());
    api.on(served.calls.addReferences, () =>
      served.update({ references: [{ key: 'transaction', value: 'TX-991' }] }),
    );
    const { events } = openTicket(merchantAdmin, 'merchant', served.ticket());
    expect(await screen.findByText('No references yet.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add reference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    // Spec §6: merchants (they have a merchant id) cannot name customers.
    expect(within(dialog).queryByRole('combobox', { name: 'Type' })).toBeNull();
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await events.type(within(dialog).getByRole('textbox', { name: 'Transaction id' }), ' TX-991 ');
    await events.click(add);
    expect(await screen.findByText('Reference added')).toBeInTheDocument();
    expect(api.callsTo(served.calls.addReferences)[0]?.body).toEqual({
      references: [{ key: 'Transaction', value: 'TX-991' }],
    });
    expect(await screen.findByText('Transaction TX-991')).toBeInTheDocument();
  });

  it('tenant staff may also name one of their merchants as a customer reference', async () => {
    const served = serveTicket(api, 'customer', makeTicket());
    api.on(getAssignableUsers, () => pageOf([people.agent]));
    api.on(listMerchants, () => pageOf([merchants.acme]));
    api.on(served.calls.addReferences, () => served.ticket());
    const { events } = openTicket(tenantAgent, 'tenant', served.ticket());
    await events.click(await screen.findByRole('button', { name: 'Add reference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    await events.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await events.click(await screen.findByRole('option', { name: 'Customer' }));
    await events.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
    await events.click(await screen.findByRole('option', { name: 'Acme Retail Ltd' }));
    await events.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo(served.calls.addReferences)).toHaveLength(1));
    expect(api.callsTo(served.calls.addReferences)[0]?.body).toEqual({
      references: [{ key: 'Customer', value: IDS.acme }],
    });
  });

  it('invites an external party by email, refusing an invalid address', async () => {
    const served = serveTicket(api, 'customer', makeTicket());
    api.on(served.calls.inviteExternalParty, ({ body }) =>
      makeFeedItem('ExternalPartyInvitationItem', {
        externalPartyEmail: (body as { email: string }).email,
      }),
    );
    const { events } = openTicket(merchantAdmin, 'merchant', served.ticket());
    await events.click(await screen.findByRole('button', { name: 'Invite external party' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite external party' });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await events.type(email, 'not-an-email');
    await events.tab();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await events.clear(email);
    await events.type(email, 'auditor@bank.test');
    await events.type(
      within(dialog).getByRole('textbox', { name: 'What should they help with?' }),
      'Confirm the chargeback',
    );
    await events.click(send);
    expect(await screen.findByText('Invitation sent to auditor@bank.test')).toBeInTheDocument();
    expect(api.callsTo(served.calls.inviteExternalParty)[0]?.body).toEqual({
      email: 'auditor@bank.test',
      description: 'Confirm the chargeback',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite external party' })).toBeNull());
  });

  it('exports the feed as CSV through the platform family for platform staff', async () => {
    const served = serveTicket(api, 'platform', makePlatformTicket());
    api.on(getAssignableUsers, () => pageOf([people.platform]));
    api.on(served.calls.exportFeedCsv, () => 'type,content\r\nPlatformCommentItem,"\'=1+1"');
    const downloads = captureDownloads();
    const { events } = openTicket(platformAdmin, 'platform', served.ticket());
    await events.click(await screen.findByRole('button', { name: 'Export feed (CSV)' }));
    expect(await screen.findByText('Feed exported')).toBeInTheDocument();
    expect(api.callsTo(served.calls.exportFeedCsv)[0]?.path).toBe(
      `/api/support/${IDS.northwind}/ticket/${IDS.platformTicket}/feed/exportcsv`,
    );
    expect(downloads.anchors()[0]?.download).toBe('ticket-2001-feed.csv');
    expect(await downloads.blobs[0]?.text()).toContain('PlatformCommentItem');
  });
});
