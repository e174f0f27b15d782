import type {
  TransactionWebhooks,
  WebhookDelivery,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { transactionMaintenanceAudit } from '../transactions/maintenance/transaction-maintenance.table';
import { STAFF_ACTOR_LABEL } from '../transactions/merchant-visible-actor';
import { addTransaction, MERCHANTS, seaside } from '../transactions/reads/transaction-reads.test-support';
import { webhookDeliveries } from './transaction-webhooks.table';
import { addEndpoint, addEvent, setEndpointActive } from './transaction-webhooks.test-support';
import { WEBHOOK_MESSAGES } from './webhook-deliveries.repository';

/** wh/, wh2/ and events/{id}/resend-webhook: scope, the state machine and the Idempotency-Key. */

let t: TestApp;
type Owned = { tenantId: string; id: string; merchantId: string };
let acme: Owned;
let harbour: Owned;
let blue: Owned;

function resend(
  email: string,
  eventId: string,
  headers: Record<string, string> = {},
  base = '/api/crm/transactions',
) {
  return t.requestAs(email, { method: 'POST', url: `${base}/events/${eventId}/resend-webhook`, headers });
}
async function deliveriesOf(eventId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId)),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  // Nothing here is sent: the deliveries stay Queued for the assertions.
  await t.app.transactionWebhooks.dispatcher.stop();
  const db = t.database.db;
  acme = (await addTransaction(db, 'WHacme')) as Owned;
  harbour = (await addTransaction(db, 'WHharbour', { merchantId: MERCHANTS.harbour })) as Owned;
  blue = (await addTransaction(db, 'WHblue', seaside)) as Owned;
  await addEndpoint(db, acme, 'https://hooks.acme.example.test/paydesk', 'whsec_acme_0123456789');
  await addEndpoint(db, blue, 'https://hooks.seaside.example.test/paydesk', 'whsec_blue_0123456789');
  // The demo seed gives Harbour an endpoint too: this file's Harbour is the merchant without one.
  await setEndpointActive(db, harbour, false);
});
afterAll(() => t.close());

