import { describe, expect, it } from 'vitest';
import type { ProcessorTransaction } from './processor';
import { createSimulatorProcessor } from './simulator-processor';

/** The simulator's documented outcomes (docs/transactions.md "Money actions"). */

const simulator = createSimulatorProcessor();
const payment = (amount: number): ProcessorTransaction => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  externalId: 'T-1',
  tenantId: 't',
  merchantId: 'm',
  amount,
  currency: 'EUR',
  paymentMethod: 'visa',
  serviceProvider: 'northstar-acquiring',
  processorReference: null,
});

describe('simulator processor', () => {
  it('answers by the last two digits of the amount the call carries', async () => {
    const refund = (amount: number) =>
      simulator.refund({ transaction: payment(10_000), operationId: 'op', amount });
    expect(await refund(1_000)).toMatchObject({ outcome: 'Approved', responseCode: '00' });
    expect(await refund(1_051)).toMatchObject({
      outcome: 'Declined',
      responseCode: '51',
      responseMessage: 'Insufficient funds',
    });
    expect(await refund(1_005)).toMatchObject({
      outcome: 'Declined',
      responseCode: '05',
      responseMessage: 'Do not honour',
    });
    expect(await refund(1_091)).toMatchObject({ outcome: 'Failed', responseCode: '91' });
    expect(await refund(1_033)).toMatchObject({ outcome: 'Pending', responseCode: '09' });
    expect(await simulator.void({ transaction: payment(2_051), operationId: 'op' })).toMatchObject({
      outcome: 'Declined',
    });
  });

  it('settles a pending …33 payment on check status; other amounts wait for a decision', async () => {
    const check = (amount: number) =>
      simulator.checkStatus({ transaction: payment(amount), operationId: 'op' });
    expect(await check(4_233)).toMatchObject({ outcome: 'Approved', responseCode: '00' });
    expect(await check(4_251)).toMatchObject({ outcome: 'Declined', responseCode: '51' });
    expect(await check(4_291)).toMatchObject({ outcome: 'Failed' });
    expect(await check(4_200)).toMatchObject({ outcome: 'Pending', responseCode: '09' });
  });

  it('gives a retried call the same reference and another call another one', async () => {
    const call = { transaction: payment(10_000), operationId: 'op-1', amount: 500 };
    const first = await simulator.refund(call);
    expect((await simulator.refund(call)).processorReference).toBe(first.processorReference);
    expect((await simulator.refund({ ...call, operationId: 'op-2' })).processorReference).not.toBe(
      first.processorReference,
    );
    expect(first.processorReference).toMatch(/^SIM-[0-9A-F]{16}$/);
  });
});

describe('simulator processor: the operation id as idempotency reference', () => {
  it('answers a call under a used reference with its first answer, and looks answers up by it', async () => {
    const processor = createSimulatorProcessor();
    const operationId = 'b0000000-0000-4000-8000-000000000001';
    expect(await processor.lookup(operationId)).toBeNull();
    const call = { transaction: payment(10_000), operationId, amount: 1_033 };
    const first = await processor.refund(call);
    expect(first).toMatchObject({ outcome: 'Pending' });
    expect(await processor.refund(call)).toBe(first);
    expect(await processor.lookup(operationId)).toBe(first);
    expect(await processor.lookup('b0000000-0000-4000-8000-000000000002')).toBeNull();
  });
});
