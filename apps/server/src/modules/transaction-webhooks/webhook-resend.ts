import {
  WEBHOOK_RESEND_LIMITS,
  WEBHOOK_RESEND_MESSAGES,
  type WebhookResendRequest,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { and, asc, eq, gte, inArray, min } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { transactionEvents, transactions } from '../money';
import type { JobItemOrigin } from '../transactions';
import { webhookDeliveries } from './transaction-webhooks.table';
import { resendEvent, visibleEvent } from './webhook-deliveries.repository';
import { deliveryConditions, listScope } from './webhook-lists.repository';

/**
 * The bulk webhook resend (issue 19; docs/transaction-maintenance-and-webhooks.md "Bulk resend"):
 * the events to send again, chosen when it is asked for, then one job item per event
 * (transaction-jobs runs them, kind WebhookResend). An item queues the event again as a single
 * resend does, in the job's batch transaction with the item's mark, so it is queued once whatever
 * happens to the worker.
 */

const d = webhookDeliveries;
type Body = z.output<typeof WebhookResendRequest>;

/**
 * The events of the chosen deliveries (those the caller may see), or of every delivery the filter
 * matches, in the order of their first delivery: each event once. More than 10,000 for a filter, or
 * none at all, is a 400 with the field to change.
 */
export async function eventsToResend(tx: ScopedTx, scope: DataScope, body: Body): Promise<string[]> {
  const chosen = body.deliveryIds;
  const filter = body.filter ?? {};
  const where = chosen
    ? and(deliveryConditions(scope, {}), inArray(d.id, chosen))
    : deliveryConditions(listScope(scope, filter.tenantId), filter);
  const rows = await tx
    .select({ eventId: d.eventId, first: min(d.createdAt) })
    .from(d)
    .innerJoin(transactions, and(eq(transactions.tenantId, d.tenantId), eq(transactions.id, d.transactionId)))
    .innerJoin(
      transactionEvents,
      and(eq(transactionEvents.tenantId, d.tenantId), eq(transactionEvents.id, d.eventId)),
    )
    .where(where)
    .groupBy(d.eventId)
    .orderBy(asc(min(d.createdAt)), asc(d.eventId))
    .limit(WEBHOOK_RESEND_LIMITS.filter + 1);
  const field = chosen ? 'deliveryIds' : 'filter';
  if (rows.length > WEBHOOK_RESEND_LIMITS.filter)
    throw AppError.validation([{ field, message: WEBHOOK_RESEND_MESSAGES.tooMany }]);
  if (rows.length === 0) throw AppError.validation([{ field, message: WEBHOOK_RESEND_MESSAGES.nothing }]);
  return rows.map((row) => row.eventId);
}

/** One item's outcome, as a transaction job records it. */
export interface ResendItemOutcome {
  readonly outcome: 'Applied' | 'Skipped' | 'Refused' | 'NotFound';
  readonly transactionId: string | null;
  readonly message: string | null;
}

/**
 * One event of a bulk resend, in the requester's scope now: skipped when it was delivered after the
 * resend was asked for (`requestedAt`: a receiver that got it since must not get it twice) or a
 * delivery of it is being sent; a delivery of it waiting for a retry is retried now; refused
 * without an endpoint; else queued.
 */
export async function resendJobItem(
  tx: ScopedTx,
  item: {
    readonly scope: DataScope;
    readonly actor: Actor;
    readonly eventId: string;
    readonly origin: JobItemOrigin;
    readonly requestedAt: Date;
  },
): Promise<ResendItemOutcome> {
  const [found] = await visibleEvent(tx, item.scope, item.eventId);
  if (!found) return { outcome: 'NotFound', transactionId: null, message: WEBHOOK_RESEND_MESSAGES.eventGone };
  const { event } = found;
  const [deliveredSince] = await tx
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        eq(d.tenantId, event.tenantId),
        eq(d.eventId, event.id),
        eq(d.state, 'Delivered'),
        gte(d.deliveredAt, item.requestedAt),
      ),
    )
    .limit(1);
  const transactionId = event.transactionId;
  if (deliveredSince)
    return { outcome: 'Skipped', transactionId, message: WEBHOOK_RESEND_MESSAGES.delivered };
  const now = new Date();
  const result = await resendEvent(tx, event, { actor: item.actor, origin: item.origin, now });
  if (result === 'underWay') {
    // Waiting for a retry (the merchant has fixed the endpoint): that retry now, not a copy beside it.
    const forward = await tx
      .update(d)
      .set({ nextAttemptAt: now })
      .where(and(eq(d.tenantId, event.tenantId), eq(d.eventId, event.id), eq(d.state, 'Queued')))
      .returning({ id: d.id });
    if (forward.length > 0)
      return { outcome: 'Applied', transactionId, message: WEBHOOK_RESEND_MESSAGES.broughtForward };
    return { outcome: 'Skipped', transactionId, message: WEBHOOK_RESEND_MESSAGES.underWay };
  }
  if (result === 'notConfigured')
    return { outcome: 'Refused', transactionId, message: WEBHOOK_RESEND_MESSAGES.notConfigured };
  return { outcome: 'Applied', transactionId, message: null };
}
