import { describe, expect, it } from 'vitest';
import { EMPTY_TICKET_DRAFT, isTicketDraftComplete, ticketReferences, ticketRequest } from './ticket-request';

const PAGE = 'https://portal.example/merchant/transactions?page=2';

describe('ticketReferences (spec §3, §5)', () => {
  it('names each customer, transaction and file, then the page the user wrote from', () => {
    expect(
      ticketReferences({ customerIds: ['m-1', 'm-2'], transactionIds: ['tx-9'] }, ['f-1'], PAGE),
    ).toEqual([
      { key: 'Customer', value: 'm-1' },
      { key: 'Customer', value: 'm-2' },
      { key: 'Transaction', value: 'tx-9' },
      { key: 'File', value: 'f-1' },
      { key: 'createdOn', value: PAGE },
    ]);
  });

  it('trims the values, ignores empty ones and sends a repeated one once', () => {
    expect(
      ticketReferences(
        { customerIds: [' m-1 ', ''], transactionIds: ['  ', 'tx-1', 'tx-1 '] },
        [],
        ` ${PAGE} `,
      ),
    ).toEqual([
      { key: 'Customer', value: 'm-1' },
      { key: 'Transaction', value: 'tx-1' },
      { key: 'createdOn', value: PAGE },
    ]);
  });

  it('keeps the same value under two keys', () => {
    expect(ticketReferences({ customerIds: ['x'], transactionIds: ['x'] }, [], '')).toEqual([
      { key: 'Customer', value: 'x' },
      { key: 'Transaction', value: 'x' },
    ]);
  });
});

describe('ticketRequest and the form rule', () => {
  const draft = {
    ...EMPTY_TICKET_DRAFT,
    category: 'Integration' as const,
    subject: ' Hi ',
    description: ' Text ',
  };

  it('needs Category, Subject and Description, and a tenant from platform staff', () => {
    expect(isTicketDraftComplete(EMPTY_TICKET_DRAFT, false)).toBe(false);
    expect(isTicketDraftComplete(draft, false)).toBe(true);
    expect(isTicketDraftComplete({ ...draft, subject: '  ' }, false)).toBe(false);
    expect(isTicketDraftComplete({ ...draft, description: '' }, false)).toBe(false);
    expect(isTicketDraftComplete({ ...draft, category: null }, false)).toBe(false);
    expect(isTicketDraftComplete(draft, true)).toBe(false);
    expect(isTicketDraftComplete({ ...draft, tenantId: 't-1' }, true)).toBe(true);
  });

  it('trims subject and description and sends contacts only for platform staff', () => {
    const withContacts = { ...draft, contactEmails: ['a@b.test'] };
    expect(ticketRequest(withContacts, [], PAGE, false)).toMatchObject({
      subject: 'Hi',
      description: 'Text',
      priority: 'Medium',
      contactEmails: [],
    });
    expect(ticketRequest(withContacts, [], PAGE, true).contactEmails).toEqual(['a@b.test']);
  });
});
