import { describe, expect, it } from 'vitest';
import {
  canReadFeedItem,
  categoryTone,
  commentTypeFor,
  csvSafeCell,
  FEED_ITEM_TYPES,
  isValidLabelDescription,
  isValidLabelName,
} from './support.model';
import { LabelInput, SupportTicketRequest } from './support.schemas';

describe('feed visibility (spec §6 internal comments)', () => {
  it('lets only the author side read an internal comment', () => {
    expect(canReadFeedItem('TenantInternalCommentItem', 'customer')).toBe(false);
    expect(canReadFeedItem('TenantInternalCommentItem', 'tenant')).toBe(true);
    expect(canReadFeedItem('PlatformInternalCommentItem', 'tenant')).toBe(false);
    expect(canReadFeedItem('PlatformInternalCommentItem', 'platform')).toBe(true);
    expect(canReadFeedItem('CustomerInternalCommentItem', 'tenant')).toBe(false);
    expect(canReadFeedItem('CustomerInternalCommentItem', 'customer')).toBe(true);
  });

  it('lets both parties read every other item type', () => {
    const shared = FEED_ITEM_TYPES.filter((type) => !type.includes('Internal'));
    expect(shared).toHaveLength(9);
    for (const type of shared) {
      for (const reader of ['customer', 'tenant', 'platform'] as const) {
        expect(canReadFeedItem(type, reader)).toBe(true);
      }
    }
  });

  it('writes the comment type of the author audience', () => {
    expect(commentTypeFor('customer', false)).toBe('CustomerCommentItem');
    expect(commentTypeFor('tenant', true)).toBe('TenantInternalCommentItem');
    expect(commentTypeFor('platform', false)).toBe('PlatformCommentItem');
  });
});

describe('support category colours (spec §4)', () => {
  it.each([
    ['Integration', 'negative'],
    ['Processing', 'positive'],
    ['Operational', 'pending'],
    ['Clarification', 'hold'],
    ['Something else', 'neutral'],
  ])('%s is %s', (category, tone) => {
    expect(categoryTone(category)).toBe(tone);
  });
});

describe('label form (spec §5)', () => {
  it('takes letters, digits and spaces, but not a default name in any case', () => {
    expect(isValidLabelName('Waiting on bank 2')).toBe(true);
    for (const bad of ['', '   ', 'pending', 'DONE', 'in Progress', 'Urgent!', 'a_b']) {
      expect(isValidLabelName(bad)).toBe(false);
    }
    expect(isValidLabelDescription(undefined)).toBe(true);
    expect(isValidLabelDescription('')).toBe(true);
    expect(isValidLabelDescription('Bank <b>')).toBe(false);
  });

  it("answers 'This field is required and must be alphanumeric.' on name, description and colour", () => {
    const result = LabelInput.safeParse({ value: 'Done', description: 'x;y', color: 'blue' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['value', 'This field is required and must be alphanumeric.'],
      ['description', 'This field is required and must be alphanumeric.'],
      ['color', 'This field is required and must be alphanumeric.'],
    ]);
    const missing = LabelInput.safeParse({});
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      'This field is required and must be alphanumeric.',
      'This field is required and must be alphanumeric.',
    ]);
  });
});

describe('support ticket request (spec §5)', () => {
  it('requires category, subject and description, and defaults the priority to Medium', () => {
    const refused = SupportTicketRequest.safeParse({ subject: '', description: '' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'description',
      'subject',
      'ticketCategory',
    ]);
    const parsed = SupportTicketRequest.parse({
      ticketCategory: 'Integration',
      subject: '  Webhooks  ',
      description: 'Refund webhooks stopped',
    });
    expect(parsed).toMatchObject({ subject: 'Webhooks', priority: 'Medium', references: [] });
  });
});

describe('CSV cells safe from formula injection', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tdata', "'\tdata"],
    ['plain, with comma', '"plain, with comma"'],
    ['plain', 'plain'],
  ])('%j becomes %j', (value, cell) => {
    expect(csvSafeCell(value)).toBe(cell);
  });
});
