import {
  type TransactionWebhooks,
  WEBHOOK_DELIVERY,
  type WebhookDelivery,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { transactionEvents } from '../money/transactions.table';
import { addTransaction } from '../transactions/reads/transaction-reads.test-support';
import { merchantWebhookEndpoints, webhookDeliveryAttempts } from './transaction-webhooks.table';
import { addEndpoint, addEvent, startReceiver } from './transaction-webhooks.test-support';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher';
import { verifyStandardWebhook, verifyWebhookSignature } from './webhook-signature';

/** The dispatcher against a local receiver: signatures, retries on Svix's schedule, give-up after eight, timeout. */

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let clock = new Date();
let dispatcher: WebhookDispatcher;
const SECRET = 'whsec_test_0123456789abcdef';
// Long enough for a loaded test machine to answer from 127.0.0.1; short enough for the hang test.
const TIMEOUT_MS = 3000;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function resend(eventId: string) {
  const response = await t.requestAs(DEMO_EMAILS.ACME, {
    method: 'POST',
    url: `/api/transactions/events/${eventId}/resend-webhook`,
  });
  expect(response.statusCode, response.body).toBe(200);
  // A resend is queued for the real now: the test clock catches up so the delivery is due.
  clock = new Date(Math.max(clock.getTime(), Date.now() + 1000));
  return response.json() as WebhookDelivery;
}
async function webhooksOf(transactionId: string) {
  const response = await t.requestAs(DEMO_EMAILS.ACME, {
    method: 'GET',
    url: `/api/transactions/wh/${transactionId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TransactionWebhooks;
}
async function eventStatus(eventId: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select({ s: transactionEvents.webhookStatus })
      .from(transactionEvents)
      .where(eq(transactionEvents.id, eventId)),
  );
  return row?.s;
}

let payment: { tenantId: string; id: string; merchantId: string };

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  // The app's own dispatcher would race this file's: stop it, and drive one with a test clock.
  await t.app.transactionWebhooks.dispatcher.stop();
  receiver = await startReceiver();
  clock = new Date();
  // The receiver is on 127.0.0.1: only an explicit option lets deliveries reach this machine.
  dispatcher = createWebhookDispatcher(t.database.db, t.app.log, {
    now: () => clock,
    timeoutMs: TIMEOUT_MS,
    allowLoopback: true,
  });
  payment = (await addTransaction(t.database.db, 'WHdispatch')) as typeof payment;
  await addEndpoint(t.database.db, payment, receiver.url, SECRET);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('the webhook dispatcher', () => {
  it('delivers a queued webhook once, signed with the merchant’s secret', async () => {
    const eventId = await addEvent(t.database.db, payment);
    const queued = await resend(eventId);
    expect(queued).toMatchObject({
      state: 'Queued',
      attempt: 0,
      requestedBy: DEMO_EMAILS.ACME,
      url: receiver.url,
    });

    expect(await dispatcher.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await dispatcher.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    const signature = hit!.headers[WEBHOOK_DELIVERY.signatureHeader.toLowerCase()] as string;
    expect(verifyWebhookSignature(SECRET, hit!.body, signature)).toBe(true);
    expect(verifyWebhookSignature('another-secret-0123', hit!.body, signature)).toBe(false);
    expect(verifyWebhookSignature(SECRET, hit!.body.replace('Captured', 'Refunded'), signature)).toBe(false);
    expect(JSON.parse(hit!.body)).toMatchObject({
      id: queued.id,
      eventId,
      transactionId: payment.id,
      amount: 10_000,
      attempt: 1,
    });
    expect(hit!.headers['paydesk-delivery-id']).toBe(queued.id);
    // The Standard Webhooks headers: the event's id, the time, and v1 over "<id>.<timestamp>.<body>".
    const names = WEBHOOK_DELIVERY.standardHeaders;
    const standard = {
      id: hit!.headers[names.id] as string,
      timestamp: hit!.headers[names.timestamp] as string,
      signature: hit!.headers[names.signature] as string,
    };
    expect(standard.id).toBe(eventId);
    expect(standard.timestamp).toBe(String(Math.floor(clock.getTime() / 1000)));
    expect(standard.signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifyStandardWebhook(SECRET, standard, hit!.body)).toBe(true);
    expect(verifyStandardWebhook(SECRET, { ...standard, id: payment.id }, hit!.body)).toBe(false);
    expect(verifyStandardWebhook(SECRET, standard, `${hit!.body} `)).toBe(false);

    const list = await webhooksOf(payment.id);
    expect(list.webhookStatus).toBe('Delivering');
    expect(list.deliveries[0]).toMatchObject({
      id: queued.id,
      state: 'Delivered',
      attempt: 1,
      responseStatus: 200,
      nextAttemptAt: null,
    });
    expect(await eventStatus(eventId)).toBe('Delivering');
  });

  it("retries on Svix's schedule, records every attempt, and gives up after eight", async () => {
    receiver.received.length = 0;
    receiver.script.push(500, 503, 500, 502, 500, 500, 504, 500);
    const eventId = await addEvent(t.database.db, payment, 'Refunded');
    const queued = await resend(eventId);

    expect(await dispatcher.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    let [delivery] = (await webhooksOf(payment.id)).deliveries;
    expect(delivery).toMatchObject({
      id: queued.id,
      state: 'Queued',
      attempt: 1,
      maxAttempts: 8,
      responseStatus: 500,
      lastError: 'The endpoint answered 500',
    });
    expect(new Date(delivery!.nextAttemptAt!).getTime()).toBe(clock.getTime() + 5_000);
    // Not due yet: nothing is sent early.
    advance(4);
    expect(await dispatcher.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    // 5 s (one already waited above), 5 min, 30 min, 2 h, 5 h, 10 h, then the last after 10 h.
    for (const [wait, attempt] of [
      [1, 2],
      [300, 3],
      [1800, 4],
      [7200, 5],
      [18_000, 6],
      [36_000, 7],
    ] as const) {
      advance(wait);
      expect(await dispatcher.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
      [delivery] = (await webhooksOf(payment.id)).deliveries;
      expect(delivery!.attempt).toBe(attempt);
    }
    advance(35_999);
    expect(await dispatcher.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    advance(1);
    expect(await dispatcher.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    advance(86_400);
    expect(await dispatcher.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    expect(receiver.received).toHaveLength(8);
    expect(receiver.received.map((r) => JSON.parse(r.body).attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Every retry carries the same webhook-id: a receiver that got one copy can drop the others.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([eventId]));
    const list = await webhooksOf(payment.id);
    expect(list.webhookStatus).toBe('NotDelivering');
    expect(list.deliveries[0]).toMatchObject({
      state: 'Failed',
      attempt: 8,
      nextAttemptAt: null,
      responseStatus: 500,
    });
    expect(await eventStatus(eventId)).toBe('NotDelivering');
    const attempts = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(webhookDeliveryAttempts)
        .where(eq(webhookDeliveryAttempts.deliveryId, queued.id))
        .orderBy(webhookDeliveryAttempts.attempt),
    );
    expect(attempts.map((row) => [row.attempt, row.responseStatus, row.succeeded])).toEqual([
      [1, 500, false],
      [2, 503, false],
      [3, 500, false],
      [4, 502, false],
      [5, 500, false],
      [6, 500, false],
      [7, 504, false],
      [8, 500, false],
    ]);
  });

  it('counts an endpoint that does not answer in time as a failed attempt', async () => {
    receiver.received.length = 0;
    receiver.script.push('hang');
    const eventId = await addEvent(t.database.db, payment);
    await resend(eventId);
    expect(await dispatcher.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const [delivery] = (await webhooksOf(payment.id)).deliveries;
    expect(delivery).toMatchObject({
      state: 'Queued',
      attempt: 1,
      responseStatus: null,
      lastError: `No answer within ${TIMEOUT_MS} ms`,
    });
  });

  it('never sends cleartext HTTP beyond this machine', async () => {
    const other = (await addTransaction(t.database.db, 'WHplain')) as typeof payment;
    // Acme's endpoint is shared by its transactions: point it elsewhere for this test only.
    await addEndpoint(t.database.db, other, 'http://hooks.example.test/paydesk', SECRET);
    const eventId = await addEvent(t.database.db, other);
    receiver.received.length = 0;
    await resend(eventId);
    advance(86_400);
    await dispatcher.runOnce();
    const deliveries = (await webhooksOf(other.id)).deliveries;
    // Refused for good: retrying cannot make the URL acceptable.
    expect(deliveries[0]).toMatchObject({
      lastError: 'The webhook URL must use HTTPS',
      attempt: 1,
      state: 'Failed',
    });
    expect(receiver.received.filter((r) => r.body.includes(eventId))).toHaveLength(0);
    await addEndpoint(t.database.db, payment, receiver.url, SECRET);
  });

  it('refuses the local receiver without the loopback option: one failed attempt, no retries', async () => {
    const strict = createWebhookDispatcher(t.database.db, t.app.log, {
      now: () => clock,
      timeoutMs: TIMEOUT_MS,
    });
    receiver.received.length = 0;
    const eventId = await addEvent(t.database.db, payment);
    const queued = await resend(eventId);
    expect(await strict.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    advance(86_400);
    expect(await strict.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    const delivery = (await webhooksOf(payment.id)).deliveries.find((d) => d.id === queued.id);
    expect(delivery).toMatchObject({
      state: 'Failed',
      attempt: 1,
      responseStatus: null,
      nextAttemptAt: null,
      lastError:
        'The webhook host resolves to a loopback address (127.0.0.1); webhooks are only sent to public addresses',
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a host name that resolves to a private address, judged on the addresses it connects to', async () => {
    const other = (await addTransaction(t.database.db, 'WHprivate')) as typeof payment;
    await addEndpoint(t.database.db, other, 'https://hooks.merchant.example.com/paydesk', SECRET);
    const answers: Record<string, string> = {};
    const resolving = createWebhookDispatcher(t.database.db, t.app.log, {
      now: () => clock,
      timeoutMs: TIMEOUT_MS,
      allowLoopback: true,
      resolveHost: async (hostname) => [{ address: answers[hostname] ?? '203.0.113.9', family: 4 }],
    });
    for (const [address, kind] of [
      ['10.20.30.40', 'private'],
      ['169.254.169.254', 'link-local'],
      ['100.64.1.1', 'shared (CGNAT)'],
      ['192.168.10.1', 'private'],
    ] as const) {
      answers['hooks.merchant.example.com'] = address;
      const eventId = await addEvent(t.database.db, other);
      const queued = await resend(eventId);
      expect(await resolving.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
      const delivery = (await webhooksOf(other.id)).deliveries.find((d) => d.id === queued.id);
      expect(delivery).toMatchObject({
        state: 'Failed',
        attempt: 1,
        lastError: `The webhook host resolves to a ${kind} address (${address}); webhooks are only sent to public addresses`,
      });
    }
    await addEndpoint(t.database.db, payment, receiver.url, SECRET);
  });

  it('connects to exactly the address its lookup checked (no second resolution to rebind)', async () => {
    const local = receiver.url.replace('127.0.0.1', 'localhost');
    await addEndpoint(t.database.db, payment, local, SECRET);
    const lookups: string[] = [];
    let answer = '127.0.0.1';
    const resolving = createWebhookDispatcher(t.database.db, t.app.log, {
      now: () => clock,
      timeoutMs: TIMEOUT_MS,
      allowLoopback: true,
      resolveHost: async (hostname) => {
        lookups.push(hostname);
        return [{ address: answer, family: 4 }];
      },
    });
    receiver.received.length = 0;
    await resend(await addEvent(t.database.db, payment));
    expect(await resolving.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    // One resolution, the socket's own: the request reached the receiver through the guarded lookup.
    expect(lookups).toEqual(['localhost']);
    expect(receiver.received).toHaveLength(1);

    // The same name now answers with an address inside the network: refused, nothing sent.
    answer = '10.0.0.1';
    await resend(await addEvent(t.database.db, payment));
    expect(await resolving.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect((await webhooksOf(payment.id)).deliveries[0]).toMatchObject({
      state: 'Failed',
      lastError: 'Plain HTTP webhooks are only sent to this machine, not to 10.0.0.1',
    });
    expect(receiver.received).toHaveLength(1);
    await addEndpoint(t.database.db, payment, receiver.url, SECRET);
  });

  it('takes over an attempt whose process died (its lease ran out)', async () => {
    receiver.received.length = 0;
    const eventId = await addEvent(t.database.db, payment);
    const queued = await resend(eventId);
    advance(86_400 * 2);
    const { webhookDeliveries } = await import('./transaction-webhooks.table');
    // As a crashed pass leaves it: Sending, attempt 1, lease in the past.
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(webhookDeliveries)
        .set({
          state: 'Sending',
          attempt: 1,
          nextAttemptAt: null,
          leaseUntil: new Date(clock.getTime() - 1000),
        })
        .where(and(eq(webhookDeliveries.id, queued.id))),
    );
    expect(await dispatcher.runOnce()).toMatchObject({ delivered: 1 });
    const delivery = (await webhooksOf(payment.id)).deliveries.find((d) => d.id === queued.id);
    expect(delivery).toMatchObject({ state: 'Delivered', attempt: 2 });
  });

  it("signs with the merchant's secret once it is encrypted at rest with the tenant's data key", async () => {
    receiver.received.length = 0;
    await t.app.tenantKeyJob.runOnce();
    const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(merchantWebhookEndpoints)
        .where(
          and(
            eq(merchantWebhookEndpoints.tenantId, payment.tenantId),
            eq(merchantWebhookEndpoints.merchantId, payment.merchantId),
          ),
        ),
    );
    expect(row?.secretKeyId).not.toBeNull();
    expect(row?.secret).not.toContain(SECRET);
    const withKeys = createWebhookDispatcher(t.database.db, t.app.log, {
      now: () => clock,
      timeoutMs: TIMEOUT_MS,
      allowLoopback: true,
      keyring: t.app.keyring,
    });
    await resend(await addEvent(t.database.db, payment));
    expect(await withKeys.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const [hit] = receiver.received;
    const signature = hit!.headers[WEBHOOK_DELIVERY.signatureHeader.toLowerCase()] as string;
    expect(verifyWebhookSignature(SECRET, hit!.body, signature)).toBe(true);
  });
});
