import { randomUUID } from 'node:crypto';
import { TRANSACTION_ACTION_MESSAGES as M } from '@paydesk/contracts/transactions/transaction.model';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { actAs, addPayment, CRM, readBack } from '../transactions/actions/transaction-actions.test-support';
import { PENDING_OPERATIONS } from './pending-operations';
import {
  addWebhookEndpoint,
  ageOperations,
  CRASH_REASON,
  injectFailureAfterProcessor,
  keyOf,
  moneyTrailOf,
  netStatusEvents,
  operationsOf,
  reconcileNow,
  removeInjectedFailure,
  setRefunded,
} from './pending-operations.test-support';
import { reconcilePendingOperations } from './pending-operations-reconciler';

/**
 * A money action can never reach the processor and leave no record. The call is
 * committed as a pending operation first, the processor gets the operation id as its idempotency
 * reference, the outcome is recorded after; a retry under the same key never calls the processor
 * again, and the reconciler settles what a dead request left pending, once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await removeInjectedFailure(t);
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const processor = () => t.app.transactionActions.processor;
const reconcile = () => reconcileNow(t);

async function capturedPayment() {
  const payment = await addPayment(t, { amount: 10_000 });
  await addWebhookEndpoint(t, { tenantId: payment.tenantId, merchantId: payment.merchantId as string });
  return payment;
}

describe('a failure after the processor answered', () => {
  it('leaves the refund pending; a retry under the key never calls the processor again; it is recorded once', async () => {
    const payment = await capturedPayment();
    const refund = vi.spyOn(processor(), 'refund');
    const lookup = vi.spyOn(processor(), 'lookup');
    await injectFailureAfterProcessor(t);
    const key = randomUUID();
    const call = {
      url: `${CRM}/${payment.id}/refunds`,
      body: { amount: 2_500, reason: CRASH_REASON },
      headers: { 'idempotency-key': key },
    };

    expect((await actAs(t, ADMIN, call)).statusCode).toBe(500);
    expect(refund).toHaveBeenCalledTimes(1);
    const [pending] = await operationsOf(t, payment.tenantId, payment.id);
    expect(pending).toMatchObject({ state: 'Pending', action: 'refund', processorCall: 'refund' });
    // The processor was given the operation's id as its idempotency reference.
    expect(refund.mock.calls[0]?.[0].operationId).toBe(pending?.id);
    expect(await keyOf(t, payment.tenantId, key)).toMatchObject({
      state: 'InFlight',
      operationId: pending?.id,
    });
    const nothingYet = await readBack(t, payment.tenantId, payment.id);
    expect(nothingYet.children).toHaveLength(0);
    expect(nothingYet.row.refundedAmount).toBe(0);

    // The retry is told the request is in flight: it does not run the action under a new id.
    const retry = await actAs(t, ADMIN, call);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toMatchObject({ code: 'ACTION_IN_FLIGHT', message: M.inFlight });
    expect(refund).toHaveBeenCalledTimes(1);

    await removeInjectedFailure(t);
    expect(await reconcile()).toEqual({ settled: 1, failed: 0 });
    expect(lookup).toHaveBeenCalledWith(pending?.id);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await reconcile()).toEqual({ settled: 0, failed: 0 });

    const replay = await actAs(t, ADMIN, call);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({
      transaction: { status: 'PartiallyRefunded' },
      created: { id: pending?.id, type: 'Refund', status: 'Successful', amount: 2_500 },
      processor: { outcome: 'Approved', responseCode: '00' },
    });
    expect(refund).toHaveBeenCalledTimes(1);

    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.row).toMatchObject({ status: 'PartiallyRefunded', refundedAmount: 2_500 });
    expect(after.children).toHaveLength(1);
    expect(after.audit).toHaveLength(1);
    expect(after.audit[0]?.request).toMatchObject({ action: 'refund', reason: CRASH_REASON });
    expect(after.events.filter((e) => e.type === 'Refunded')).toHaveLength(1);
    const trail = await moneyTrailOf(t, payment.tenantId, [payment.id, pending?.id as string]);
    expect(trail.ledger).toHaveLength(2);
    // One delivery per event: the payment's Refunded and the refund's Created.
    expect(trail.deliveries).toHaveLength(2);
    expect(await operationsOf(t, payment.tenantId, payment.id)).toEqual([
      expect.objectContaining({ state: 'Settled', id: pending?.id }),
    ]);
    expect(await keyOf(t, payment.tenantId, key)).toMatchObject({ state: 'Done', statusCode: 200 });
  });

  it("the issue's request (a NUL in the reason) never reaches the processor and leaves nothing behind", async () => {
    const payment = await capturedPayment();
    const refund = vi.spyOn(processor(), 'refund');
    const key = randomUUID();
    const call = {
      url: `${CRM}/${payment.id}/refunds`,
      body: { amount: 2_500, reason: 'customer\u0000request' },
      headers: { 'idempotency-key': key },
    };
    // Refused by validation, or by the database when the call is committed as pending: either way
    // before the processor is called, and the key is free for a corrected request.
    expect((await actAs(t, ADMIN, call)).statusCode).toBeGreaterThanOrEqual(400);
    expect(refund).not.toHaveBeenCalled();
    expect(await operationsOf(t, payment.tenantId, payment.id)).toHaveLength(0);
    expect(await keyOf(t, payment.tenantId, key)).toBeNull();
    expect((await readBack(t, payment.tenantId, payment.id)).children).toHaveLength(0);
  });

  it('a refusal before the processor call leaves nothing pending', async () => {
    const payment = await capturedPayment();
    const refund = vi.spyOn(processor(), 'refund');
    const key = randomUUID();
    const call = {
      url: `${CRM}/${payment.id}/refunds`,
      body: { amount: 20_000 },
      headers: { 'idempotency-key': key },
    };
    expect((await actAs(t, ADMIN, call)).statusCode).toBe(409);
    expect(refund).not.toHaveBeenCalled();
    expect(await operationsOf(t, payment.tenantId, payment.id)).toHaveLength(0);
  });
});

describe('a state changed outside the runner while the call was out', () => {
  it('is an error, never the answer stored for the key: the operation stays pending, the key in flight', async () => {
    const payment = await capturedPayment();
    const simulator = processor();
    const answer = simulator.refund.bind(simulator);
    vi.spyOn(simulator, 'refund').mockImplementationOnce(async (call) => {
      // What a lost dispute does to the payment, written beside the runner.
      await setRefunded(t, payment, 10_000, 'Refunded');
      return answer(call);
    });
    const key = randomUUID();
    const call = {
      url: `${CRM}/${payment.id}/refunds`,
      body: { amount: 1_000 },
      headers: { 'idempotency-key': key },
    };
    expect((await actAs(t, ADMIN, call)).statusCode).toBe(500);
    // The write beside the runner moved the payment in the status-event log too (the rollups follow it).
    expect(await netStatusEvents(t, payment)).toEqual({ Refunded: 1 });
    const [pending] = await operationsOf(t, payment.tenantId, payment.id);
    expect(pending?.state).toBe('Pending');
    expect(await keyOf(t, payment.tenantId, key)).toMatchObject({
      state: 'InFlight',
      operationId: pending?.id,
    });
    expect(await reconcile()).toEqual({ settled: 0, failed: 1 });
    expect((await readBack(t, payment.tenantId, payment.id)).children).toHaveLength(0);
    // Once the state is put right, the reconciler records it (and later passes find nothing left).
    await setRefunded(t, payment, 0, 'Captured');
    expect(await netStatusEvents(t, payment)).toEqual({ Captured: 1 });
    expect(await reconcile()).toEqual({ settled: 1, failed: 0 });
    expect(await keyOf(t, payment.tenantId, key)).toMatchObject({ state: 'Done', statusCode: 200 });
  });
});

describe('the reconciler', () => {
  it('sends a call the processor never received under the same reference, and records it once', async () => {
    const payment = await capturedPayment();
    const refund = vi.spyOn(processor(), 'refund').mockRejectedValueOnce(new Error('connection reset'));
    const response = await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: { amount: 1_000 } });
    expect(response.statusCode).toBe(500);
    const [pending] = await operationsOf(t, payment.tenantId, payment.id);
    expect(pending?.state).toBe('Pending');

    // Two reconcilers at once: one records the outcome, the other finds it taken or settled.
    const passes = await Promise.all([reconcile(), reconcile()]);
    expect(passes.reduce((sum, pass) => sum + pass.settled, 0)).toBe(1);
    // The failed attempt and the reconciler's (a second reconciler may ask too: the reference dedups it).
    expect(refund.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(refund.mock.calls.map(([c]) => c.operationId))).toEqual(new Set([pending?.id]));
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.row).toMatchObject({ status: 'PartiallyRefunded', refundedAmount: 1_000 });
    expect(after.children).toEqual([expect.objectContaining({ id: pending?.id, status: 'Successful' })]);
    expect(after.audit).toHaveLength(1);
    expect((await moneyTrailOf(t, payment.tenantId, [pending?.id as string])).ledger).toHaveLength(2);
  });

  it('leaves an operation younger than the grace period to its request', async () => {
    const payment = await capturedPayment();
    vi.spyOn(processor(), 'refund').mockRejectedValueOnce(new Error('connection reset'));
    await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: { amount: 1_000 } });
    const pass = await reconcilePendingOperations({
      db: t.database.db,
      processor: processor(),
      log: t.app.log,
    });
    expect(pass.settled).toBe(0);
    expect((await operationsOf(t, payment.tenantId, payment.id))[0]?.state).toBe('Pending');
    await reconcile();
  });
});

describe('turns', () => {
  it('an action on a transaction with a call in flight waits for its outcome, then decides on it', async () => {
    const payment = await capturedPayment();
    const simulator = processor();
    const answer = simulator.refund.bind(simulator);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const refund = vi.spyOn(simulator, 'refund').mockImplementationOnce(async (call) => {
      await held;
      return answer(call);
    });
    const url = `${CRM}/${payment.id}/refunds`;
    const first = actAs(t, ADMIN, { url, body: {} });
    await vi.waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    const second = actAs(t, ADMIN, { url, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await first).statusCode).toBe(200);
    const refused = await second;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.refund);
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it('waits in the database for an operation another process left pending, and decides once it is settled', async () => {
    const payment = await capturedPayment();
    const refund = vi.spyOn(processor(), 'refund').mockRejectedValueOnce(new Error('connection reset'));
    const url = `${CRM}/${payment.id}/refunds`;
    expect((await actAs(t, ADMIN, { url, body: {} })).statusCode).toBe(500);
    // No request of this process holds the transaction's turn now: the next one polls step 1.
    const next = actAs(t, ADMIN, { url, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await reconcile()).toEqual({ settled: 1, failed: 0 });
    const refused = await next;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.refund);
    expect(refund).toHaveBeenCalledTimes(2);
    expect((await readBack(t, payment.tenantId, payment.id)).children).toHaveLength(1);
  });

  it('answers in flight at once when the pending operation is left to the reconciler, and moves nothing', async () => {
    const payment = await capturedPayment();
    const refund = vi.spyOn(processor(), 'refund').mockRejectedValueOnce(new Error('connection reset'));
    const url = `${CRM}/${payment.id}/refunds`;
    expect((await actAs(t, ADMIN, { url, body: { amount: 1_000 } })).statusCode).toBe(500);
    await ageOperations(t, payment.tenantId, payment.id, PENDING_OPERATIONS.graceSeconds + 1);
    const other = await actAs(t, ADMIN, { url, body: { amount: 2_000 } });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({ code: 'ACTION_IN_FLIGHT' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect((await readBack(t, payment.tenantId, payment.id)).row.refundedAmount).toBe(0);
    await reconcile();
    expect((await actAs(t, ADMIN, { url, body: { amount: 2_000 } })).statusCode).toBe(200);
    expect((await readBack(t, payment.tenantId, payment.id)).row.refundedAmount).toBe(3_000);
  });
});
