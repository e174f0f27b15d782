import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '../transactions/transaction.model';
import { apmShopperState } from './apm-transaction.model';
import { ApmTransactionSearchQuery } from './apm-transaction.schemas';

describe('apmShopperState', () => {
  it('reads where the shopper stands from every status', () => {
    const states = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s, apmShopperState(s)]));
    expect(states).toEqual({
      Pending: 'AwaitingShopper',
      WaitingForApproval: 'AwaitingShopper',
      Approved: 'Completed',
      Captured: 'Completed',
      PartiallyRefunded: 'Completed',
      Refunded: 'Completed',
      Voided: 'Cancelled',
      Reversed: 'Completed',
      Successful: 'Completed',
      Declined: 'Refused',
      Failed: 'Refused',
      Cancelled: 'Cancelled',
    });
  });
});

describe('ApmTransactionSearchQuery', () => {
  it('needs SearchParam and a non-empty SearchKey; refuses a card filter', () => {
    expect(ApmTransactionSearchQuery.safeParse({ SearchParam: 'Email', SearchKey: 'a@b.c' }).success).toBe(
      true,
    );
    expect(ApmTransactionSearchQuery.safeParse({ SearchKey: 'a@b.c' }).success).toBe(false);
    expect(ApmTransactionSearchQuery.safeParse({ SearchParam: 'Card', SearchKey: 'x' }).success).toBe(false);
    const parsed = ApmTransactionSearchQuery.parse({ SearchParam: 'Id', SearchKey: 'x', cardLast4: '1234' });
    expect('cardLast4' in parsed).toBe(false);
  });
});
