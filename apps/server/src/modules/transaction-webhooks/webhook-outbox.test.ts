import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { generateTransactions } from '../../seed/transaction-generator';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { addEvent as writeEvent } from '../money/transaction-writes';
import { transactionEvents, transactions } from '../money/transactions.table';
import { actAs, addPayment, CRM, MERCHANT } from '../transactions/actions/transaction-actions.test-support';
import { webhookDeliveries } from './transaction-webhooks.table';
import { addEndpoint, setEndpointActive, startReceiver } from './transaction-webhooks.test-support';
import { createWebhookDispatcher } from './webhook-dispatcher';

/** The outbox: every event an action writes queues its webhook in the action's own database transaction. */

let t: TestApp;
const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const SECRET = 'whsec_outbox_0123456789abcdef';

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  // This file looks at Queued deliveries: the app's own background dispatcher must not take them.
  await t.app.transactionWebhooks.dispatcher.stop();
});
afterAll(async () => {
  await t.close();
});

type Payment = Awaited<ReturnType<typeof addPayment>>;
const owner = (payment: Payment) => ({
  tenantId: payment.tenantId,
  merchantId: payment.merchantId as string,
});

/** The events of the payment and its children, each with its deliveries. */
async function eventsWithDeliveries(payment: Payment) {
  return withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
    const family = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.tenantId, payment.tenantId), eq(transactions.parentId, payment.id)));
    const ids = [payment.id, ...family.map((row) => row.id)];
    const events = await tx
      .select()
      .from(transactionEvents)
      .where(
        and(eq(transactionEvents.tenantId, payment.tenantId), inArray(transactionEvents.transactionId, ids)),
      );
    const deliveries = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.tenantId, payment.tenantId), inArray(webhookDeliveries.transactionId, ids)),
      );
    return events.map((event) => ({ event, deliveries: deliveries.filter((d) => d.eventId === event.id) }));
  });
}

describe('the webhook outbox', () => {
  it('queues exactly one delivery per event an action writes, for operators and merchant users', async () => {
    for (const [email, base] of [
      [ADMIN, CRM],
      [DEMO_EMAILS.ACME, MERCHANT],
    ] as const) {
      const payment = await addPayment(t, { amount: 12_000 });
      await addEndpoint(t.database.db, owner(payment), 'https://hooks.acme.example.com/paydesk', SECRET);
      const response = await actAs(t, email, {
        url: `${base}/${payment.id}/refunds`,
        body: { amount: 2_000 },
      });
      expect(response.statusCode, response.body).toBe(200);

      const written = await eventsWithDeliveries(payment);
      expect(written.map((w) => w.event.type)).toContain('Refunded');
      for (const { event, deliveries } of written) {
        expect(deliveries, event.type).toHaveLength(1);
        expect(deliveries[0]).toMatchObject({
          state: 'Queued',
          attempt: 0,
          url: 'https://hooks.acme.example.com/paydesk',
          transactionId: event.transactionId,
          merchantId: event.merchantId,
          requestedBy: null,
        });
        expect(deliveries[0]!.nextAttemptAt).not.toBeNull();
        expect(event.webhookStatus).toBe('Configured');
      }
    }
  });

  it('queues nothing for a merchant without an active endpoint', async () => {
    const payment = await addPayment(t, { amount: 5_000 });
    await setEndpointActive(t.database.db, owner(payment), false);
    try {
      const response = await actAs(t, ADMIN, {
        url: `${CRM}/${payment.id}/refunds`,
        body: { amount: 1_000 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const written = await eventsWithDeliveries(payment);
      expect(written.map((w) => w.event.type)).toContain('Refunded');
      expect(written.flatMap((w) => w.deliveries)).toEqual([]);
      expect(written.map((w) => w.event.webhookStatus)).toEqual(written.map(() => 'NotConfigured'));
    } finally {
      await setEndpointActive(t.database.db, owner(payment), true);
    }
  });

  it('rolls the delivery back with the event: both or neither', async () => {
    const payment = await addPayment(t, { amount: 5_000 });
    let queuedInside = 0;
    const failure = withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
      const [row] = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.tenantId, payment.tenantId), eq(transactions.id, payment.id)));
      await writeEvent(tx, row!, { type: 'Captured', actor: null });
      queuedInside = (
        await tx
          .select()
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.tenantId, payment.tenantId),
              eq(webhookDeliveries.transactionId, payment.id),
            ),
          )
      ).length;
      throw new Error('the action failed after writing its event');
    });
    await expect(failure).rejects.toThrow('the action failed after writing its event');
    // Inside, the event had its delivery; after the rollback neither exists.
    expect(queuedInside).toBe(1);
    expect(await eventsWithDeliveries(payment)).toEqual([]);
  });

  it('is what the dispatcher delivers: one POST per event', async () => {
    const receiver = await startReceiver();
    try {
      const payment = await addPayment(t, { amount: 8_000 });
      await addEndpoint(t.database.db, owner(payment), receiver.url, SECRET);
      const response = await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: {} });
      expect(response.statusCode, response.body).toBe(200);
      const events = (await eventsWithDeliveries(payment)).map((w) => w.event.id);
      const dispatcher = createWebhookDispatcher(t.database.db, t.app.log, {
        allowLoopback: true,
        now: () => new Date(Date.now() + 60_000),
      });
      const pass = await dispatcher.runOnce();
      expect(pass.delivered).toBeGreaterThanOrEqual(events.length);
      const received = receiver.received.map((r) => JSON.parse(r.body).eventId as string);
      expect(received.filter((id) => events.includes(id)).sort()).toEqual([...events].sort());
    } finally {
      await receiver.close();
    }
  });

  it('is not used by generated volume: bulk-generated events queue no deliveries', async () => {
    const counts = () =>
      withScope(t.database.db, SYSTEM_SCOPE, async (tx) => ({
        events: await tx.$count(transactionEvents),
        deliveries: await tx.$count(webhookDeliveries),
      }));
    const before = await counts();
    // The generator's merchants are the live demo merchants, which have demo endpoints.
    await generateTransactions(t.database, { total: 200 });
    const after = await counts();
    expect(after.events).toBeGreaterThan(before.events);
    expect(after.deliveries).toBe(before.deliveries);
  });
});
