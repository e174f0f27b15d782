import { randomUUID } from 'node:crypto';
import { TRANSACTION_ACTION_MESSAGES as M } from '@paydesk/contracts/transactions/transaction.model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, demoMerchant } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  actAs,
  addPayment,
  CRM,
  ledgerOf,
  MERCHANT,
  readBack,
} from '../transactions/actions/transaction-actions.test-support';

/** Payout approval, decline and cancellation, one by one and in batch. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;

/** A captured payment and a payout of `amount` from it, waiting for approval. */
async function addPayout(amount = 5_000) {
  const payment = await addPayment(t, { amount: 20_000 });
  const response = await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/payouts`, body: { amount } });
  expect(response.statusCode).toBe(200);
  return { payment, payoutId: response.json().created.id as string, tenantId: payment.tenantId };
}

describe('one payout', () => {
  it('approves a payout through the processor: Successful, with its ledger lines', async () => {
    const { payoutId, tenantId } = await addPayout(5_000);
    const response = await actAs(t, ADMIN, { method: 'PUT', url: `${CRM}/${payoutId}/payout-approve` });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({ id: payoutId, type: 'Payout', status: 'Successful' });
    expect(await ledgerOf(t, tenantId, payoutId)).toHaveLength(2);
    const again = await actAs(t, ADMIN, { method: 'PUT', url: `${CRM}/${payoutId}/payout-approve` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.payoutDecision);
  });

  it('a processor decline declines the payout and moves no money', async () => {
    const { payoutId, tenantId } = await addPayout(5_005);
    const response = await actAs(t, ADMIN, { method: 'PUT', url: `${CRM}/${payoutId}/payout-approve` });
    expect(response.json().transaction).toMatchObject({ status: 'Declined', responseCode: '05' });
    expect(response.json().processor).toEqual({
      outcome: 'Declined',
      responseCode: '05',
      responseMessage: 'Do not honour',
    });
    expect(await ledgerOf(t, tenantId, payoutId)).toHaveLength(0);
  });

  it('cancels a payout (merchant base too), and refuses to approve a payment', async () => {
    const { payment, payoutId, tenantId } = await addPayout();
    const response = await actAs(t, DEMO_EMAILS.ACME, {
      method: 'PUT',
      url: `${MERCHANT}/cancel-payout/${payoutId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction.status).toBe('Cancelled');
    expect(response.json().processor).toBeNull();
    expect((await readBack(t, tenantId, payoutId)).events.map((e) => e.type)).toContain('PayoutCancelled');
    const notPayout = await actAs(t, ADMIN, { method: 'PUT', url: `${CRM}/${payment.id}/payout-approve` });
    expect(notPayout.json().error.message).toBe(M.payoutDecision);
  });
});

describe('batches', () => {
  it('approves per transaction: Done with the processor response, Refused with the message, NotFound out of scope', async () => {
    const first = await addPayout(1_000);
    const second = await addPayout(2_051);
    const decided = await addPayout(3_000);
    await actAs(t, ADMIN, { method: 'PUT', url: `${CRM}/cancel-payout/${decided.payoutId}` });
    const foreign = await addPayment(t, {
      tenantId: BLUE_HARBOR.id,
      merchantId: demoMerchant('seaside-travel').id,
    });
    const missing = randomUUID();
    const response = await actAs(t, ADMIN, {
      url: `${CRM}/payout/approvals`,
      body: { transactions: [first.payoutId, decided.payoutId, foreign.id, missing, second.payoutId] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      {
        transactionId: first.payoutId,
        outcome: 'Done',
        message: null,
        status: 'Successful',
        responseCode: '00',
        responseMessage: 'Approved',
      },
      { transactionId: decided.payoutId, outcome: 'Refused', message: M.payoutDecision, status: 'Cancelled' },
      { transactionId: foreign.id, outcome: 'NotFound', message: null, status: null },
      { transactionId: missing, outcome: 'NotFound', message: null, status: null },
      // A processor decline is an answer, so the row is Done: its code and message say why.
      {
        transactionId: second.payoutId,
        outcome: 'Done',
        message: null,
        status: 'Declined',
        responseCode: '51',
        responseMessage: 'Insufficient funds',
      },
    ]);
  });

  it('declines in batch with one reason, and replays the batch for the same Idempotency-Key', async () => {
    const a = await addPayout(1_000);
    const b = await addPayout(2_000);
    const call = {
      url: `${CRM}/payout/declinations`,
      body: { transactions: [a.payoutId, b.payoutId], reason: 'Card account closed' },
      headers: { 'idempotency-key': randomUUID() },
    };
    const response = await actAs(t, ADMIN, call);
    expect(
      response.json().results.map((r: { outcome: string; status: string }) => [r.outcome, r.status]),
    ).toEqual([
      ['Done', 'Declined'],
      ['Done', 'Declined'],
    ]);
    const replay = await actAs(t, ADMIN, call);
    expect(replay.json()).toEqual(response.json());
    const events = (await readBack(t, a.tenantId, a.payoutId)).events;
    expect(events.filter((e) => e.type === 'PayoutDeclined')).toHaveLength(1);
    expect(events.find((e) => e.type === 'PayoutDeclined')?.message).toBe('Card account closed');
    const noReason = await actAs(t, ADMIN, {
      url: `${CRM}/payout/declinations`,
      body: { transactions: [a.payoutId] },
    });
    expect(noReason.statusCode).toBe(400);
  });
});
