import { randomUUID } from 'node:crypto';
import {
  type TransactionWebhooks,
  WEBHOOK_DELIVERY,
  type WebhookDelivery,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { transactionEvents, transactions, transactionsInScope } from '../money';
import {
  actorShownTo,
  type JobItemOrigin,
  requireTransactionInScope,
  writeMaintenanceAudit,
} from '../transactions';
import { merchantWebhookEndpoints, webhookDeliveries } from './transaction-webhooks.table';
import { activeEndpointOf, endpointStatus } from './webhook-endpoints';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'The merchant has no webhook endpoint configured',
  underWay: 'A delivery of this event is already under way',
} as const;

const d = webhookDeliveries;
type DeliveryRecord = typeof d.$inferSelect;

export function toDelivery(row: DeliveryRecord, eventType: string): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType,
    transactionId: row.transactionId,
    url: row.url,
    state: row.state,
    attempt: row.attempt,
    maxAttempts: WEBHOOK_DELIVERY.maxAttempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** wh/{id} and wh2/{id}: the transaction's deliveries, newest first, and its merchant's endpoint status. */
export async function listTransactionWebhooks(
  tx: ScopedTx,
  scope: DataScope,
  transactionId: string,
): Promise<TransactionWebhooks> {
  const transaction = await requireTransactionInScope(tx, scope, transactionId);
  const rows = await tx
    .select({ d, eventType: transactionEvents.type })
    .from(d)
    .innerJoin(
      transactionEvents,
      and(eq(transactionEvents.tenantId, d.tenantId), eq(transactionEvents.id, d.eventId)),
    )
    .where(and(eq(d.tenantId, transaction.tenantId), eq(d.transactionId, transaction.id)))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(200);
  const endpoint = await activeEndpointOf(tx, transaction.tenantId, transaction.merchantId);
  // A resend by staff shows as "Staff" to a merchant (its own users' resends keep their e-mail).
  const shown = await actorShownTo(
    tx,
    scope,
    rows.map((row) => row.d.requestedBy),
  );
  return {
    webhookStatus: await endpointStatus(tx, endpoint),
    endpointUrl: endpoint?.url ?? null,
    deliveries: rows.map((row) => ({
      ...toDelivery(row.d, row.eventType),
      requestedBy: shown(row.d.requestedBy),
    })),
  };
}

/** The event's tenant when the scope may see it (the Idempotency-Key's tenant); null otherwise. */
export async function tenantOfVisibleEvent(
  tx: ScopedTx,
  scope: DataScope,
  eventId: string,
): Promise<string | null> {
  const [row] = await visibleEvent(tx, scope, eventId);
  return row?.event.tenantId ?? null;
}

export function visibleEvent(tx: ScopedTx, scope: DataScope, eventId: string) {
  return tx
    .select({ event: transactionEvents })
    .from(transactionEvents)
    .innerJoin(
      transactions,
      and(
        eq(transactions.tenantId, transactionEvents.tenantId),
        eq(transactions.id, transactionEvents.transactionId),
      ),
    )
    .where(and(transactionsInScope(scope), eq(transactionEvents.id, eventId)))
    .limit(1);
}

/** Why an event was not queued again: refused (no endpoint) or skipped (one under way). */
export type ResendRefusal = 'notConfigured' | 'underWay';

/**
 * A new delivery of the event, Queued for now, to the merchant's active endpoint, with its audit
 * record; or why not. One delivery of an event at a time: while one is Queued or Sending, nothing is
 * queued instead of piling up copies. The merchant's endpoint row is locked, so two resends of one
 * event take turns and the second sees the first.
 */
export async function resendEvent(
  tx: ScopedTx,
  event: typeof transactionEvents.$inferSelect,
  by: { readonly actor: Actor; readonly origin: FastifyRequest | JobItemOrigin; readonly now: Date },
): Promise<WebhookDelivery | ResendRefusal> {
  const endpoint = await activeEndpointOf(tx, event.tenantId, event.merchantId);
  if (!endpoint) return 'notConfigured';
  await tx
    .select({ merchantId: merchantWebhookEndpoints.merchantId })
    .from(merchantWebhookEndpoints)
    .where(
      and(
        eq(merchantWebhookEndpoints.tenantId, endpoint.tenantId),
        eq(merchantWebhookEndpoints.merchantId, endpoint.merchantId),
      ),
    )
    .for('update');
  const [open] = await tx
    .select({ id: d.id })
    .from(d)
    .where(
      and(eq(d.tenantId, event.tenantId), eq(d.eventId, event.id), inArray(d.state, ['Queued', 'Sending'])),
    )
    .limit(1);
  if (open) return 'underWay';
  const [queued] = await tx
    .insert(d)
    .values({
      tenantId: event.tenantId,
      id: randomUUID(),
      eventId: event.id,
      transactionId: event.transactionId,
      merchantId: event.merchantId,
      url: endpoint.url,
      state: 'Queued',
      nextAttemptAt: by.now,
      requestedBy: by.actor.email,
      createdAt: by.now,
    })
    .returning();
  const delivery = toDelivery(queued!, event.type);
  await writeMaintenanceAudit(tx, {
    transaction: { tenantId: event.tenantId, id: event.transactionId, merchantId: event.merchantId },
    actor: by.actor,
    request: by.origin,
    action: 'resendWebhook',
    before: null,
    after: delivery,
    details: { eventId: event.id },
  });
  return delivery;
}

/** POST events/{id}/resend-webhook: resendEvent for one visible event; 409 when it cannot be queued. */
export async function queueResend(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  request: FastifyRequest,
  eventId: string,
  now: Date,
): Promise<WebhookDelivery> {
  const [found] = await visibleEvent(tx, scope, eventId);
  if (!found) throw AppError.notFound('Event');
  const result = await resendEvent(tx, found.event, { actor, origin: request, now });
  if (result === 'notConfigured')
    throw AppError.refused('WEBHOOK_NOT_CONFIGURED', WEBHOOK_MESSAGES.notConfigured);
  if (result === 'underWay') throw AppError.refused('WEBHOOK_DELIVERY_UNDER_WAY', WEBHOOK_MESSAGES.underWay);
  return result;
}
