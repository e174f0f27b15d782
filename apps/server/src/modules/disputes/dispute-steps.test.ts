import { DISPUTE_MESSAGES } from '@paydesk/contracts/disputes/dispute.model';
import { TRANSACTION_ACTION_MESSAGES } from '@paydesk/contracts/transactions/transaction.model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../infra/idempotency/idempotency.table';
import { auditEventsOf } from '../../test/audit-events-of';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { actAs, CRM, ledgerOf, readBack } from '../transactions/actions/transaction-actions.test-support';
import { DISPUTES, historyOf, openDispute } from './disputes.test-support';

/** A dispute's steps: evidence, accept, decision; money, ledger, audit, 409s, Idempotency-Key. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const step = (
  id: string,
  segment: string,
  body: unknown,
  headers: Record<string, string> = {},
  email: string = ADMIN,
) => actAs(t, email, { url: `${DISPUTES}/${id}/${segment}`, body, headers });
const balanceOf = (lines: { account: string; direction: string; amount: number }[], account: string) =>
  lines
    .filter((l) => l.account === account)
    .reduce((sum, l) => sum + (l.direction === 'Credit' ? l.amount : -l.amount), 0);

describe('the dispute lifecycle', () => {
  it('evidence puts an open dispute under review; a won decision releases the hold', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN, { amount: 6_000 });
    const evidence = await step(dispute.id, 'evidence', { text: 'Signed delivery note attached' });
    expect(evidence.statusCode).toBe(200);
    expect(evidence.json().dispute.status).toBe('UnderReview');
    expect(evidence.json().availableActions).toEqual(['decide']);
    expect(evidence.json().history.map((h: { action: string }) => h.action)).toEqual([
      'Opened',
      'EvidenceSubmitted',
    ]);
    expect(evidence.json().history[1]).toMatchObject({
      note: 'Signed delivery note attached',
      actorEmail: ADMIN,
    });
    // Still open: a second dispute on the payment is refused.
    const second = await actAs(t, ADMIN, {
      url: `${CRM}/${payment.id}/dispute`,
      body: { disputeCode: '10.4' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(TRANSACTION_ACTION_MESSAGES.disputeOpen);

    const won = await step(dispute.id, 'decision', { outcome: 'Won', note: 'Issuer accepted the evidence' });
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({
      dispute: { status: 'Won' },
      payment: { status: 'Captured', hasOpenDispute: false, refundedAmount: 0 },
      chargeback: { status: 'Declined' },
      availableActions: [],
    });
    const ledger = await ledgerOf(t, payment.tenantId, dispute.chargebackId);
    expect(balanceOf(ledger, 'dispute-reserve')).toBe(0);
    expect(balanceOf(ledger, 'merchant-balance')).toBe(0);
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['dispute', 'disputeEvidence', 'disputeWon']),
    );
    const wonAudit = after.audit.find((a) => a.action === 'disputeWon');
    expect(wonAudit).toMatchObject({
      actorEmail: ADMIN,
      before: { hasOpenDispute: true },
      after: { hasOpenDispute: false },
    });
    expect(after.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['DisputeEvidenceSubmitted', 'DisputeWon']),
    );
    // Closed: the payment can be disputed again.
    expect(after.row.hasOpenDispute).toBe(false);
  });

  it('a lost decision returns the amount to the cardholder and books it as refunded', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN, { amount: 4_000 });
    await step(dispute.id, 'evidence', { text: 'Tracking number 123' });
    const lost = await step(dispute.id, 'decision', { outcome: 'Lost' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toMatchObject({
      dispute: { status: 'Lost' },
      payment: {
        status: 'PartiallyRefunded',
        refundedAmount: 4_000,
        capturedAmount: 10_000,
        hasOpenDispute: false,
      },
      chargeback: { status: 'Successful' },
    });
    const ledger = await ledgerOf(t, payment.tenantId, dispute.chargebackId);
    expect(balanceOf(ledger, 'dispute-reserve')).toBe(0);
    expect(balanceOf(ledger, 'customer-funds')).toBe(4_000);
    expect(balanceOf(ledger, 'merchant-balance')).toBe(-4_000);
    // Refunds now stop at what the dispute left.
    const refund = await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: { amount: 6_001 } });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.message).toBe(TRANSACTION_ACTION_MESSAGES.refundAmount);
  });

  it('accepting an open dispute loses it at once, the whole payment refunded', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN);
    const accepted = await step(dispute.id, 'accept', { note: 'Merchant agrees' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      dispute: { status: 'Lost' },
      payment: { status: 'Refunded', refundedAmount: 10_000 },
    });
    expect(accepted.json().history.map((h: { action: string }) => h.action)).toEqual(['Opened', 'Accepted']);
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.audit.find((a) => a.action === 'disputeAccept')).toMatchObject({
      before: { status: 'Captured', refundedAmount: 0 },
      after: { status: 'Refunded', refundedAmount: 10_000 },
    });
  });

  it('holds the money while the dispute is open: a refund is refused until the dispute is won', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN, { amount: 8_000 });
    const refund = () => actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: { amount: 5_000 } });
    const held = await refund();
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(
      'A payment with an open dispute cannot be refunded, reversed or paid out until the dispute is settled',
    );
    // Under review the money is still held.
    await step(dispute.id, 'evidence', { text: 'Delivery confirmed by the courier' });
    expect((await refund()).statusCode).toBe(409);
    const won = await step(dispute.id, 'decision', { outcome: 'Won' });
    expect(won.statusCode).toBe(200);
    const after = await refund();
    expect(after.statusCode).toBe(200);
    expect(after.json().transaction).toMatchObject({ refundedAmount: 5_000, capturedAmount: 10_000 });
  });
});

describe('refusals', () => {
  it('answers 409 with the message for a step the status forbids, and writes nothing', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN);
    const early = await step(dispute.id, 'decision', { outcome: 'Won' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'DISPUTE_STEP_REFUSED',
      message: DISPUTE_MESSAGES.decide,
    });
    await step(dispute.id, 'evidence', { text: 'First' });
    const again = await step(dispute.id, 'evidence', { text: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DISPUTE_MESSAGES.submitEvidence);
    const accept = await step(dispute.id, 'accept', {});
    expect(accept.json().error.message).toBe(DISPUTE_MESSAGES.accept);
    expect(await historyOf(t, payment.tenantId, dispute.id)).toHaveLength(1);
    const inTest = await step(dispute.id, 'decision', { outcome: 'Lost' }, { mode: 'Test' });
    expect(inTest.statusCode).toBe(409);
    expect(inTest.json().error).toMatchObject({
      code: 'DISPUTE_MODE_MISMATCH',
      message: DISPUTE_MESSAGES.mode,
    });
  });

  it('records each refused step in the audit trail as denied on the dispute, naming its payment', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN);
    const early = await step(dispute.id, 'decision', { outcome: 'Won' });
    expect(early.statusCode).toBe(409);
    const inTest = await step(dispute.id, 'accept', {}, { mode: 'Test' });
    expect(inTest.statusCode).toBe(409);
    const rows = await auditEventsOf(t, 'dispute', dispute.id);
    expect(rows.map((row) => [row.action, row.outcome, row.reason])).toEqual([
      ['dispute.decide', 'denied', DISPUTE_MESSAGES.decide],
      ['dispute.accept', 'denied', DISPUTE_MESSAGES.mode],
    ]);
    expect(rows[0]).toMatchObject({
      tenantId: payment.tenantId,
      merchantId: payment.merchantId,
      actorEmail: ADMIN,
      after: { code: 'DISPUTE_STEP_REFUSED', transactionId: payment.id },
    });
    // A dispute the caller cannot see is not theirs to be refused on: nothing is recorded.
    const foreign = await step(dispute.id, 'accept', {}, {}, DEMO_EMAILS.BLUE_HARBOR_ADMIN);
    expect(foreign.statusCode).toBe(404);
    expect(await auditEventsOf(t, 'dispute', dispute.id)).toHaveLength(2);
  });

  it('answers 400 with field messages for a bad body', async () => {
    const { dispute } = await openDispute(t, ADMIN);
    const empty = await step(dispute.id, 'evidence', { text: '   ', fileIds: ['x'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual(
      expect.arrayContaining([
        { field: 'body.text', message: 'Describe the evidence' },
        expect.objectContaining({ field: 'body.fileIds.0' }),
      ]),
    );
    const outcome = await step(dispute.id, 'decision', { outcome: 'Maybe' });
    expect(outcome.json().error.details[0].field).toBe('body.outcome');
  });

  it("answers 404 for a file the caller cannot see, another tenant's or a limited user's dispute", async () => {
    const { payment, dispute } = await openDispute(t, ADMIN);
    const file = await step(dispute.id, 'evidence', {
      text: 'See file',
      fileIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(file.statusCode).toBe(404);
    expect(file.json().error.message).toBe('File not found');
    expect(await historyOf(t, payment.tenantId, dispute.id)).toHaveLength(0);
    expect((await step(dispute.id, 'accept', {}, {}, DEMO_EMAILS.BLUE_HARBOR_ADMIN)).statusCode).toBe(404);
    expect((await step(dispute.id, 'accept', {}, {}, TEST_USERS.limited)).statusCode).toBe(404);
    expect((await step(dispute.id, 'accept', {}, {}, DEMO_EMAILS.ACME)).statusCode).toBe(403);
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.row.hasOpenDispute).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  it('replays the answer of the same request, refuses another request with 422, and replays a 409', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN);
    const key = { 'idempotency-key': `dispute-${dispute.id}` };
    const first = await step(dispute.id, 'accept', { note: 'Agreed' }, key);
    const replay = await step(dispute.id, 'accept', { note: 'Agreed' }, key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await historyOf(t, payment.tenantId, dispute.id)).toHaveLength(1);
    const other = await step(dispute.id, 'accept', { note: 'Different' }, key);
    expect(other.statusCode).toBe(422);
    const refusedKey = { 'idempotency-key': `refused-${dispute.id}` };
    const refused = await step(dispute.id, 'evidence', { text: 'Late' }, refusedKey);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DISPUTE_STEP_REFUSED');
    // The refusal is the key's stored answer (a feature's 409 like the state machine's), replayed
    // with its own code.
    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, refusedKey['idempotency-key']));
    expect(stored).toMatchObject({ state: 'Done', statusCode: 409 });
    expect(stored?.response).toEqual({
      error: { code: 'DISPUTE_STEP_REFUSED', message: DISPUTE_MESSAGES.submitEvidence },
    });
    const refusedAgain = await step(dispute.id, 'evidence', { text: 'Late' }, refusedKey);
    expect(refusedAgain.statusCode).toBe(409);
    expect(refusedAgain.json().error).toEqual({
      code: 'DISPUTE_STEP_REFUSED',
      message: DISPUTE_MESSAGES.submitEvidence,
    });
  });

  it('runs two concurrent decisions one after the other: one wins, the other is refused', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN);
    await step(dispute.id, 'evidence', { text: 'Proof' });
    const answers = await Promise.all([
      step(dispute.id, 'decision', { outcome: 'Lost' }),
      step(dispute.id, 'decision', { outcome: 'Lost' }),
      step(dispute.id, 'decision', { outcome: 'Won' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.row.refundedAmount === 0 || after.row.refundedAmount === 10_000).toBe(true);
    expect(await historyOf(t, payment.tenantId, dispute.id)).toHaveLength(2);
  });
});
