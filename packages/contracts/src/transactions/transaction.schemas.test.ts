import { describe, expect, it } from 'vitest';
import { ActionResult, BatchResult, type Transaction } from './transaction.schemas';

const transaction: Transaction = {
  id: '00000000-0000-4000-8000-000000000001',
  externalId: 'ORDER-1',
  tenantId: '00000000-0000-4000-8000-000000000002',
  tenantName: 'Tenant',
  merchantId: '00000000-0000-4000-8000-000000000003',
  merchantName: 'Merchant',
  websiteId: '00000000-0000-4000-8000-000000000004',
  websiteName: 'Website',
  mode: 'Live',
  type: 'Payment',
  status: 'Captured',
  amount: 10_000,
  currency: 'EUR',
  baseAmount: 10_000,
  baseCurrency: 'EUR',
  capturedAmount: 10_000,
  refundedAmount: 0,
  hasOpenDispute: false,
  paymentMethod: 'Card',
  serviceProvider: 'Simulator',
  cardBin: null,
  cardMasked: null,
  customerEmail: null,
  customerName: null,
  parentId: null,
  responseCode: '00',
  responseMessage: 'Approved',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  availableActions: [],
};

describe('the action answers', () => {
  it('parses an ActionResult without processor (a back end that speaks only the spec)', () => {
    const parsed = ActionResult.parse({ transaction, created: null });
    expect(parsed.processor).toBeUndefined();
  });

  it("parses the processor's answer, and null for an action that called none", () => {
    const answer = { outcome: 'Declined', responseCode: '51', responseMessage: 'Insufficient funds' };
    expect(ActionResult.parse({ transaction, created: null, processor: answer }).processor).toEqual(answer);
    expect(ActionResult.parse({ transaction, created: null, processor: null }).processor).toBeNull();
    expect(
      ActionResult.safeParse({ transaction, created: null, processor: { ...answer, outcome: 'Maybe' } })
        .success,
    ).toBe(false);
  });

  it('parses batch rows with and without the processor response', () => {
    const row = {
      transactionId: transaction.id,
      outcome: 'Done',
      message: null,
      status: 'Declined',
    } as const;
    const withResponse = { ...row, responseCode: '51', responseMessage: 'Insufficient funds' };
    expect(BatchResult.parse({ results: [row, withResponse] }).results).toEqual([row, withResponse]);
  });
});
