import { TRANSACTION_ACTION_MESSAGES } from '@paydesk/contracts/transactions/transaction.model';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { moneyOperations } from '../money/money-operations.table';
import {
  addWebhookEndpoint,
  injectFailureAfterProcessor,
  keyOf,
  moneyTrailOf,
  reconcileNow,
  removeInjectedFailure,
  VT_AUDIT,
} from '../money/pending-operations.test-support';
import { transactionLogs, transactions } from '../money/transactions.table';
import { readBack } from '../transactions/actions/transaction-actions.test-support';
import { addVtSetup, VT_CRM, VT_SETUP, vtBody } from './virtual-terminal.test-support';

/**
 * A virtual-terminal payment never reaches the processor without a record (docs/transactions.md
 * "Pending operations"): the payment is committed as Pending with its authorisation as a pending
 * operation before the processor is called; a failure after the processor answered leaves it on
 * record, a retry under the same Idempotency-Key never pays twice, and the reconciler records it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addVtSetup(t.database.db);
  await addWebhookEndpoint(t, { tenantId: NORTHWIND.id, merchantId: VT_SETUP.merchantId });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await removeInjectedFailure(t);
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const PAN = '4000056655665556';
const processor = () => t.app.transactionActions.processor;
const reconcile = () => reconcileNow(t);
const pay = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.requestAs(ADMIN, { method: 'POST', url: VT_CRM, payload: body, headers });

async function paymentsOf(orderReference: unknown) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(transactions)
      .where(
        and(eq(transactions.tenantId, NORTHWIND.id), eq(transactions.externalId, String(orderReference))),
      ),
  );
}

async function operationsOn(transactionId: string) {
  const rows = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(moneyOperations)
      .where(
        and(eq(moneyOperations.tenantId, NORTHWIND.id), eq(moneyOperations.transactionId, transactionId)),
      ),
  );
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function logsOf(transactionId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(transactionLogs).where(eq(transactionLogs.transactionId, transactionId)),
  );
}

describe('a sale whose recording fails after the processor answered', () => {
  it('is on record; a retry under the key never calls the processor again; it is recorded once', async () => {
    const authorise = vi.spyOn(processor(), 'authorise');
    const capture = vi.spyOn(processor(), 'capture');
    const lookup = vi.spyOn(processor(), 'lookup');
    await injectFailureAfterProcessor(t, VT_AUDIT);
    const body = vtBody({ amount: '25.00', cardNumber: PAN, cvc: '737' });
    const key = { 'idempotency-key': `vt-crash-${body.orderReference}` };

    expect((await pay(body, key)).statusCode).toBe(500);
    expect(authorise).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledTimes(1);
    const [payment] = await paymentsOf(body.orderReference);
    if (!payment) throw new Error('The payment left no record');
    // The authorisation is recorded; the sale's capture is its own operation, left pending.
    expect(payment).toMatchObject({ status: 'Approved', capturedAmount: 0 });
    const [authorisation, pendingCapture] = await operationsOn(payment.id);
    expect(authorisation).toMatchObject({
      id: payment.id,
      state: 'Settled',
      action: 'virtualTerminalPayment',
      processorCall: 'authorise',
    });
    expect(pendingCapture).toMatchObject({
      state: 'Pending',
      action: 'virtualTerminalCapture',
      processorCall: 'capture',
    });
    // The processor was given the operations' ids as its idempotency references.
    expect(authorise.mock.calls[0]?.[0].operationId).toBe(payment.id);
    expect(capture.mock.calls[0]?.[0].operationId).toBe(pendingCapture?.id);
    // The operations keep the card's mask, never its number or CVC.
    const stored = JSON.stringify([authorisation, pendingCapture]);
    expect(stored).toContain('400005******5556');
    expect(stored).not.toContain(PAN);
    // The CVC as a value of its own (not digits inside a hash or an id).
    expect(stored).not.toMatch(/(^|[^0-9a-zA-Z.])737([^0-9a-zA-Z]|$)/);
    expect(await keyOf(t, NORTHWIND.id, key['idempotency-key'])).toMatchObject({
      state: 'InFlight',
      operationId: pendingCapture?.id,
    });

    const retry = await pay(body, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toMatchObject({
      code: 'ACTION_IN_FLIGHT',
      message: TRANSACTION_ACTION_MESSAGES.inFlight,
    });
    expect(authorise).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledTimes(1);

    await removeInjectedFailure(t);
    expect(await reconcile()).toEqual({ settled: 1, failed: 0 });
    expect(lookup).toHaveBeenCalledWith(pendingCapture?.id);
    expect(await reconcile()).toEqual({ settled: 0, failed: 0 });

    const replay = await pay(body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({
      transactionId: payment.id,
      externalId: body.orderReference,
      status: 'Captured',
      outcome: 'Approved',
      responseCode: '00',
      responseMessage: 'Approved',
      declineReason: null,
      amount: 2_500,
      currency: 'EUR',
      cardMasked: '400005******5556',
      cardBrand: 'Visa',
    });
    expect((await pay(body, key)).json()).toEqual(replay.json());
    expect(authorise).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledTimes(1);

    expect(await paymentsOf(body.orderReference)).toHaveLength(1);
    const after = await readBack(t, NORTHWIND.id, payment.id);
    expect(after.row).toMatchObject({ status: 'Captured', capturedAmount: 2_500 });
    expect(after.events.map((e) => e.type).sort()).toEqual(['Authorised', 'Captured', 'Created']);
    expect(after.audit).toHaveLength(1);
    expect(after.audit[0]).toMatchObject({
      action: 'virtualTerminal',
      before: { status: 'New' },
      after: { status: 'Captured' },
    });
    const trail = await moneyTrailOf(t, NORTHWIND.id, [payment.id]);
    expect(trail.ledger).toHaveLength(2);
    // One webhook delivery per event.
    expect(trail.deliveries).toHaveLength(3);
    expect((await logsOf(payment.id)).map((l) => l.data.direction).sort()).toEqual([
      'Inbound',
      'Outbound',
      'Outbound',
    ]);
    expect((await operationsOn(payment.id)).map((o) => o.state)).toEqual(['Settled', 'Settled']);
    expect(await keyOf(t, NORTHWIND.id, key['idempotency-key'])).toMatchObject({
      state: 'Done',
      statusCode: 200,
    });
  });
});

describe('an authorisation left pending', () => {
  it('shows the payment Pending until the reconciler records what the processor answered', async () => {
    const authorise = vi.spyOn(processor(), 'authorise');
    await injectFailureAfterProcessor(t, VT_AUDIT);
    const body = vtBody({ captureMode: 'AuthoriseOnly' });
    expect((await pay(body)).statusCode).toBe(500);
    const [payment] = await paymentsOf(body.orderReference);
    if (!payment) throw new Error('The payment left no record');
    // What a user sees while the outcome is unknown: a Pending payment, no response yet.
    const details = await t.requestAs(ADMIN, { url: `/api/crm/transactions/${payment.id}` });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ status: 'Pending', responseCode: null });
    expect((await operationsOn(payment.id)).map((o) => o.state)).toEqual(['Pending']);
    // The same order again is refused rather than paid twice.
    expect((await pay(body)).json().error).toMatchObject({ code: 'ORDER_REFERENCE_TAKEN' });

    await removeInjectedFailure(t);
    expect(await reconcile()).toEqual({ settled: 1, failed: 0 });
    expect(authorise).toHaveBeenCalledTimes(1);
    const after = await readBack(t, NORTHWIND.id, payment.id);
    expect(after.row).toMatchObject({ status: 'Approved', responseCode: '00' });
    expect(after.audit).toHaveLength(1);
    expect(after.events.map((e) => e.type).sort()).toEqual(['Authorised', 'Created']);
  });

  it('records an authorisation the processor never received as failed, without sending it again', async () => {
    const authorise = vi.spyOn(processor(), 'authorise').mockRejectedValueOnce(new Error('connection reset'));
    const body = vtBody();
    expect((await pay(body)).statusCode).toBe(500);
    const [payment] = await paymentsOf(body.orderReference);
    if (!payment) throw new Error('The payment left no record');
    expect(payment.status).toBe('Pending');

    expect(await reconcile()).toEqual({ settled: 1, failed: 0 });
    // The card number it would need is not kept: it is never sent again.
    expect(authorise).toHaveBeenCalledTimes(1);
    const after = await readBack(t, NORTHWIND.id, payment.id);
    expect(after.row).toMatchObject({ status: 'Failed', capturedAmount: 0, processorReference: null });
    expect(after.events.map((e) => e.type).sort()).toEqual(['AuthorisationFailed', 'Created']);
    expect(after.audit).toHaveLength(1);
    expect((await moneyTrailOf(t, NORTHWIND.id, [payment.id])).ledger).toHaveLength(0);
  });
});
