import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  TRANSACTION_ACTION_MESSAGES as M,
} from '@paydesk/contracts/transactions/transaction.model';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../../infra/idempotency/idempotency';
import { idempotencyKeys } from '../../infra/idempotency/idempotency.table';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  actAs,
  addPayment,
  CRM,
  MERCHANT,
  readBack,
} from '../transactions/actions/transaction-actions.test-support';
import { transactions } from './transactions.table';

/**
 * The money-safety checks: concurrent actions never overspend, Idempotency-Key replays and
 * refuses as documented, and every action leaves an audit record with the state before and after.
 * On PostgreSQL (DATABASE_URL) the 50 calls really run at once; on PGlite they are serialised; the
 * expected outcome is the same either way.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;

async function keyRows(tenantId: string, key: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key))),
  );
}

// 50 requests each wait for the payment's lock in turn: on a loaded 2-core machine the burst has
// taken over 20 s (the suite's default) on PostgreSQL. What is checked is the outcome, not the time.
describe('concurrent refunds', { timeout: 60_000 }, () => {
  it('50 concurrent full refunds of one captured payment leave exactly one refund', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: {} })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error.message).toBe(M.refund);
    }
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.row).toMatchObject({ status: 'Refunded', capturedAmount: 10_000, refundedAmount: 10_000 });
    expect(after.children).toHaveLength(1);
    expect(after.children[0]).toMatchObject({ type: 'Refund', status: 'Successful', amount: 10_000 });
    expect(after.audit).toHaveLength(1);
  });

  it('50 concurrent partial refunds never refund more than was captured', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: { amount: 300 } }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 409);
    // 33 × 3.00 = 99.00 fits; the 34th would pass 100.00.
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.json().error.message).toBe(M.refundAmount);
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.row).toMatchObject({ status: 'PartiallyRefunded', refundedAmount: 9_900 });
    const refunded = after.children.reduce((sum, c) => sum + c.amount, 0);
    expect(refunded).toBe(9_900);
    expect(refunded).toBeLessThanOrEqual(after.row.capturedAmount);
  });

  it('the table refuses a refunded amount above the captured one, whatever the code does', async () => {
    const payment = await addPayment(t, { amount: 1_000 });
    const overspend = withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(transactions)
        .set({ refundedAmount: 1_001 })
        .where(and(eq(transactions.tenantId, payment.tenantId), eq(transactions.id, payment.id))),
    );
    await expect(overspend).rejects.toThrow();
  });
});

describe('Idempotency-Key', () => {
  it('replays the stored answer for the same key and body, and creates nothing new', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const key = randomUUID();
    const call = {
      url: `${CRM}/${payment.id}/refunds`,
      body: { amount: 2_500, reason: 'Returned' },
      headers: { 'idempotency-key': key },
    };
    const first = await actAs(t, ADMIN, call);
    expect(first.statusCode).toBe(200);
    // The same body with its keys in another order is the same request.
    const again = await actAs(t, ADMIN, { ...call, body: { reason: 'Returned', amount: 2_500 } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.children).toHaveLength(1);
    expect(after.row.refundedAmount).toBe(2_500);
    expect(after.audit).toHaveLength(1);
    const [stored] = await keyRows(payment.tenantId, key);
    expect(stored).toMatchObject({ state: 'Done', statusCode: 200 });
    const hours = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(IDEMPOTENCY_KEY_TTL_HOURS, 3);
  });

  it('runs 20 concurrent calls with one key once: the others replay it or are told it is in flight', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const call = {
      url: `${CRM}/${payment.id}/refunds`,
      body: { amount: 700 },
      headers: { 'idempotency-key': randomUUID() },
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => actAs(t, ADMIN, call)));
    const done = responses.filter((r) => r.statusCode === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const r of done) expect(r.json()).toEqual(done[0]?.json());
    for (const r of responses.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toMatchObject({ code: 'ACTION_IN_FLIGHT', message: M.inFlight });
    }
    const after = await readBack(t, payment.tenantId, payment.id);
    expect(after.children).toHaveLength(1);
    expect(after.row.refundedAmount).toBe(700);
  });

  it('refuses the same key with another body with 422', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const headers = { 'idempotency-key': randomUUID() };
    const url = `${CRM}/${payment.id}/refunds`;
    expect((await actAs(t, ADMIN, { url, body: { amount: 1_000 }, headers })).statusCode).toBe(200);
    const other = await actAs(t, ADMIN, { url, body: { amount: 2_000 }, headers });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: M.idempotencyMismatch,
    });
    expect((await readBack(t, payment.tenantId, payment.id)).children).toHaveLength(1);
  });

  it('answers 409 to a request racing one still in flight', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const key = randomUUID();
    const url = `${CRM}/${payment.id}/refunds`;
    const body = { amount: 1_000 };
    const adminId = (await t.app.auth.verifier.verify(await t.tokenFor(ADMIN))).sub;
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.insert(idempotencyKeys).values({
        tenantId: payment.tenantId,
        key,
        requestHash: requestHash({ userId: adminId, method: 'POST', path: url, body }),
        state: 'InFlight',
        expiresAt: sql`now() + interval '24 hours'`,
      }),
    );
    const racing = await actAs(t, ADMIN, { url, body, headers: { 'idempotency-key': key } });
    expect(racing.statusCode).toBe(409);
    expect(racing.json().error).toMatchObject({ code: 'ACTION_IN_FLIGHT', message: M.inFlight });
    expect((await readBack(t, payment.tenantId, payment.id)).children).toHaveLength(0);
  });

  it("never gives another user's answer: the same key and body from someone else is 422", async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const call = {
      url: `${MERCHANT}/${payment.id}/refunds`,
      body: { amount: 500 },
      headers: { 'idempotency-key': 'shared-key' },
    };
    const crmCall = { ...call, url: `${CRM}/${payment.id}/refunds` };
    expect((await actAs(t, DEMO_EMAILS.ACME, call)).statusCode).toBe(200);
    const other = await actAs(t, ADMIN, crmCall);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: M.idempotencyMismatch,
    });
    const platform = await actAs(t, DEMO_EMAILS.PLATFORM, crmCall);
    expect(platform.statusCode).toBe(422);
    expect((await readBack(t, payment.tenantId, payment.id)).children).toHaveLength(1);
  });

  it('replays a stored state refusal (409) instead of acting later', async () => {
    const payment = await addPayment(t, { status: 'Approved', amount: 10_000 });
    const call = {
      url: `${CRM}/${payment.id}/refunds`,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    };
    const first = await actAs(t, ADMIN, call);
    expect(first.statusCode).toBe(409);
    expect(first.json().error).toMatchObject({ code: 'ACTION_REFUSED', message: M.refund });
    // The payment gets captured meanwhile; the retried request still answers what it answered.
    expect((await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/captures`, body: {} })).statusCode).toBe(200);
    const retry = await actAs(t, ADMIN, call);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toMatchObject({ code: 'ACTION_REFUSED', message: M.refund });
    expect((await readBack(t, payment.tenantId, payment.id)).children).toHaveLength(0);
  });

  it('frees the key after a refusal that is not a state refusal, so a corrected retry can run', async () => {
    const payment = await addPayment(t, { status: 'Pending', amount: 10_000 });
    const key = randomUUID();
    const url = `${CRM}/${payment.id}/approves`;
    const unknownReason = await actAs(t, ADMIN, {
      url,
      body: { reasonId: 'no-such-reason' },
      headers: { 'idempotency-key': key },
    });
    expect(unknownReason.statusCode).toBe(400);
    expect(await keyRows(payment.tenantId, key)).toHaveLength(0);
  });

  it('ignores and replaces an expired key', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const key = randomUUID();
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.insert(idempotencyKeys).values({
        tenantId: payment.tenantId,
        key,
        requestHash: 'an older request',
        state: 'Done',
        statusCode: 200,
        response: { old: true },
        createdAt: sql`now() - interval '25 hours'`,
        expiresAt: sql`now() - interval '1 hour'`,
      }),
    );
    const fresh = await actAs(t, ADMIN, {
      url: `${CRM}/${payment.id}/refunds`,
      body: { amount: 100 },
      headers: { 'idempotency-key': key },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().created).toMatchObject({ amount: 100, status: 'Successful' });
    const [stored] = await keyRows(payment.tenantId, key);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('the cleanup worker deletes expired keys only', async () => {
    const payment = await addPayment(t);
    const expired = randomUUID();
    const live = randomUUID();
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.insert(idempotencyKeys).values([
        {
          tenantId: payment.tenantId,
          key: expired,
          requestHash: 'h',
          state: 'InFlight',
          expiresAt: sql`now() - interval '1 minute'`,
        },
        {
          tenantId: payment.tenantId,
          key: live,
          requestHash: 'h',
          state: 'InFlight',
          expiresAt: sql`now() + interval '1 hour'`,
        },
      ]),
    );
    expect(await t.app.transactionActions.idempotencyCleanup.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await keyRows(payment.tenantId, expired)).toHaveLength(0);
    expect(await keyRows(payment.tenantId, live)).toHaveLength(1);
  });
});

describe('audit', () => {
  it('records who acted, the state before and after, and the request with its headers', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const response = await actAs(t, ADMIN, {
      url: `${CRM}/${payment.id}/refunds`,
      body: { amount: 4_000, reason: 'Damaged' },
      headers: { 'website-id': 'shop-1', systemmode: '2', 'request-id': 'req-42' },
    });
    expect(response.statusCode).toBe(200);
    const [audit] = (await readBack(t, payment.tenantId, payment.id)).audit;
    expect(audit).toMatchObject({
      action: 'refund',
      actorEmail: ADMIN,
      before: {
        status: 'Captured',
        capturedAmount: 10_000,
        refundedAmount: 0,
        amount: 10_000,
        hasOpenDispute: false,
      },
      after: {
        status: 'PartiallyRefunded',
        capturedAmount: 10_000,
        refundedAmount: 4_000,
        amount: 10_000,
        hasOpenDispute: false,
      },
      request: {
        action: 'refund',
        amount: 4_000,
        reason: 'Damaged',
        createdTransactionId: response.json().created.id,
        headers: { websiteId: 'shop-1', systemMode: '2', requestId: 'req-42' },
      },
    });
    expect(audit?.actorUserId).toBeTruthy();
    expect(audit?.createdAt).toBeInstanceOf(Date);
  });

  it('writes no audit record for a refused action', async () => {
    const payment = await addPayment(t, { status: 'Pending' });
    expect((await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/voids`, body: {} })).statusCode).toBe(409);
    expect((await readBack(t, payment.tenantId, payment.id)).audit).toHaveLength(0);
  });
});
