import type {
  DestinationStatistics,
  DestinationStatusPage,
  WebhookAttemptPage,
  WebhookDeliveryPage,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { WEBHOOK_RESEND_MESSAGES } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notifications } from '../notifications/notifications.table';
import { postJson, runUntilFinished } from '../transaction-jobs/transaction-jobs.test-support';
import { addTransaction, MERCHANTS, seaside } from '../transactions/reads/transaction-reads.test-support';
import { merchantWebhookEndpoints, webhookDeliveries } from './transaction-webhooks.table';
import { addEndpoint, addEvent, startReceiver } from './transaction-webhooks.test-support';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher';

/**
 * Webhook monitoring (issue 19): the lists across transactions (wh/, wh2/), the destinations'
 * status and statistics, the bulk resend job, and the endpoint marked failing after five days.
 */

const { ACME, NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN } = DEMO_EMAILS;
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let dispatcher: WebhookDispatcher;
let clock = new Date();
const SECRET = 'whsec_monitoring_0123456789';
type Owner = { tenantId: string; id: string; merchantId: string };
let payment: Owner;

async function get<T>(email: string, url: string): Promise<T> {
  const response = await t.requestAs(email, { url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** A delivery of a new event of `owner`, queued now, then one dispatcher pass (the receiver's script answers). */
async function deliverOnce(owner: Owner, type = 'Captured', staff: string = NORTHWIND_ADMIN) {
  const eventId = await addEvent(t.database.db, owner, type);
  const response = await postJson(t, staff, `/api/crm/transactions/events/${eventId}/resend-webhook`, {});
  expect(response.statusCode, response.body).toBe(200);
  // Each attempt a moment after the one before: the endpoint's last attempts are in a clear order.
  clock = new Date(Math.max(clock.getTime() + 1, Date.now() + 1000));
  await dispatcher.runOnce();
  return { eventId, deliveryId: response.json().id as string };
}

/**
 * Gives up every delivery still waiting for a retry, so a later test's dispatcher pass (its clock
 * moved on) sends only that test's deliveries and the receiver's script answers only them.
 */
async function settleQueue() {
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .update(webhookDeliveries)
      .set({ state: 'Failed', nextAttemptAt: null })
      .where(eq(webhookDeliveries.state, 'Queued')),
  );
  receiver.script.length = 0;
  receiver.received.length = 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  await t.app.transactionWebhooks.dispatcher.stop();
  await t.app.transactionJobsWorker.stop();
  receiver = await startReceiver();
  dispatcher = createWebhookDispatcher(t.database.db, t.app.log, {
    now: () => clock,
    timeoutMs: 3000,
    allowLoopback: true,
  });
  payment = (await addTransaction(t.database.db, 'WHmonitor')) as Owner;
  await addEndpoint(t.database.db, payment, receiver.url, SECRET);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('the webhook lists across transactions', () => {
  let delivered: { eventId: string; deliveryId: string };
  let retrying: { eventId: string; deliveryId: string };

  beforeAll(async () => {
    receiver.script.push(200, 503);
    delivered = await deliverOnce(payment, 'Captured');
    retrying = await deliverOnce(payment, 'Refunded');
  });

  it('wh/ lists the deliveries of the caller’s transactions, filtered by state, answer and event type', async () => {
    const base = `/api/transactions/wh/?transactionId=${payment.id}`;
    const all = await get<WebhookDeliveryPage>(ACME, base);
    expect(all.count).toBe(2);
    // Newest first, with the merchant and the latest answer.
    expect(all.data.map((row) => [row.id, row.state, row.responseStatus])).toEqual([
      [retrying.deliveryId, 'Queued', 503],
      [delivered.deliveryId, 'Delivered', 200],
    ]);
    expect(all.data[0]).toMatchObject({ merchantId: MERCHANTS.acme, eventType: 'Refunded', attempt: 1 });
    const failedAnswers = await get<WebhookDeliveryPage>(ACME, `${base}&response=5xx`);
    expect(failedAnswers.data.map((row) => row.id)).toEqual([retrying.deliveryId]);
    expect((await get<WebhookDeliveryPage>(ACME, `${base}&response=200`)).count).toBe(1);
    expect((await get<WebhookDeliveryPage>(ACME, `${base}&response=none`)).count).toBe(0);
    expect((await get<WebhookDeliveryPage>(ACME, `${base}&state=Delivered`)).count).toBe(1);
    expect((await get<WebhookDeliveryPage>(ACME, `${base}&eventType=Refunded`)).count).toBe(1);
    // The tenant's staff see them too; another tenant's do not.
    const crm = `/api/crm/transactions/wh/?transactionId=${payment.id}`;
    expect((await get<WebhookDeliveryPage>(NORTHWIND_ADMIN, crm)).count).toBe(2);
    expect((await get<WebhookDeliveryPage>(BLUE_HARBOR_ADMIN, crm)).count).toBe(0);
  });

  it('wh/ refuses a bad filter with a field message, never a 500', async () => {
    for (const query of ['response=5x', 'state=Lost', 'pageSize=7', 'from=yesterday', 'merchantId=acme']) {
      const response = await t.requestAs(ACME, { url: `/api/transactions/wh/?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('wh2/ lists every attempt with its answer and duration', async () => {
    // The retry is due after 5 s: it succeeds this time.
    clock = new Date(clock.getTime() + 6000);
    await dispatcher.runOnce();
    const page = await get<WebhookAttemptPage>(ACME, `/api/transactions/wh2/?transactionId=${payment.id}`);
    expect(page.count).toBe(3);
    const ofRetrying = page.data.filter((row) => row.deliveryId === retrying.deliveryId);
    expect(ofRetrying.map((row) => [row.attempt, row.responseStatus, row.succeeded])).toEqual([
      [2, 200, true],
      [1, 503, false],
    ]);
    expect(ofRetrying[0]!.durationMs).toBeGreaterThanOrEqual(0);
    const failed = await get<WebhookAttemptPage>(
      NORTHWIND_ADMIN,
      `/api/crm/transactions/wh2/?transactionId=${payment.id}&response=503`,
    );
    expect(failed.data.map((row) => row.attempt)).toEqual([1]);
  });
});

describe('the destinations', () => {
  async function statusOf(merchantId: string) {
    const page = await get<DestinationStatusPage>(
      NORTHWIND_ADMIN,
      `/api/crm/transactions/wh/destinations/status?merchantId=${merchantId}`,
    );
    return page.data[0];
  }

  it('derives each endpoint’s status from its last attempts', async () => {
    receiver.script.length = 0;
    // 2 of the 3 attempts above succeeded: under 95 %, NotDelivering, though the last one succeeded.
    expect(await statusOf(MERCHANTS.acme)).toMatchObject({
      status: 'NotDelivering',
      failuresInARow: 0,
      recentAttempts: 3,
    });
    // 20 successes: the failure has left the last 20 attempts.
    const healthy = (await addTransaction(t.database.db, 'WHhealthy')) as Owner;
    for (let n = 0; n < 20; n += 1) await deliverOnce(healthy);
    expect(await statusOf(MERCHANTS.acme)).toMatchObject({
      status: 'Delivering',
      recentAttempts: 20,
      recentSuccessRate: 1,
    });
    // Five failures in a row: NotDelivering (75 % of the last 20 would say so too).
    await settleQueue();
    receiver.script.push(500, 500, 500, 500, 500);
    const failing = (await addTransaction(t.database.db, 'WHstreak')) as Owner;
    for (let n = 0; n < 5; n += 1) await deliverOnce(failing);
    await settleQueue();
    const status = await statusOf(MERCHANTS.acme);
    expect(status).toMatchObject({ status: 'NotDelivering', failuresInARow: 5, url: receiver.url });
    expect(status!.recentAttempts).toBe(20);
    expect(status!.recentSuccessRate).toBeCloseTo(15 / 20);
    // Only the NotDelivering ones, when asked.
    const only = await get<DestinationStatusPage>(
      NORTHWIND_ADMIN,
      '/api/crm/transactions/wh/destinations/status?status=NotDelivering',
    );
    expect(only.data.every((row) => row.status === 'NotDelivering')).toBe(true);
    expect(only.data.map((row) => row.merchantId)).toContain(MERCHANTS.acme);
  });

  it('says NotConfigured without an endpoint and Configured before any attempt; another tenant sees neither', async () => {
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(merchantWebhookEndpoints)
        .set({ isActive: false })
        .where(eq(merchantWebhookEndpoints.merchantId, MERCHANTS.harbour)),
    );
    expect(await statusOf(MERCHANTS.harbour)).toMatchObject({ status: 'NotConfigured', url: null });
    const all = await get<DestinationStatusPage>(
      NORTHWIND_ADMIN,
      '/api/crm/transactions/wh/destinations/status?pageSize=100',
    );
    expect(all.data.some((row) => row.status === 'Configured')).toBe(true);
    const foreign = await get<DestinationStatusPage>(
      BLUE_HARBOR_ADMIN,
      `/api/crm/transactions/wh/destinations/status?merchantId=${MERCHANTS.acme}`,
    );
    expect(foreign).toEqual({ count: 0, data: [] });
  });

  it('counts a delivery waiting over an hour as NotDelivering', async () => {
    const waiting = (await addTransaction(t.database.db, 'WHwaiting', seaside)) as Owner;
    await addEndpoint(t.database.db, waiting, receiver.url, SECRET);
    const eventId = await addEvent(t.database.db, waiting);
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.insert(webhookDeliveries).values({
        tenantId: waiting.tenantId,
        id: crypto.randomUUID(),
        eventId,
        transactionId: waiting.id,
        merchantId: waiting.merchantId,
        url: receiver.url,
        state: 'Queued',
        nextAttemptAt: new Date(Date.now() + 3600_000),
        createdAt: hoursAgo,
      }),
    );
    const page = await get<DestinationStatusPage>(
      BLUE_HARBOR_ADMIN,
      `/api/crm/transactions/wh/destinations/status?merchantId=${MERCHANTS.seaside}`,
    );
    expect(page.data[0]).toMatchObject({
      status: 'NotDelivering',
      oldestWaitingSince: hoursAgo.toISOString(),
    });
  });

  it('gives success rate, latency percentiles and attempts per delivery, per endpoint and per hour', async () => {
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(clock.getTime() + 3600_000).toISOString();
    const stats = await get<DestinationStatistics>(
      NORTHWIND_ADMIN,
      `/api/crm/transactions/wh/destinations/statistics?merchantId=${MERCHANTS.acme}&from=${from}&to=${to}`,
    );
    expect(stats.bucket).toBe('hour');
    const [acme] = stats.endpoints;
    // 2 deliveries of 3 attempts (one retried), 20 delivered at once, then 5 failed first attempts.
    expect(acme).toMatchObject({ merchantId: MERCHANTS.acme, attempts: 28, succeeded: 22, deliveries: 27 });
    expect(acme!.successRate).toBeCloseTo(22 / 28);
    expect(acme!.attemptsPerDelivery).toBeCloseTo(28 / 27);
    expect(acme!.p95Ms).toBeGreaterThanOrEqual(acme!.p50Ms!);
    // Every hour of the period is there, the empty ones at zero; together they hold every attempt.
    expect(stats.series.length).toBeGreaterThanOrEqual(2);
    expect(stats.series.reduce((sum, bucket) => sum + bucket.attempts, 0)).toBe(28);
    const week = await get<DestinationStatistics>(
      NORTHWIND_ADMIN,
      `/api/crm/transactions/wh/destinations/statistics?timezoneOffset=120`,
    );
    expect(week.bucket).toBe('day');
    // Days of the caller's zone: each starts at 22:00 UTC for UTC+2.
    expect(week.series.every((bucket) => bucket.at.endsWith('T22:00:00.000Z'))).toBe(true);
  });
});

describe('the bulk resend', () => {
  const RESENDS = '/api/transactions/wh/resend';

  it('resends chosen deliveries once each, skipping an event delivered after the request', async () => {
    await settleQueue();
    const owner = (await addTransaction(t.database.db, 'WHbulk')) as Owner;
    receiver.script.push(500, 500);
    const first = await deliverOnce(owner);
    const second = await deliverOnce(owner);
    const started = await postJson(t, ACME, RESENDS, { deliveryIds: [first.deliveryId, second.deliveryId] });
    expect(started.statusCode, started.body).toBe(200);
    const job = started.json();
    expect(job).toMatchObject({ kind: 'WebhookResend', status: 'Queued', progress: { total: 2 } });
    // Before the job runs, the first event's own retry gets through: the job must not send it again.
    clock = new Date(Math.max(clock.getTime() + 6000, Date.now() + 6000));
    receiver.received.length = 0;
    await dispatcher.runOnce();
    expect(receiver.received).toHaveLength(2);

    const finished = await runUntilFinished(t, ACME, `${RESENDS}/${job.id}`);
    expect(finished).toMatchObject({ status: 'Completed', progress: { total: 2, done: 2, skipped: 2 } });
    const items = await get<{ data: { reference: string; outcome: string; message: string | null }[] }>(
      ACME,
      `${RESENDS}/${job.id}/items`,
    );
    expect(items.data.map((item) => [item.reference, item.outcome, item.message])).toEqual([
      [first.eventId, 'Skipped', WEBHOOK_RESEND_MESSAGES.delivered],
      [second.eventId, 'Skipped', WEBHOOK_RESEND_MESSAGES.delivered],
    ]);
  });

  it('resends what a filter matches as a job, and each event is sent once', async () => {
    await settleQueue();
    const owner = (await addTransaction(t.database.db, 'WHfilter')) as Owner;
    receiver.script.push(500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500);
    const failedOnce = await deliverOnce(owner);
    // Give up on it: mark it Failed as the eighth attempt would.
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(webhookDeliveries)
        .set({ state: 'Failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, failedOnce.deliveryId)),
    );
    receiver.script.length = 0;
    const started = await postJson(t, NORTHWIND_ADMIN, '/api/crm/transactions/wh/resend', {
      filter: { transactionId: owner.id, state: 'Failed' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const job = started.json();
    const finished = await runUntilFinished(t, NORTHWIND_ADMIN, `/api/crm/transactions/wh/resend/${job.id}`);
    expect(finished).toMatchObject({ status: 'Completed', progress: { total: 1, applied: 1 } });
    receiver.received.length = 0;
    clock = new Date(Math.max(clock.getTime(), Date.now() + 1000));
    await dispatcher.runOnce();
    await dispatcher.runOnce();
    expect(receiver.received.map((hit) => hit.headers['webhook-id'])).toEqual([failedOnce.eventId]);
    // Audited as a resend by the requester, from the job.
    const resent = await get<WebhookDeliveryPage>(ACME, `/api/transactions/wh/?transactionId=${owner.id}`);
    expect(resent.data[0]).toMatchObject({ state: 'Delivered', requestedBy: 'Staff' });
    // Another tenant's staff cannot see the job.
    const foreign = await t.requestAs(BLUE_HARBOR_ADMIN, {
      url: `/api/crm/transactions/wh/resend/${job.id}`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('brings a waiting retry forward instead of queuing a second copy', async () => {
    await settleQueue();
    const owner = (await addTransaction(t.database.db, 'WHforward')) as Owner;
    receiver.script.push(500);
    const waiting = await deliverOnce(owner);
    const started = await postJson(t, ACME, RESENDS, { deliveryIds: [waiting.deliveryId] });
    expect(started.statusCode, started.body).toBe(200);
    const job = started.json();
    const finished = await runUntilFinished(t, ACME, `${RESENDS}/${job.id}`);
    expect(finished).toMatchObject({ status: 'Completed', progress: { applied: 1 } });
    const items = await get<{ data: { outcome: string; message: string | null }[] }>(
      ACME,
      `${RESENDS}/${job.id}/items`,
    );
    expect(items.data).toMatchObject([
      { outcome: 'Applied', message: WEBHOOK_RESEND_MESSAGES.broughtForward },
    ]);
    const list = await get<WebhookDeliveryPage>(ACME, `/api/transactions/wh/?transactionId=${owner.id}`);
    expect(list.count).toBe(1);
    expect(new Date(list.data[0]!.nextAttemptAt!).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('answers 400 with the field to change for an empty match, both kinds of choice, or neither', async () => {
    const none = await postJson(t, ACME, RESENDS, {
      filter: { transactionId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(WEBHOOK_RESEND_MESSAGES.nothing);
    for (const body of [{}, { deliveryIds: [payment.id], filter: {} }]) {
      const response = await postJson(t, ACME, RESENDS, body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(WEBHOOK_RESEND_MESSAGES.chooseOne);
    }
    const tooMany = await postJson(t, ACME, RESENDS, {
      deliveryIds: Array.from({ length: 501 }, () => crypto.randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses a filter that matches more than 10,000 events', async () => {
    const owner = (await addTransaction(t.database.db, 'WHmany')) as Owner;
    await withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
      await tx.execute(sql`
        insert into transaction_events (tenant_id, id, transaction_id, merchant_id, type, status, amount, currency, payload)
        select ${owner.tenantId}::uuid, gen_random_uuid(), ${owner.id}::uuid, ${owner.merchantId}::uuid,
               'Captured', 'Captured', 100, 'EUR', '{}'::jsonb
          from generate_series(1, 10001)`);
      await tx.execute(sql`
        insert into webhook_deliveries (tenant_id, id, event_id, transaction_id, merchant_id, url, state)
        select tenant_id, gen_random_uuid(), id, transaction_id, merchant_id, 'https://hooks.example.test/x', 'Failed'
          from transaction_events where tenant_id = ${owner.tenantId}::uuid and transaction_id = ${owner.id}::uuid`);
    });
    const response = await postJson(t, ACME, RESENDS, { filter: { transactionId: owner.id } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(WEBHOOK_RESEND_MESSAGES.tooMany);
  });
});

describe('an endpoint failing for five days', () => {
  it('is marked failing once and its merchant told in the app; a success clears it', async () => {
    const owner = (await addTransaction(t.database.db, 'WHfailing', seaside)) as Owner;
    await addEndpoint(t.database.db, owner, receiver.url, SECRET);
    const told = () =>
      withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
        tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.type, 'WebhookEndpointFailing'),
              eq(notifications.merchantId, MERCHANTS.seaside),
            ),
          ),
      );
    const endpoint = () =>
      withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
        const [row] = await tx
          .select()
          .from(merchantWebhookEndpoints)
          .where(eq(merchantWebhookEndpoints.merchantId, MERCHANTS.seaside));
        return row!;
      });
    await settleQueue();
    // The first delivery fails; five days on, its retry and two new deliveries fail too.
    receiver.script.push(500, 500, 500, 500);
    await deliverOnce(owner, 'Captured', BLUE_HARBOR_ADMIN);
    const firstFailure = (await endpoint()).failingFrom;
    expect(firstFailure).not.toBeNull();
    expect((await endpoint()).failingSince).toBeNull();
    // Five days later, still failing: marked, and told once, even after another failure.
    clock = new Date(clock.getTime() + 5 * 24 * 3600_000 + 1000);
    await deliverOnceAt(owner);
    await deliverOnceAt(owner);
    expect((await endpoint()).failingSince).not.toBeNull();
    expect(await told()).toHaveLength(1);
    // A success clears both marks.
    receiver.script.push(200);
    await deliverOnceAt(owner);
    expect(await endpoint()).toMatchObject({ failingFrom: null, failingSince: null });
  });
});

/** deliverOnce without pulling the test clock back to now (it has been moved days ahead). */
async function deliverOnceAt(owner: Owner) {
  const eventId = await addEvent(t.database.db, owner);
  const response = await postJson(
    t,
    BLUE_HARBOR_ADMIN,
    `/api/crm/transactions/events/${eventId}/resend-webhook`,
    {},
  );
  expect(response.statusCode, response.body).toBe(200);
  await dispatcher.runOnce();
}
