import { TRANSACTION_ACTION_MESSAGES as M } from '@paydesk/contracts/transactions/transaction.model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  actAs,
  addPayment,
  CRM,
  ledgerOf,
  readBack,
} from '../transactions/actions/transaction-actions.test-support';

/** PUT {id}/StatusChange: platform staff only, from an undecided or wrongly decided status. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PLATFORM = DEMO_EMAILS.PLATFORM;
const change = (id: string, body: unknown, email: string = PLATFORM) =>
  actAs(t, email, { method: 'PUT', url: `${CRM}/${id}/StatusChange`, body });

describe('status change', () => {
  it('approves a failed payment by hand: Captured in full, with the ledger lines', async () => {
    const p = await addPayment(t, { status: 'Failed', amount: 3_000 });
    const response = await change(p.id, { actionType: 'Approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({ status: 'Captured', capturedAmount: 3_000 });
    // Set by hand, without the processor.
    expect(response.json().processor).toBeNull();
    expect(await ledgerOf(t, p.tenantId, p.id)).toHaveLength(2);
    const after = await readBack(t, p.tenantId, p.id);
    expect(after.events[0]).toMatchObject({
      type: 'StatusChanged',
      message: 'Failed → Captured',
      actorEmail: PLATFORM,
    });
    expect(after.audit[0]).toMatchObject({
      action: 'statusChange',
      before: { status: 'Failed' },
      after: { status: 'Captured' },
    });
  });

  it('declines with its reason, which the schema requires', async () => {
    const p = await addPayment(t, { status: 'Pending' });
    const missing = await change(p.id, { actionType: 'Decline' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { field: 'body.declineReason', message: 'A decline reason is required' },
    ]);
    const response = await change(p.id, { actionType: 'Decline', declineReason: 'Issuer confirmed fraud' });
    expect(response.json().transaction).toMatchObject({
      status: 'Declined',
      responseMessage: 'Issuer confirmed fraud',
    });
  });

  it('refuses a decided status, the same status, and a chargeback', async () => {
    const captured = await addPayment(t);
    const decided = await change(captured.id, { actionType: 'Fail' });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().error.message).toBe(M.statusChange);
    const failed = await addPayment(t, { status: 'Failed' });
    expect((await change(failed.id, { actionType: 'Fail' })).json().error.message).toBe(M.statusChangeSame);
    const chargeback = await addPayment(t, { type: 'Chargeback', status: 'Pending', parentId: captured.id });
    expect((await change(chargeback.id, { actionType: 'Cancel' })).json().error.message).toBe(M.statusChange);
  });

  it('approves a payout waiting for approval as Successful', async () => {
    const payment = await addPayment(t, { amount: 9_000 });
    const payout = await actAs(t, DEMO_EMAILS.NORTHWIND_ADMIN, {
      url: `${CRM}/${payment.id}/payouts`,
      body: {},
    });
    const response = await change(payout.json().created.id, { actionType: 'Approve' });
    expect(response.json().transaction).toMatchObject({ type: 'Payout', status: 'Successful' });
  });

  it('is for platform staff only', async () => {
    const p = await addPayment(t, { status: 'Pending' });
    expect((await change(p.id, { actionType: 'Cancel' }, DEMO_EMAILS.NORTHWIND_ADMIN)).statusCode).toBe(403);
    expect((await readBack(t, p.tenantId, p.id)).row.status).toBe('Pending');
  });
});
