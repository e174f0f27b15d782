import { downloadFile, getFileDetails } from '@paydesk/contracts/files/files.endpoints';
import { FEED_ITEM_TYPES } from '@paydesk/contracts/support/support.model';
import { listMerchants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../../test/capture-downloads';
import {
  IDS,
  makeFeedItem,
  merchants,
  minutesAgo,
  pageOf,
  people,
} from '../../../../test/fixtures/support-fixtures';
import { merchantAdmin, tenantAgent } from '../../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../../test/mock-api';
import { renderWithUser } from '../../../../test/render-with-user';
import type { FeedEntry } from '../../api/feed-schema';
import { FeedItemView } from './feed-item-view';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

function renderItem(item: FeedEntry, tenantId: string | null = null) {
  return renderWithUser(<FeedItemView item={item} tenantId={tenantId} />, merchantAdmin);
}

const COMMENT_TYPES = FEED_ITEM_TYPES.filter((type) => type.endsWith('CommentItem'));
const INTERNAL_TYPES = [
  'CustomerInternalCommentItem',
  'TenantInternalCommentItem',
  'PlatformInternalCommentItem',
];

describe('feed items (spec §2 support feed thread, §3 item types, §4, §6)', () => {
  it.each(INTERNAL_TYPES)('%s: lock icon, amber, labelled Internal', (type) => {
    renderItem(makeFeedItem(type, { commenter: people.agent, content: 'Checking with the bank' }));
    const item = screen.getByRole('article', { name: 'Internal note by Elif Yılmaz' });
    expect(within(item).getByTestId('LockIcon')).toBeInTheDocument();
    expect(within(item).getByTitle('Internal note')).toBeInTheDocument();
    expect(within(item).queryByTestId('StarIcon')).toBeNull();
    expect(within(item).getByText('Internal')).toBeInTheDocument();
    expect(item).toHaveAttribute('data-internal', 'true');
  });

  it.each(COMMENT_TYPES.filter((type) => !INTERNAL_TYPES.includes(type)))(
    '%s: star icon, not internal',
    (type) => {
      renderItem(
        makeFeedItem(type, {
          commenter: people.agent,
          externalPartyEmail: 'auditor@bank.test',
          content: 'Hello',
        }),
      );
      const item = screen.getByRole('article');
      expect(within(item).getByTestId('StarIcon')).toBeInTheDocument();
      expect(within(item).getByTitle('Public reply')).toBeInTheDocument();
      expect(within(item).queryByTestId('LockIcon')).toBeNull();
      expect(within(item).queryByText('Internal')).toBeNull();
      expect(item).not.toHaveAttribute('data-internal');
    },
  );

  it('shows the author, the relative time with the full date-time, and plain text with line breaks', () => {
    const timestamp = minutesAgo(3);
    renderItem(
      makeFeedItem('CustomerCommentItem', {
        commenter: people.merchant,
        timestamp,
        content: 'Line one\nLine two <b>not bold</b><script>alert(1)</script>',
      }),
    );
    const item = screen.getByRole('article', { name: 'Reply by Sarah Collins' });
    expect(within(item).getByText('3 minutes ago')).toHaveAttribute('datetime', timestamp);
    const text = within(item).getByText(/Line one/);
    expect(text.textContent).toBe('Line one\nLine two <b>not bold</b><script>alert(1)</script>');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(item.querySelector('b, script')).toBeNull();
  });

  it('names an external party by their email', () => {
    renderItem(
      makeFeedItem('ExternalPartyCommentItem', {
        externalPartyEmail: 'auditor@bank.test',
        content: 'Seen it',
      }),
    );
    const item = screen.getByRole('article', { name: 'Reply by auditor@bank.test' });
    expect(within(item).getByText('External party')).toBeInTheDocument();
  });

  it('marks unread items as New', () => {
    renderItem(makeFeedItem('TenantCommentItem', { commenter: people.agent, content: 'Hi', isUnread: true }));
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('Opened: a red tick icon (spec §4)', () => {
    renderItem(makeFeedItem('StatusChangeFeedItem', { newState: 'Opened', user: people.agent }));
    const item = screen.getByRole('article', { name: 'Elif Yılmaz opened the ticket' });
    const icon = within(item).getByTestId('CheckIcon');
    expect(icon).toHaveClass('MuiSvgIcon-colorError');
    expect(within(item).getByTitle('Opened')).toBeInTheDocument();
    expect(within(item).queryByTestId('RemoveIcon')).toBeNull();
  });

  it('Closed: a green remove icon (spec §4)', () => {
    renderItem(makeFeedItem('StatusChangeFeedItem', { newState: 'Closed', user: people.merchant }));
    const item = screen.getByRole('article', { name: 'Sarah Collins closed the ticket' });
    const icon = within(item).getByTestId('RemoveIcon');
    expect(icon).toHaveClass('MuiSvgIcon-colorSuccess');
    expect(within(item).getByTitle('Closed')).toBeInTheDocument();
    expect(within(item).queryByTestId('CheckIcon')).toBeNull();
  });

  it('assignment: who assigned whom, or unassigned', () => {
    renderItem(makeFeedItem('AssignmentItem', { assigner: people.tenantAdmin, newAssignee: people.agent }));
    expect(screen.getByText('Oliver Bennett assigned the ticket to Elif Yılmaz')).toBeInTheDocument();
  });

  it('unassignment', () => {
    renderItem(makeFeedItem('AssignmentItem', { assigner: people.tenantAdmin, newAssignee: null }));
    expect(screen.getByText('Oliver Bennett unassigned the ticket')).toBeInTheDocument();
  });

  it('priority change', () => {
    renderItem(makeFeedItem('PriorityChangeItem', { user: people.agent, newPriority: 'High' }));
    expect(screen.getByText('Elif Yılmaz changed the priority to High')).toBeInTheDocument();
  });

  it('invitation of an external party, with its description', () => {
    renderItem(
      makeFeedItem('ExternalPartyInvitationItem', {
        invitedBy: people.agent,
        externalPartyEmail: 'auditor@bank.test',
        invitationDescription: 'Please confirm the chargeback',
      }),
    );
    expect(screen.getByText('Elif Yılmaz invited auditor@bank.test to the conversation')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the chargeback')).toBeInTheDocument();
  });

  it('references: transactions, customers and attachments downloaded as a blob through GET /fs/file/{id}', async () => {
    api.on(getFileDetails, () => ({
      id: IDS.file,
      fileName: 'statement.pdf',
      contentType: 'application/pdf',
      size: 1200,
      tenantId: IDS.northwind,
      merchantId: IDS.acme,
      createdOn: minutesAgo(10),
      createdBy: people.merchant.email,
      isAttached: true,
    }));
    api.on(downloadFile, () => '%PDF-1.7');
    const downloads = captureDownloads();

    const { events } = renderItem(
      makeFeedItem('ReferenceItem', {
        user: people.merchant,
        references: [
          { key: 'transaction', value: 'TX-991' },
          { key: 'customer', value: merchantAdmin.merchantId! },
          { key: 'attachment', value: IDS.file },
        ],
      }),
    );
    expect(screen.getByText('Sarah Collins added references')).toBeInTheDocument();
    // A transaction reference opens the transaction, in the merchant's own area.
    expect(screen.getByRole('link', { name: 'Transaction TX-991' })).toHaveAttribute(
      'href',
      '/merchant/transaction-management/transaction-lookup/TX-991',
    );
    expect(screen.getByText('Customer Acme Retail Ltd')).toBeInTheDocument();
    const download = await screen.findByRole('button', { name: 'Download statement.pdf' });
    await events.click(download);
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(api.callsTo(downloadFile)[0]?.path).toBe(`/api/fs/file/${IDS.file}`);
    expect(await downloads.blobs[0]?.text()).toBe('%PDF-1.7');
    expect(downloads.anchors()[0]?.download).toBe('statement.pdf');
    expect(downloads.anchors()[0]?.href).toBe('blob:download-1');
  });

  it('names a customer reference by the merchant’s name for tenant staff', async () => {
    api.on(listMerchants, () => pageOf([merchants.acme]));
    renderWithUser(
      <FeedItemView
        item={makeFeedItem('ReferenceItem', {
          user: people.agent,
          references: [{ key: 'customer', value: IDS.acme }],
        })}
        tenantId={null}
      />,
      tenantAgent,
    );
    expect(await screen.findByText('Customer Acme Retail Ltd')).toBeInTheDocument();
  });

  it('links a transaction reference to the tenant area for tenant staff', () => {
    renderWithUser(
      <FeedItemView
        item={makeFeedItem('ReferenceItem', {
          user: people.agent,
          references: [{ key: 'transaction', value: 'TX 7/1' }],
        })}
        tenantId={null}
      />,
      tenantAgent,
    );
    expect(screen.getByRole('link', { name: 'Transaction TX 7/1' })).toHaveAttribute(
      'href',
      '/transaction-management/transaction-lookup/TX%207%2F1',
    );
  });

  it('an unknown item type renders nothing (spec §2)', () => {
    renderWithUser(
      <div data-testid="slot">
        <FeedItemView
          item={makeFeedItem('SlaBreachedItem', { content: 'Should not show' })}
          tenantId={null}
        />
      </div>,
      merchantAdmin,
    );
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });

  it.each(FEED_ITEM_TYPES)('%s offers no edit menu (spec §2: the feed edit menu is hidden)', (type) => {
    renderItem(
      makeFeedItem(type, {
        commenter: people.agent,
        user: people.agent,
        assigner: people.agent,
        invitedBy: people.agent,
        content: 'Text',
        newState: 'Opened',
        newPriority: 'Low',
        externalPartyEmail: 'x@bank.test',
      }),
    );
    const item = screen.getByRole('article');
    expect(within(item).queryAllByRole('button')).toEqual([]);
    expect(within(item).queryAllByRole('menu')).toEqual([]);
  });
});
