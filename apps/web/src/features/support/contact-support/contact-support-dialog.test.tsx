import {
  deleteFile,
  deleteTenantFile,
  uploadFile,
  uploadTenantFile,
} from '@paydesk/contracts/files/files.endpoints';
import { TINY_PDF } from '@paydesk/contracts/files/testing/byte-samples';
import {
  getPlatformTicketCategories,
  getSupportTenants,
  getTenantSupportContacts,
  getTicketCategories,
} from '@paydesk/contracts/support/support-options.endpoints';
import { createTicket, escalateCustomerTicket } from '@paydesk/contracts/support/ticket.endpoints';
import { listMerchants, listTenantMerchants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { makeTransaction } from '../../../test/fixtures/lookup-fixtures';
import {
  IDS,
  makeContacts,
  makeFileDetails,
  merchantPage,
  tenantPage,
} from '../../../test/fixtures/support-fixtures';
import { merchantSupportUser, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { supportKeys } from '../api/support-query-keys';
import { ContactSupportDialog, type ContactSupportDialogProps } from './contact-support-dialog';

let api: MockApi;
const noTransactions = { count: 0, countIsCapped: false, data: [] };

beforeEach(() => {
  api = mockApi()
    .on(getTicketCategories, ['Integration', 'Processing', 'Operational', 'Clarification'])
    .on(createTicket, IDS.newTicket)
    // The transaction picker searches once typing pauses; nothing matches unless a test says so.
    .on(crmTransactions.searchKey, noTransactions)
    .on(merchantTransactions.searchKey, noTransactions);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function open(user: CurrentUser, props: Partial<ContactSupportDialogProps> = {}) {
  const onClose = vi.fn();
  const view = renderWithUser(
    <ContactSupportDialog open title="Contact Support" onClose={onClose} {...props} />,
    user,
  );
  return { ...view, onClose };
}

type Events = ReturnType<typeof open>['events'];

async function choose(events: Events, label: string | RegExp, option: string) {
  await events.click(screen.getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

async function expand(events: Events, field: string) {
  await events.click(screen.getByRole('button', { name: 'Expand fields' }));
  await events.click(screen.getByRole('menuitemcheckbox', { name: field }));
  await events.keyboard('{Escape}');
}

/** Pasted rather than typed key by key: the same change events, one render instead of one per key. */
async function enter(events: Events, label: RegExp, text: string) {
  await events.click(screen.getByRole('textbox', { name: label }));
  await events.paste(text);
}

async function fillRequired(events: Events) {
  await choose(events, /Category/, 'Processing');
  await enter(events, /Subject/, 'Refund stuck');
  await enter(events, /Description/, 'The refund of order 42 is stuck.');
}

const closeButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const pdf = (name = 'invoice.pdf') => new File([TINY_PDF], name, { type: 'application/pdf' });
const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
const alerts = () => within(screen.getByRole('region', { name: 'Alerts' }));

describe('Contact Support dialog: the window', { timeout: 30_000 }, () => {
  it('shows the title passed in, small and bottom-right, with no backdrop', () => {
    open(merchantSupportUser);
    const dialog = screen.getByRole('dialog', { name: 'Contact Support' });
    expect(document.querySelector('.MuiBackdrop-root')).toBeNull();
    expect(dialog).toHaveStyle({ position: 'fixed', right: '16px', bottom: '16px', width: '440px' });
  });

  it('leaves the page behind usable and keeps Tab inside', async () => {
    const onPageClick = vi.fn();
    const onClose = vi.fn();
    const { events } = renderWithUser(
      <>
        <button type="button" onClick={onPageClick}>
          Page button
        </button>
        <ContactSupportDialog open title="Contact Support" onClose={onClose} />
      </>,
      merchantSupportUser,
    );
    // Nothing of the page is hidden from assistive technology, and it still takes clicks.
    await events.click(screen.getByRole('button', { name: 'Page button' }));
    expect(onPageClick).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const close = closeButton();
    close.focus();
    await events.tab({ shift: true });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    screen.getByRole('button', { name: 'Expand fields' }).focus();
    await events.tab();
    await events.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is titled Escalate Ticket in escalation mode', () => {
    open(tenantAgent, {
      title: 'Escalate Ticket',
      escalate: { customerId: IDS.acme, ticketId: IDS.customerTicket },
    });
    expect(screen.getByRole('dialog', { name: 'Escalate Ticket' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    open(merchantSupportUser, { open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels on Escape and on the close button', async () => {
    const first = open(merchantSupportUser);
    await first.events.keyboard('{Escape}');
    expect(first.onClose).toHaveBeenCalledWith(null);
    first.unmount();
    const second = open(merchantSupportUser);
    await second.events.click(closeButton());
    expect(second.onClose).toHaveBeenCalledWith(null);
    expect(api.callsTo(createTicket)).toHaveLength(0);
  });
});

describe('Contact Support dialog: fields and rules (spec §2, §5)', { timeout: 30_000 }, () => {
  it('keeps Send disabled until Category, Subject and Description are given', async () => {
    const { events } = open(merchantSupportUser);
    expect(sendButton()).toBeDisabled();
    await choose(events, /Category/, 'Integration');
    expect(sendButton()).toBeDisabled();
    await enter(events, /Subject/, 'Webhook');
    expect(sendButton()).toBeDisabled();
    await enter(events, /Description/, '   ');
    expect(sendButton()).toBeDisabled();
    await enter(events, /Description/, 'It fails');
    expect(sendButton()).toBeEnabled();
  });

  it('shows no platform fields to merchants and tenant staff', () => {
    open(tenantAgent);
    expect(screen.queryByRole('combobox', { name: /Create ticket for Tenant/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Contacts to notify/ })).not.toBeInTheDocument();
  });

  it('offers Customers in the menu only to users without a merchant id', async () => {
    const merchant = open(merchantSupportUser);
    await merchant.events.click(screen.getByRole('button', { name: 'Expand fields' }));
    const offered = screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent);
    expect(offered).toEqual(['Transactions', 'Priorites', 'Attachments']);
    merchant.unmount();

    const agent = open(tenantAgent);
    await agent.events.click(screen.getByRole('button', { name: 'Expand fields' }));
    expect(screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual([
      'Customers',
      'Transactions',
      'Priorites',
      'Attachments',
    ]);
  });

  it("toggles the optional fields with 'Expand fields'", async () => {
    api.on(listMerchants, merchantPage);
    const { events } = open(tenantAgent);
    expect(screen.queryByRole('combobox', { name: 'Priority' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Customers' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose files')).not.toBeInTheDocument();

    await expand(events, 'Priorites');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
    await expand(events, 'Transactions');
    await expand(events, 'Customers');
    await expand(events, 'Attachments');
    expect(screen.getByRole('combobox', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose files')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Expand fields' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Priorites' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await events.click(screen.getByRole('menuitemcheckbox', { name: 'Priorites' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Priorites' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Priority' })).not.toBeInTheDocument();
  });

  it.each([
    ['fail to load', errorResponse(500, 'down', 'internal')],
    ['come back empty', []],
  ])(
    "marks Category with 'Categories couldn't be loaded! Please contact support!' when they %s",
    async (_, answer) => {
      api.on(getTicketCategories, answer);
      open(merchantSupportUser);
      const category = screen.getByRole('combobox', { name: /Category/ });
      await waitFor(() => expect(category).toHaveAttribute('aria-invalid', 'true'));
      expect(category).toHaveAccessibleDescription("Categories couldn't be loaded! Please contact support!");
    },
  );
});

describe('Contact Support dialog: creating a ticket (spec §4)', { timeout: 30_000 }, () => {
  it("posts the ticket of a merchant with createdOn, shows 'Ticket created' and refreshes the lists", async () => {
    const { events, onClose, queryClient } = open(merchantSupportUser);
    queryClient.setQueryData(supportKeys.list('merchant', {}), { count: 0, data: [] });
    await fillRequired(events);
    await events.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(IDS.newTicket));
    const [call] = api.callsTo(createTicket);
    expect(call?.body).toEqual({
      ticket: {
        ticketCategory: 'Processing',
        subject: 'Refund stuck',
        description: 'The refund of order 42 is stuck.',
        references: [{ key: 'createdOn', value: window.location.href }],
        priority: 'Medium',
        contactEmails: [],
      },
      isPlatformCreatingTicket: false,
    });
    expect(alerts().getByText('Ticket created')).toBeInTheDocument();
    expect(queryClient.getQueryState(supportKeys.list('merchant', {}))?.isInvalidated).toBe(true);
  });

  it('sends customers, transactions (trimmed, empty ignored) and the priority of tenant staff', async () => {
    api.on(listMerchants, merchantPage);
    const { events, onClose } = open(tenantAgent);
    await expand(events, 'Customers');
    await expand(events, 'Transactions');
    await expand(events, 'Priorites');
    await choose(events, 'Customers', 'Sandbox Labs Ltd');
    await events.keyboard('{Escape}');
    const transactions = screen.getByRole('combobox', { name: 'Transactions' });
    await events.type(transactions, '  ext-1001  {Enter}');
    await events.type(transactions, '   {Enter}');
    await events.type(transactions, 'ext-1002{Enter}');
    await events.click(screen.getByRole('combobox', { name: 'Priority' }));
    await events.click(screen.getByRole('option', { name: 'High' }));
    await fillRequired(events);
    await events.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(IDS.newTicket));
    expect(api.callsTo(listMerchants)[0]?.query.get('pageSize')).toBe('1000');
    const body = api.callsTo(createTicket)[0]?.body as { ticket: { references: unknown; priority: string } };
    expect(body.ticket.references).toEqual([
      { key: 'Customer', value: IDS.sandbox },
      { key: 'Transaction', value: 'ext-1001' },
      { key: 'Transaction', value: 'ext-1002' },
      { key: 'createdOn', value: window.location.href },
    ]);
    expect(body.ticket.priority).toBe('High');
  });

  it('searches transactions by external id (10 per page) and sends the one picked', async () => {
    const found = makeTransaction({ externalId: 'ORD-1001', merchantName: 'Acme Retail' });
    api.on(crmTransactions.searchKey, { count: 1, countIsCapped: false, data: [found] });
    const { events, onClose } = open(tenantAgent);
    await expand(events, 'Transactions');
    await events.type(screen.getByRole('combobox', { name: 'Transactions' }), 'ORD-10');
    await events.click(await screen.findByRole('option', { name: /^ORD-1001 · Acme Retail · / }));
    const query = api.callsTo(crmTransactions.searchKey).at(-1)!.query;
    expect(query.get('searchKey')).toBe('ORD-10');
    expect(query.get('PageSize')).toBe('10');
    await events.keyboard('{Escape}');
    await fillRequired(events);
    await events.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(IDS.newTicket));
    const body = api.callsTo(createTicket)[0]?.body as { ticket: { references: unknown } };
    expect(body.ticket.references).toEqual([
      { key: 'Transaction', value: 'ORD-1001' },
      { key: 'createdOn', value: window.location.href },
    ]);
  });

  it('keeps the dialog and what was typed when the server refuses the ticket', async () => {
    api.on(createTicket, errorResponse(400, 'Bad subject', 'validation'));
    const { events, onClose } = open(merchantSupportUser);
    await fillRequired(events);
    await events.click(sendButton());
    await waitFor(() => expect(api.callsTo(createTicket)).toHaveLength(1));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Refund stuck');
  });
});

describe('Contact Support dialog: escalation (spec §8)', { timeout: 30_000 }, () => {
  const escalate = { customerId: IDS.acme, ticketId: IDS.customerTicket };

  it("escalates the merchant's ticket and shows 'Ticket escalated'", async () => {
    api.on(escalateCustomerTicket, IDS.newTicket);
    const { events, onClose, queryClient } = open(tenantAgent, { title: 'Escalate Ticket', escalate });
    queryClient.setQueryData(supportKeys.list('tenant', {}), { count: 0, data: [] });
    await fillRequired(events);
    await events.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(IDS.newTicket));
    const [call] = api.callsTo(escalateCustomerTicket);
    expect(call?.params).toEqual({ customerId: IDS.acme, ticketId: IDS.customerTicket });
    expect(call?.body).toMatchObject({ ticketCategory: 'Processing', subject: 'Refund stuck' });
    expect(api.callsTo(createTicket)).toHaveLength(0);
    expect(alerts().getByText('Ticket escalated')).toBeInTheDocument();
    expect(queryClient.getQueryState(supportKeys.list('tenant', {}))?.isInvalidated).toBe(true);
  });

  it("starts from the merchant's ticket, so the agent need not retype it", async () => {
    api.on(escalateCustomerTicket, IDS.newTicket);
    const prefill = {
      category: 'Integration',
      priority: 'High',
      subject: 'Webhooks missing',
      description: 'Refund webhooks stopped yesterday.',
    } as const;
    const { events, onClose } = open(tenantAgent, {
      title: 'Escalate Ticket',
      escalate: { ...escalate, prefill },
    });
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Webhooks missing');
    expect(sendButton()).toBeEnabled();
    await events.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(IDS.newTicket));
    expect(api.callsTo(escalateCustomerTicket)[0]?.body).toMatchObject({
      ticketCategory: 'Integration',
      priority: 'High',
      subject: 'Webhooks missing',
      description: 'Refund webhooks stopped yesterday.',
    });
  });

  it("shows 'Ticket created' when the escalation fails, and still closes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on(escalateCustomerTicket, errorResponse(409, 'Already escalated', 'conflict'));
    const { events, onClose } = open(tenantAgent, { title: 'Escalate Ticket', escalate });
    await fillRequired(events);
    await events.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(null));
    expect(alerts().getByText('Ticket created')).toBeInTheDocument();
    expect(screen.queryByText('Already escalated')).not.toBeInTheDocument();
    expect(screen.queryByText('Ticket escalated')).not.toBeInTheDocument();
  });
});

describe('Contact Support dialog: attachments (spec §4, §5, §8)', { timeout: 30_000 }, () => {
  it("uploads with progress, says 'Files finished uploading' and sends the file as a reference", async () => {
    api.on(uploadFile, makeFileDetails(IDS.file, 'invoice.pdf'));
    const { events, onClose } = open(merchantSupportUser);
    await expand(events, 'Attachments');
    pick([pdf()]);
    expect(await alerts().findByText('Files finished uploading')).toBeInTheDocument();
    expect(api.callsTo(uploadFile)[0]?.query.get('purpose')).toBe('ticket');
    expect(api.callsTo(uploadFile)[0]?.body).toBeInstanceOf(FormData);

    await fillRequired(events);
    await events.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(IDS.newTicket));
    const body = api.callsTo(createTicket)[0]?.body as { ticket: { references: unknown } };
    expect(body.ticket.references).toEqual([
      { key: 'File', value: IDS.file },
      { key: 'createdOn', value: window.location.href },
    ]);
    expect(api.callsTo(deleteFile)).toHaveLength(0); // on the ticket now: kept
  });

  it('keeps Send disabled while an upload runs', async () => {
    let finish!: (value: unknown) => void;
    api.on(uploadFile, () => new Promise((resolve) => (finish = resolve)));
    const { events } = open(merchantSupportUser);
    await fillRequired(events);
    await expand(events, 'Attachments');
    pick([pdf()]);
    await waitFor(() => expect(api.callsTo(uploadFile)).toHaveLength(1));
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of invoice.pdf' })).toBeInTheDocument();
    finish(makeFileDetails(IDS.file, 'invoice.pdf'));
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });

  it("deletes the uploaded files on cancel, then says 'Added files have been deleted'", async () => {
    api.on(uploadFile, makeFileDetails(IDS.file, 'invoice.pdf')).on(deleteFile, { deleted: true });
    const { events, onClose } = open(merchantSupportUser);
    await expand(events, 'Attachments');
    pick([pdf()]);
    await alerts().findByText('Files finished uploading');
    await events.click(closeButton());

    expect(onClose).toHaveBeenCalledWith(null);
    expect(await alerts().findByText('Added files have been deleted')).toBeInTheDocument();
    expect(api.callsTo(deleteFile).map((call) => call.params)).toEqual([{ fileId: IDS.file }]);
  });

  it('says nothing about deleted files when none were uploaded', async () => {
    const { events, onClose } = open(merchantSupportUser);
    await events.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Added files have been deleted')).not.toBeInTheDocument();
  });

  it('shows the spec §5 messages for a refused type, a too large file and a failed upload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on(uploadFile, errorResponse(500, 'disk full', 'internal'));
    const { events } = open(merchantSupportUser);
    await expand(events, 'Attachments');
    pick([new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })]);
    expect(await screen.findByText('File type not allowed tool.exe')).toBeInTheDocument();
    const big = new Uint8Array(20_971_521);
    big.set(TINY_PDF);
    pick([new File([big], 'scan.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('File scan.pdf size bigger then allowed')).toBeInTheDocument();
    pick([pdf('report.pdf')]);
    expect(await screen.findByText('Error uploading files')).toBeInTheDocument();
    // Spec §5: cleared after 2 seconds.
    await waitFor(() => expect(screen.queryByText('Error uploading files')).not.toBeInTheDocument(), {
      timeout: 3500,
    });
  });
});

describe('Contact Support dialog: platform staff (spec §2, §6)', { timeout: 30_000 }, () => {
  const categoriesOf = () => api.callsTo(getPlatformTicketCategories).map((call) => call.params.tenantId);

  beforeEach(() => {
    api
      .on(getSupportTenants, tenantPage)
      .on(getPlatformTicketCategories, ['Integration', 'Operational'])
      .on(listTenantMerchants, [{ merchantId: IDS.acme, legalBusinessName: 'Acme Retail Ltd' }])
      .on(getTenantSupportContacts, ({ query }) => {
        const pageIndex = Number(query.get('pageIndex'));
        return { count: 60, data: pageIndex === 0 ? makeContacts(1, 50) : makeContacts(51, 10) };
      });
  });

  it('requires a tenant, then loads its categories and sends the platform wrapper', async () => {
    const { events, onClose } = open(platformAdmin);
    const tenant = screen.getByRole('combobox', { name: /Create ticket for Tenant/ });
    expect(screen.getByRole('combobox', { name: /Category/ })).toBeDisabled();
    await events.click(tenant);
    await events.tab();
    expect(tenant).toHaveAccessibleDescription('This field is required');

    await choose(events, /Create ticket for Tenant/, 'Northwind Payments');
    await waitFor(() => expect(categoriesOf()).toEqual([IDS.northwind]));
    await choose(events, /Category/, 'Operational');
    await enter(events, /Subject/, 'Settlement delay');
    await enter(events, /Description/, 'Batch 7 is late.');
    await choose(events, /Contacts to notify/, 'Contact 2 (contact-2@northwind.test)');
    await events.keyboard('{Escape}');
    await events.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(IDS.newTicket));
    expect(api.callsTo(getTicketCategories)).toHaveLength(0);
    expect(api.callsTo(createTicket)[0]?.body).toEqual({
      ticket: {
        ticketCategory: 'Operational',
        subject: 'Settlement delay',
        description: 'Batch 7 is late.',
        references: [{ key: 'createdOn', value: window.location.href }],
        priority: 'Medium',
        contactEmails: ['contact-2@northwind.test'],
      },
      isPlatformCreatingTicket: true,
      tenantId: IDS.northwind,
    });
  });

  it.each([
    ['fail to load', errorResponse(500, 'down', 'internal')],
    ['come back empty', { count: 0, data: [] }],
  ])(
    "marks the tenant control with 'Tenants couldn't be loaded! Please contact support!' when they %s",
    async (_, answer) => {
      api.on(getSupportTenants, answer);
      open(platformAdmin);
      const tenant = screen.getByRole('combobox', { name: /Create ticket for Tenant/ });
      await waitFor(() => expect(tenant).toHaveAttribute('aria-invalid', 'true'));
      expect(tenant).toHaveAccessibleDescription("Tenants couldn't be loaded! Please contact support!");
    },
  );

  it("marks Category when the tenant's categories fail to load", async () => {
    api.on(getPlatformTicketCategories, errorResponse(500, 'down', 'internal'));
    const { events } = open(platformAdmin);
    await choose(events, /Create ticket for Tenant/, 'Blue Harbor');
    const category = screen.getByRole('combobox', { name: /Category/ });
    await waitFor(() =>
      expect(category).toHaveAccessibleDescription("Categories couldn't be loaded! Please contact support!"),
    );
  });

  it('pages the contacts 50 at a time, loading the next page at the bottom of the list', async () => {
    const { events } = open(platformAdmin);
    await choose(events, /Create ticket for Tenant/, 'Northwind Payments');
    await events.click(screen.getByRole('combobox', { name: /Contacts to notify/ }));
    await screen.findByRole('option', { name: 'Contact 50 (contact-50@northwind.test)' });
    fireEvent.scroll(screen.getByRole('listbox'));
    await screen.findByRole('option', { name: 'Contact 60 (contact-60@northwind.test)' });
    const pages = api.callsTo(getTenantSupportContacts).map((call) => ({
      tenantId: call.params.tenantId,
      pageIndex: call.query.get('pageIndex'),
      pageSize: call.query.get('pageSize'),
    }));
    expect(pages).toEqual([
      { tenantId: IDS.northwind, pageIndex: '0', pageSize: '50' },
      { tenantId: IDS.northwind, pageIndex: '1', pageSize: '50' },
    ]);
  });

  it("offers the tenant's merchants as customers", async () => {
    const { events } = open(platformAdmin);
    await choose(events, /Create ticket for Tenant/, 'Northwind Payments');
    await expand(events, 'Customers');
    await choose(events, 'Customers', 'Acme Retail Ltd');
    expect(api.callsTo(listTenantMerchants)[0]?.params).toEqual({ tenantId: IDS.northwind });
    expect(api.callsTo(listMerchants)).toHaveLength(0);
  });

  it("deletes the earlier tenant's files when the tenant changes", async () => {
    api
      .on(uploadTenantFile, makeFileDetails(IDS.file, 'invoice.pdf', IDS.blueHarbor))
      .on(deleteTenantFile, { deleted: true });
    const { events } = open(platformAdmin);
    await choose(events, /Create ticket for Tenant/, 'Blue Harbor');
    await expand(events, 'Attachments');
    pick([pdf()]);
    await alerts().findByText('Files finished uploading');
    await choose(events, /Create ticket for Tenant/, 'Northwind Payments');
    await alerts().findByText('Added files have been deleted');
    expect(api.callsTo(deleteTenantFile).map((call) => call.params)).toEqual([
      { tenantId: IDS.blueHarbor, id: IDS.file },
    ]);
    expect(screen.queryByText('invoice.pdf')).not.toBeInTheDocument();
  });

  it("uploads into the ticket's tenant and deletes from there on cancel", async () => {
    api
      .on(uploadTenantFile, makeFileDetails(IDS.file, 'invoice.pdf', IDS.blueHarbor))
      .on(deleteTenantFile, { deleted: true });
    const { events } = open(platformAdmin);
    await expand(events, 'Attachments');
    expect(screen.getByLabelText('Choose files')).toBeDisabled(); // no tenant yet
    await choose(events, /Create ticket for Tenant/, 'Blue Harbor');
    pick([pdf()]);
    await alerts().findByText('Files finished uploading');
    await events.keyboard('{Escape}');
    await alerts().findByText('Added files have been deleted');
    expect(api.callsTo(uploadTenantFile)[0]?.params).toEqual({ tenantId: IDS.blueHarbor });
    expect(api.callsTo(deleteTenantFile).map((call) => call.params)).toEqual([
      { tenantId: IDS.blueHarbor, id: IDS.file },
    ]);
  });
});

describe('Contact Support dialog: drafts of a new ticket', { timeout: 30_000 }, () => {
  const subject = () => screen.getByRole('textbox', { name: /Subject/ });
  const description = () => screen.getByRole('textbox', { name: /Description/ });
  const question = () => screen.findByRole('alertdialog', { name: 'Close without sending?' });
  const storedDraft = (user: CurrentUser) => localSettings.getDraft(user.id, 'new');

  it('asks before closing with unsent text; Keep draft closes and the next opening restores it', async () => {
    const first = open(merchantSupportUser);
    await enter(first.events, /Subject/, 'Refund stuck');
    await enter(first.events, /Description/, 'Order 42');
    await first.events.click(closeButton());
    const ask = await question();
    expect(ask).toHaveTextContent(
      'Your ticket is not sent. Keep it as a draft for the next time you open Contact Support, or discard it? Attached files are not kept.',
    );
    expect(first.onClose).not.toHaveBeenCalled();
    await first.events.click(within(ask).getByRole('button', { name: 'Keep draft' }));
    expect(first.onClose).toHaveBeenCalledWith(null);
    expect(storedDraft(merchantSupportUser)).toEqual({ subject: 'Refund stuck', description: 'Order 42' });
    first.unmount();

    open(merchantSupportUser);
    expect(subject()).toHaveValue('Refund stuck');
    expect(description()).toHaveValue('Order 42');
    expect(api.callsTo(createTicket)).toHaveLength(0);
  });

  it("shows a user's draft to that user only", async () => {
    localSettings.setDraft(merchantSupportUser.id, 'new', { subject: 'Mine', description: 'Only mine' });
    open(tenantAgent);
    expect(subject()).toHaveValue('');
    expect(description()).toHaveValue('');
  });

  it('stays open when the question is dismissed with Escape', async () => {
    const { events, onClose } = open(merchantSupportUser);
    await enter(events, /Subject/, 'Half');
    await events.keyboard('{Escape}');
    await question();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
    expect(subject()).toHaveValue('Half');
  });

  it('discards the draft when asked to', async () => {
    const first = open(merchantSupportUser);
    await enter(first.events, /Description/, 'Never mind');
    await first.events.keyboard('{Escape}');
    await first.events.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(first.onClose).toHaveBeenCalledWith(null);
    expect(storedDraft(merchantSupportUser)).toBeNull();
    first.unmount();
    open(merchantSupportUser);
    expect(description()).toHaveValue('');
  });

  it('clears the draft once the ticket is sent', async () => {
    const first = open(merchantSupportUser);
    await fillRequired(first.events);
    expect(storedDraft(merchantSupportUser)).toEqual({
      subject: 'Refund stuck',
      description: 'The refund of order 42 is stuck.',
    });
    await first.events.click(sendButton());
    await waitFor(() => expect(first.onClose).toHaveBeenCalledWith(IDS.newTicket));
    expect(storedDraft(merchantSupportUser)).toBeNull();
    first.unmount();
    open(merchantSupportUser);
    expect(subject()).toHaveValue('');
  });
});
