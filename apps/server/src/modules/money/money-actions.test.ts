import { randomUUID } from 'node:crypto';
import { TRANSACTION_ACTION_MESSAGES as M } from '@paydesk/contracts/transactions/transaction.model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchant } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  actAs,
  addPayment,
  CRM,
  ledgerOf,
  MERCHANT,
  readBack,
} from '../transactions/actions/transaction-actions.test-support';

/** Refund, capture, void, reversal, payout, dispute, check status and the refund outside the processor. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const act = (id: string, segment: string, body: unknown = {}, email: string = ADMIN, headers = {}) =>
  actAs(t, email, { url: `${CRM}/${id}/${segment}`, body, headers });

describe('refund', () => {
  it('refunds the whole refundable amount by default, with a Refund child and the ledger lines', async () => {
    const p = await addPayment(t, { amount: 12_000 });
    const response = await act(p.id, 'refunds', { reason: 'Customer returned it' });
    expect(response.statusCode).toBe(200);
    const { transaction, created } = response.json();
    expect(transaction).toMatchObject({ id: p.id, status: 'Refunded', refundedAmount: 12_000 });
    expect(transaction.availableActions).not.toContain('refund');
    expect(created).toMatchObject({
      type: 'Refund',
      status: 'Successful',
      amount: 12_000,
      parentId: p.id,
      cardMasked: '411111******1111',
    });
    const after = await readBack(t, p.tenantId, p.id);
    expect(after.events.map((e) => e.type)).toContain('Refunded');
    expect(after.events.find((e) => e.type === 'Refunded')).toMatchObject({
      actorEmail: ADMIN,
      amount: 12_000,
    });
    const ledger = await ledgerOf(t, p.tenantId, created.id);
    expect(ledger.map((l) => [l.account, l.direction, l.amount])).toEqual(
      expect.arrayContaining([
        ['merchant-balance', 'Debit', 12_000],
        ['customer-funds', 'Credit', 12_000],
      ]),
    );
    expect(ledger).toHaveLength(2);
  });

  it('refunds in parts up to the captured amount, then refuses with 409', async () => {
    const p = await addPayment(t, { amount: 10_000 });
    const first = await act(p.id, 'refunds', { amount: 4_000 });
    expect(first.json().transaction).toMatchObject({ status: 'PartiallyRefunded', refundedAmount: 4_000 });
    const tooMuch = await act(p.id, 'refunds', { amount: 6_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'ACTION_REFUSED', message: M.refundAmount });
    const rest = await act(p.id, 'refunds', { amount: 6_000 });
    expect(rest.json().transaction).toMatchObject({ status: 'Refunded', refundedAmount: 10_000 });
  });

  it('answers a processor decline with the declined child and the payment unchanged', async () => {
    const p = await addPayment(t, { amount: 10_000 });
    const declined = await act(p.id, 'refunds', { amount: 1_051 });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().created).toMatchObject({
      status: 'Declined',
      responseCode: '51',
      responseMessage: 'Insufficient funds',
    });
    expect(declined.json().transaction).toMatchObject({ status: 'Captured', refundedAmount: 0 });
    const failed = await act(p.id, 'refunds', { amount: 1_091 });
    expect(failed.json().created).toMatchObject({ status: 'Failed', responseCode: '91' });
    const after = await readBack(t, p.tenantId, p.id);
    expect(after.row.refundedAmount).toBe(0);
    expect(after.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['RefundDeclined', 'RefundFailed']),
    );
    expect(await ledgerOf(t, p.tenantId, declined.json().created.id)).toHaveLength(0);
  });

  it('refuses a payment that is not captured, and bad amounts with 400', async () => {
    const p = await addPayment(t, { status: 'Approved' });
    const refused = await act(p.id, 'refunds', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.refund);
    const c = await addPayment(t);
    for (const amount of [0, -5, 12.5, '100']) {
      const bad = await act(c.id, 'refunds', { amount });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details[0].field).toBe('body.amount');
    }
  });

  it("keeps to the caller's scope and mode: 404 outside it, 409 in the other mode, 403 without the key", async () => {
    const p = await addPayment(t);
    expect((await act(p.id, 'refunds', {}, DEMO_EMAILS.BLUE_HARBOR_ADMIN)).statusCode).toBe(404);
    const harbour = await addPayment(t, { merchantId: demoMerchant('harbour-coffee').id });
    const acmeOnHarbour = await actAs(t, DEMO_EMAILS.ACME, {
      url: `${MERCHANT}/${harbour.id}/refunds`,
      body: {},
    });
    expect(acmeOnHarbour.statusCode).toBe(404);
    const testMode = await act(p.id, 'refunds', {}, ADMIN, { mode: 'Test' });
    expect(testMode.statusCode).toBe(409);
    expect(testMode.json().error.message).toBe(M.mode);
    expect((await act(p.id, 'refunds', {}, DEMO_EMAILS.AGENT)).statusCode).toBe(403);
    // Limited to no payment method (spec §6 per-user limits): the payment is not theirs to see.
    expect((await act(p.id, 'refunds', {}, TEST_USERS.limited)).statusCode).toBe(404);
    expect((await act('6d1c1f0e-9a4b-4c4e-8f59-000000000000', 'refunds', {})).statusCode).toBe(404);
    expect((await readBack(t, p.tenantId, p.id)).children).toHaveLength(0);
  });

  it('lets a merchant user refund its own payment on the merchant base', async () => {
    const p = await addPayment(t, { amount: 5_000 });
    const response = await actAs(t, DEMO_EMAILS.ACME, {
      url: `${MERCHANT}/${p.id}/refunds`,
      body: { amount: 1_000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction).toMatchObject({ status: 'PartiallyRefunded', refundedAmount: 1_000 });
    const [audit] = (await readBack(t, p.tenantId, p.id)).audit;
    expect(audit?.actorEmail).toBe(DEMO_EMAILS.ACME);
  });
});

describe('capture', () => {
  it('captures the authorised amount by default, or a part of it', async () => {
    const full = await addPayment(t, { status: 'Approved', amount: 8_000 });
    const response = await act(full.id, 'captures');
    expect(response.json().transaction).toMatchObject({ status: 'Captured', capturedAmount: 8_000 });
    expect((await ledgerOf(t, full.tenantId, full.id)).map((l) => [l.account, l.direction])).toEqual(
      expect.arrayContaining([
        ['customer-funds', 'Debit'],
        ['merchant-balance', 'Credit'],
      ]),
    );
    const part = await addPayment(t, { status: 'Approved', amount: 8_000 });
    expect((await act(part.id, 'captures', { amount: 5_000 })).json().transaction).toMatchObject({
      capturedAmount: 5_000,
    });
  });

  it('refuses more than authorised, and a payment that is not authorised', async () => {
    const p = await addPayment(t, { status: 'Approved', amount: 8_000 });
    const over = await act(p.id, 'captures', { amount: 8_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(M.captureAmount);
    const captured = await addPayment(t);
    expect((await act(captured.id, 'captures')).json().error.message).toBe(M.capture);
  });

  it('a declined capture declines the payment; a failed one leaves it authorised', async () => {
    const declined = await addPayment(t, { status: 'Approved', amount: 2_005 });
    const answer = await act(declined.id, 'captures');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().transaction).toMatchObject({
      status: 'Declined',
      capturedAmount: 0,
      responseCode: '05',
    });
    const failed = await addPayment(t, { status: 'Approved', amount: 2_091 });
    expect((await act(failed.id, 'captures')).json().transaction).toMatchObject({
      status: 'Approved',
      responseCode: '91',
    });
    expect(await ledgerOf(t, declined.tenantId, declined.id)).toHaveLength(0);
  });
});

describe('void and reversal', () => {
  it('voids an authorised payment, not a captured one', async () => {
    const p = await addPayment(t, { status: 'Approved' });
    expect((await act(p.id, 'voids', { reason: 'Order cancelled' })).json().transaction.status).toBe(
      'Voided',
    );
    const captured = await addPayment(t);
    const refused = await act(captured.id, 'voids');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.void);
  });

  it('reverses a captured payment without refunds, keeping the captured amount', async () => {
    const p = await addPayment(t, { amount: 6_000 });
    const response = await act(p.id, 'reversals');
    expect(response.json().transaction).toMatchObject({
      status: 'Reversed',
      capturedAmount: 6_000,
      refundedAmount: 0,
    });
    expect(await ledgerOf(t, p.tenantId, p.id)).toHaveLength(2);
    const refunded = await addPayment(t, { amount: 6_000 });
    await act(refunded.id, 'refunds', { amount: 100 });
    const refused = await act(refunded.id, 'reversals');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.reversal);
  });
});

describe('payout', () => {
  it('creates a payout of the captured amount waiting for approval, without moving money yet', async () => {
    const p = await addPayment(t, { amount: 7_500 });
    const response = await act(p.id, 'payouts', { reason: 'Winnings' });
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toMatchObject({
      type: 'Payout',
      status: 'WaitingForApproval',
      amount: 7_500,
      parentId: p.id,
    });
    expect(response.json().transaction).toMatchObject({ status: 'Captured', refundedAmount: 0 });
    expect(await ledgerOf(t, p.tenantId, response.json().created.id)).toHaveLength(0);
    const pending = await addPayment(t, { status: 'Pending' });
    expect((await act(pending.id, 'payouts')).json().error.message).toBe(M.payout);
  });
});

describe('dispute', () => {
  it('opens a dispute: a Pending chargeback, a disputes row and the open flag; a second one is refused', async () => {
    const p = await addPayment(t, { amount: 9_000 });
    const response = await act(p.id, 'dispute', { disputeCode: '13.1', reason: 'Never arrived' });
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toMatchObject({ type: 'Chargeback', status: 'Pending', amount: 9_000 });
    expect(response.json().transaction).toMatchObject({ hasOpenDispute: true, status: 'Captured' });
    const after = await readBack(t, p.tenantId, p.id);
    expect(after.disputes).toHaveLength(1);
    expect(after.disputes[0]).toMatchObject({
      status: 'Open',
      disputeCode: '13.1',
      amount: 9_000,
      chargebackId: response.json().created.id,
    });
    const second = await act(p.id, 'dispute', { disputeCode: '13.1' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(M.disputeOpen);
  });

  it('refuses an unknown dispute code with 400 and an amount over the rest with 409', async () => {
    const p = await addPayment(t, { amount: 9_000 });
    const bad = await act(p.id, 'dispute', { disputeCode: '99.9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.disputeCode');
    const over = await act(p.id, 'dispute', { disputeCode: '10.4', amount: 9_001 });
    expect(over.json().error.message).toBe(M.disputeAmount);
  });
});

describe('check status', () => {
  it('settles a pending …33 payment as captured, declines a …51 one, and leaves others pending', async () => {
    const settles = await addPayment(t, { status: 'Pending', amount: 4_233 });
    expect((await act(settles.id, 'checkstatus')).json().transaction).toMatchObject({
      status: 'Captured',
      capturedAmount: 4_233,
    });
    const declines = await addPayment(t, { status: 'Pending', amount: 4_251 });
    expect((await act(declines.id, 'checkstatus')).json().transaction.status).toBe('Declined');
    const waits = await addPayment(t, { status: 'Pending', amount: 4_200 });
    expect((await act(waits.id, 'checkstatus')).json().transaction).toMatchObject({
      status: 'Pending',
      responseCode: '09',
    });
    const events = (await readBack(t, waits.tenantId, waits.id)).events;
    expect(events.map((e) => e.type)).toEqual(['StatusChecked']);
  });

  it('answers any other transaction unchanged with a StatusChecked event', async () => {
    const p = await addPayment(t);
    const response = await act(p.id, 'checkstatus');
    expect(response.json().transaction).toMatchObject({ status: 'Captured', capturedAmount: p.amount });
    const after = await readBack(t, p.tenantId, p.id);
    expect(after.events[0]).toMatchObject({
      type: 'StatusChecked',
      message: 'No change: the transaction is Captured',
    });
    expect(after.audit).toHaveLength(1);
  });
});

describe('the processor\'s answer (docs/transactions.md "What a processor answer does")', () => {
  it('says whether a refund was approved, left pending, declined or failed', async () => {
    const p = await addPayment(t, { amount: 20_000 });
    const approved = await act(p.id, 'refunds', { amount: 1_000 });
    expect(approved.json().processor).toEqual({
      outcome: 'Approved',
      responseCode: '00',
      responseMessage: 'Approved',
    });
    // Accepted and settled later: booked as refunded like an approval, which only this field tells apart.
    const pending = await act(p.id, 'refunds', { amount: 1_033 });
    expect(pending.json().created.status).toBe('Successful');
    expect(pending.json().processor).toEqual({
      outcome: 'Pending',
      responseCode: '09',
      responseMessage: 'Request in progress',
    });
    const declined = await act(p.id, 'refunds', { amount: 1_051 });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().processor).toEqual({
      outcome: 'Declined',
      responseCode: '51',
      responseMessage: 'Insufficient funds',
    });
    const failed = await act(p.id, 'refunds', { amount: 1_091 });
    expect(failed.json().processor).toEqual({
      outcome: 'Failed',
      responseCode: '91',
      responseMessage: 'Issuer or switch inoperative',
    });
  });

  it('tells a declined void from a failed one, though both leave the payment authorised', async () => {
    const declined = await addPayment(t, { status: 'Approved', amount: 2_051 });
    const declinedAnswer = (await act(declined.id, 'voids')).json();
    expect(declinedAnswer.transaction.status).toBe('Approved');
    expect(declinedAnswer.processor).toMatchObject({ outcome: 'Declined', responseCode: '51' });
    const failed = await addPayment(t, { status: 'Approved', amount: 2_091 });
    const failedAnswer = (await act(failed.id, 'voids')).json();
    expect(failedAnswer.transaction.status).toBe('Approved');
    expect(failedAnswer.processor).toMatchObject({ outcome: 'Failed', responseCode: '91' });
  });

  it('answers null for an action that calls no processor, and never the processor reference', async () => {
    const p = await addPayment(t, { amount: 7_500 });
    const payout = await act(p.id, 'payouts', { amount: 1_000 });
    expect(payout.statusCode).toBe(200);
    expect(payout.json().processor).toBeNull();
    expect((await act(p.id, 'checkstatus')).json().processor).toBeNull();
    expect((await act(p.id, 'status-change-refunds')).json().processor).toBeNull();
    const captured = await addPayment(t, { status: 'Approved', amount: 3_000 });
    const capture = (await act(captured.id, 'captures')).json();
    expect(Object.keys(capture.processor).sort()).toEqual(['outcome', 'responseCode', 'responseMessage']);
  });

  it('replays the same processor answer for the same Idempotency-Key', async () => {
    const p = await addPayment(t, { amount: 10_000 });
    const headers = { 'idempotency-key': randomUUID() };
    const first = await act(p.id, 'refunds', { amount: 1_051 }, ADMIN, headers);
    expect(first.json().processor).toMatchObject({ outcome: 'Declined', responseCode: '51' });
    const replay = await act(p.id, 'refunds', { amount: 1_051 }, ADMIN, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().processor).toEqual(first.json().processor);
    expect(replay.json()).toEqual(first.json());
    expect((await readBack(t, p.tenantId, p.id)).children).toHaveLength(1);
  });
});

describe('status change to refunded', () => {
  it('marks the rest refunded outside the processor', async () => {
    const p = await addPayment(t, { amount: 10_000 });
    await act(p.id, 'refunds', { amount: 3_000 });
    const response = await act(p.id, 'status-change-refunds', { reason: 'Bank transfer' });
    expect(response.json().transaction).toMatchObject({ status: 'Refunded', refundedAmount: 10_000 });
    expect(response.json().created).toMatchObject({ type: 'Refund', status: 'Successful', amount: 7_000 });
    const after = await readBack(t, p.tenantId, p.id);
    expect(after.events.some((e) => e.message === 'Refunded outside the processor')).toBe(true);
    const again = await act(p.id, 'status-change-refunds');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.statusChangeRefund);
  });
});
