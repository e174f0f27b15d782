import { and, count, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { merchantWebhookEndpoints, webhookDeliveries } from './transaction-webhooks.table';

/**
 * What the dashboards' webhook-status widget reads of each merchant's webhooks: whether an active
 * address is configured, and how its deliveries since `since` went (the last one decides whether
 * it is delivering). Read in the caller's scope; the merchants are ones the caller may see.
 */
export interface WebhookHealth {
  readonly merchantId: string;
  readonly endpointCount: number;
  readonly delivered: number;
  readonly failed: number;
  readonly lastDeliveryAt: Date | null;
  /** The state of the newest finished delivery (Delivered or Failed), or null when none finished. */
  readonly lastFinishedState: 'Delivered' | 'Failed' | null;
}

export async function webhookHealthOf(
  tx: ScopedTx,
  merchantIds: readonly string[],
  since: Date,
): Promise<Map<string, WebhookHealth>> {
  const health = new Map<string, WebhookHealth>();
  if (merchantIds.length === 0) return health;
  const ids = [...merchantIds];
  const endpoints = await tx
    .select({ merchantId: merchantWebhookEndpoints.merchantId, endpoints: count() })
    .from(merchantWebhookEndpoints)
    .where(
      and(inArray(merchantWebhookEndpoints.merchantId, ids), eq(merchantWebhookEndpoints.isActive, true)),
    )
    .groupBy(merchantWebhookEndpoints.merchantId);
  const deliveries = await tx
    .select({
      merchantId: webhookDeliveries.merchantId,
      delivered: sql<number>`count(*) filter (where ${webhookDeliveries.state} = 'Delivered')`.mapWith(
        Number,
      ),
      failed:
        sql<number>`count(*) filter (where ${webhookDeliveries.state} = 'Failed' or ${webhookDeliveries.attempt} > 1 and ${webhookDeliveries.state} <> 'Delivered')`.mapWith(
          Number,
        ),
      lastDeliveryAt: max(webhookDeliveries.lastAttemptAt),
      lastFinishedState: sql<
        'Delivered' | 'Failed' | null
      >`(array_agg(${webhookDeliveries.state} order by ${webhookDeliveries.lastAttemptAt} desc) filter (where ${webhookDeliveries.state} in ('Delivered', 'Failed')))[1]`,
    })
    .from(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.merchantId, ids), gte(webhookDeliveries.createdAt, since)))
    .groupBy(webhookDeliveries.merchantId);
  for (const merchantId of ids) {
    const endpoint = endpoints.find((row) => row.merchantId === merchantId);
    const delivery = deliveries.find((row) => row.merchantId === merchantId);
    health.set(merchantId, {
      merchantId,
      endpointCount: endpoint?.endpoints ?? 0,
      delivered: delivery?.delivered ?? 0,
      failed: delivery?.failed ?? 0,
      lastDeliveryAt: delivery?.lastDeliveryAt ?? null,
      lastFinishedState: delivery?.lastFinishedState ?? null,
    });
  }
  return health;
}
