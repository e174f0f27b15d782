import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { QueueEventWebhook, WrittenEvent } from '../money';
import { transactionEvents } from '../money';
import { merchantWebhookEndpoints, webhookDeliveries } from './transaction-webhooks.table';

/**
 * The transactional outbox: queues the event's webhook delivery (Queued, due now, to the merchant's
 * active endpoint URL) in the SAME database transaction that writes the event, so the two commit or
 * roll back together; the dispatcher picks it up after the commit. Nothing is sent from here: a
 * send inside the transaction could go out for a change that then rolls back, and a send after it
 * is lost when the process dies in between. One statement: without an active endpoint it inserts
 * nothing (and the event stays NotConfigured); with one, the event becomes Configured.
 * The implementation of the kernel's outbox port (money/event-webhooks.port.ts), connected in
 * src/wiring.ts; called by the application's event write (money/transaction-writes.ts addEvent) only:
 * bulk-generated and seeded events bypass it, so they never queue deliveries.
 */
export const queueEventWebhook: QueueEventWebhook = async (
  tx: ScopedTx,
  event: WrittenEvent,
): Promise<void> => {
  const e = merchantWebhookEndpoints;
  const d = webhookDeliveries;
  const t = transactionEvents;
  await tx.execute(sql`
    with queued as (
      insert into ${d} (tenant_id, id, event_id, transaction_id, merchant_id, url, state, next_attempt_at, created_at)
      select ${e.tenantId}, ${randomUUID()}::uuid, ${event.id}::uuid, ${event.transactionId}::uuid,
             ${e.merchantId}, ${e.url}, 'Queued', now(), now()
      from ${e}
      where ${e.tenantId} = ${event.tenantId}::uuid and ${e.merchantId} = ${event.merchantId}::uuid
        and ${e.isActive}
      returning event_id
    )
    update ${t} set webhook_status = 'Configured'
    where ${t.tenantId} = ${event.tenantId}::uuid and ${t.id} in (select event_id from queued)`);
};