describe('GET wh/{id} and wh2/{id}', () => {
  it('shows the endpoint status: Configured before any attempt, NotConfigured without an endpoint', async () => {
    const own = await t.requestAs(DEMO_EMAILS.NORTHWIND_ADMIN, {
      url: `/api/crm/transactions/wh/${acme.id}`,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({
      webhookStatus: 'Configured',
      endpointUrl: 'https://hooks.acme.example.test/paydesk',
      deliveries: [],
    } satisfies TransactionWebhooks);
    const none = await t.requestAs(DEMO_EMAILS.NORTHWIND_ADMIN, {
      url: `/api/crm/transactions/wh/${harbour.id}`,
    });
    expect(none.json()).toMatchObject({ webhookStatus: 'NotConfigured', endpointUrl: null });
  });

  it('answers 404 outside the scope; the platform sees every tenant on wh2', async () => {
    expect(
      (await t.requestAs(DEMO_EMAILS.BLUE_HARBOR_ADMIN, { url: `/api/crm/transactions/wh/${acme.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.requestAs(DEMO_EMAILS.ACME, { url: `/api/transactions/wh/${harbour.id}` })).statusCode,
    ).toBe(404);
    const platform = await t.requestAs(DEMO_EMAILS.PLATFORM, { url: `/api/crm/transactions/wh2/${blue.id}` });
    expect(platform.statusCode, platform.body).toBe(200);
    expect(platform.json().webhookStatus).toBe('Configured');
    expect(
      (await t.requestAs(DEMO_EMAILS.NORTHWIND_ADMIN, { url: `/api/crm/transactions/wh2/${acme.id}` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST events/{id}/resend-webhook', () => {
  it('queues one delivery with an audit record; a second while it is under way is 409', async () => {
    const eventId = await addEvent(t.database.db, acme);
    const first = await resend(DEMO_EMAILS.NORTHWIND_ADMIN, eventId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      eventId,
      eventType: 'Captured',
      transactionId: acme.id,
      state: 'Queued',
      attempt: 0,
      maxAttempts: 8,
      requestedBy: DEMO_EMAILS.NORTHWIND_ADMIN,
    } satisfies Partial<WebhookDelivery>);
    const audit = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(transactionMaintenanceAudit)
        .where(eq(transactionMaintenanceAudit.transactionId, acme.id)),
    );
    expect(audit.map((a) => a.action)).toEqual(['resendWebhook']);

    const second = await resend(DEMO_EMAILS.NORTHWIND_ADMIN, eventId);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'WEBHOOK_DELIVERY_UNDER_WAY',
      message: WEBHOOK_MESSAGES.underWay,
    });
    expect(await deliveriesOf(eventId)).toHaveLength(1);
  });

  it('answers 409 when the merchant has no webhook endpoint configured', async () => {
    const eventId = await addEvent(t.database.db, harbour);
    const response = await resend(DEMO_EMAILS.NORTHWIND_ADMIN, eventId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'WEBHOOK_NOT_CONFIGURED',
      message: 'The merchant has no webhook endpoint configured',
    });
    expect(await deliveriesOf(eventId)).toHaveLength(0);
  });

  it('answers 404 for an event of another tenant or merchant', async () => {
    const eventId = await addEvent(t.database.db, blue);
    expect((await resend(DEMO_EMAILS.NORTHWIND_ADMIN, eventId)).statusCode).toBe(404);
    const harbourEvent = await addEvent(t.database.db, harbour);
    expect((await resend(DEMO_EMAILS.ACME, harbourEvent, {}, '/api/transactions')).statusCode).toBe(404);
    expect(await deliveriesOf(eventId)).toHaveLength(0);
  });

  it('replays the answer for the same Idempotency-Key and refuses the key on another event (422)', async () => {
    const eventId = await addEvent(t.database.db, acme);
    const key = { 'idempotency-key': `resend-${eventId}` };
    const first = await resend(DEMO_EMAILS.ACME, eventId, key, '/api/transactions');
    expect(first.statusCode, first.body).toBe(200);
    const replay = await resend(DEMO_EMAILS.ACME, eventId, key, '/api/transactions');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    expect(await deliveriesOf(eventId)).toHaveLength(1);

    const otherEvent = await addEvent(t.database.db, acme);
    const misuse = await resend(DEMO_EMAILS.ACME, otherEvent, key, '/api/transactions');
    expect(misuse.statusCode).toBe(422);
    expect(await deliveriesOf(otherEvent)).toHaveLength(0);
  });

  it('shows a merchant who resent: its own users by e-mail, staff only as "Staff"', async () => {
    const own = (await addTransaction(t.database.db, 'WHwho')) as Owned;
    const byStaff = await addEvent(t.database.db, own);
    const byMerchant = await addEvent(t.database.db, own);
    expect((await resend(DEMO_EMAILS.NORTHWIND_ADMIN, byStaff)).statusCode).toBe(200);
    expect((await resend(DEMO_EMAILS.ACME, byMerchant, {}, '/api/transactions')).statusCode).toBe(200);
    const requesters = async (email: string, base: string) => {
      const response = await t.requestAs(email, { url: `${base}/wh/${own.id}` });
      expect(response.statusCode, response.body).toBe(200);
      const deliveries = (response.json() as TransactionWebhooks).deliveries;
      return Object.fromEntries(deliveries.map((x) => [x.eventId, x.requestedBy]));
    };
    expect(await requesters(DEMO_EMAILS.ACME, '/api/transactions')).toEqual({
      [byStaff]: STAFF_ACTOR_LABEL,
      [byMerchant]: DEMO_EMAILS.ACME,
    });
    expect(STAFF_ACTOR_LABEL).toBe('Staff');
    expect(await requesters(DEMO_EMAILS.NORTHWIND_ADMIN, '/api/crm/transactions')).toEqual({
      [byStaff]: DEMO_EMAILS.NORTHWIND_ADMIN,
      [byMerchant]: DEMO_EMAILS.ACME,
    });
  });

  it('is refused to a user without the actions or resend permission', async () => {
    const eventId = await addEvent(t.database.db, acme);
    expect((await resend(DEMO_EMAILS.AGENT, eventId)).statusCode).toBe(403);
  });
});
