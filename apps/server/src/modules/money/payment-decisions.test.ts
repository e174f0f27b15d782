import { TRANSACTION_ACTION_MESSAGES as M } from '@paydesk/contracts/transactions/transaction.model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Decline and approve of pending payments, with the reasons of spec §4. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const act = (id: string, segment: string, body: unknown, email: string = ADMIN) =>
  actAs(t, email, { url: `${CRM}/${id}/${segment}`, body });

describe('decline', () => {
  it('declines a pending payment with a reason of status Declined', async () => {
    const p = await addPayment(t, { status: 'Pending' });
    const response = await act(p.id, 'declines', { reasonId: 'suspected-fraud', comment: 'Card reported' });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({ status: 'Declined', capturedAmount: 0 });
    // A manual decline moves no money: no processor was called.
    expect(response.json().processor).toBeNull();
    const after = await readBack(t, p.tenantId, p.id);
    expect(after.events[0]).toMatchObject({
      type: 'Declined',
      message: 'Suspected fraud: Card reported',
      actorEmail: ADMIN,
    });
    expect(after.audit[0]).toMatchObject({
      action: 'decline',
      before: { status: 'Pending' },
      after: { status: 'Declined' },
    });
    expect(await ledgerOf(t, p.tenantId, p.id)).toHaveLength(0);
  });

  it('refuses an approve reason, an unknown one (400) and a payment that is not pending (409)', async () => {
    const p = await addPayment(t, { status: 'Pending' });
    for (const reasonId of ['customer-verified', 'nothing-like-it']) {
      const bad = await act(p.id, 'declines', { reasonId });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details).toEqual([
        { field: 'body.reasonId', message: 'Choose a reason from the list' },
      ]);
    }
    const captured = await addPayment(t);
    const refused = await act(captured.id, 'declines', { reasonId: 'suspected-fraud' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.decline);
  });
});

describe('approve', () => {
  it('captures a pending payment in full with a reason of status Captured', async () => {
    const p = await addPayment(t, { status: 'Pending', amount: 15_000 });
    const response = await actAs(t, DEMO_EMAILS.ACME, {
      url: `${MERCHANT}/${p.id}/approves`,
      body: { reasonId: 'customer-verified' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({ status: 'Captured', capturedAmount: 15_000 });
    expect(response.json().processor).toMatchObject({ outcome: 'Approved', responseCode: '00' });
    expect(await ledgerOf(t, p.tenantId, p.id)).toHaveLength(2);
    const again = await act(p.id, 'approves', { reasonId: 'customer-verified' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.approve);
  });

  it('a processor decline of the approval declines the payment', async () => {
    const p = await addPayment(t, { status: 'Pending', amount: 15_051 });
    const response = await act(p.id, 'approves', { reasonId: 'known-customer' });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({
      status: 'Declined',
      capturedAmount: 0,
      responseCode: '51',
    });
    expect(response.json().processor).toEqual({
      outcome: 'Declined',
      responseCode: '51',
      responseMessage: 'Insufficient funds',
    });
    const again = await act(p.id, 'approves', { reasonId: 'known-customer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.approve);
  });
});
