import type { WebhookStatus } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import { and, desc, eq, gt, isNotNull, ne, or } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { merchantWebhookEndpoints, webhookDeliveries } from './transaction-webhooks.table';

export type WebhookEndpoint = typeof merchantWebhookEndpoints.$inferSelect;

/** The merchant's active endpoint, or null (spec §3 "NotConfigured"). */
export async function activeEndpointOf(
  tx: ScopedTx,
  tenantId: string,
  merchantId: string,
): Promise<WebhookEndpoint | null> {
  const [row] = await tx
    .select()
    .from(merchantWebhookEndpoints)
    .where(
      and(
        eq(merchantWebhookEndpoints.tenantId, tenantId),
        eq(merchantWebhookEndpoints.merchantId, merchantId),
        eq(merchantWebhookEndpoints.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Spec §3 "Webhook status" of a merchant's endpoint: NotConfigured without an active endpoint;
 * Configured until an attempt was made; then Delivering or NotDelivering after its latest attempt.
 */
export async function endpointStatus(tx: ScopedTx, endpoint: WebhookEndpoint | null): Promise<WebhookStatus> {
  if (!endpoint) return 'NotConfigured';
  const d = webhookDeliveries;
  const [latest] = await tx
    .select({ responseStatus: d.responseStatus })
    .from(d)
    .where(
      and(
        eq(d.tenantId, endpoint.tenantId),
        eq(d.merchantId, endpoint.merchantId),
        isNotNull(d.lastAttemptAt),
        // A first attempt in flight has no answer yet; a later one still carries its previous answer.
        or(ne(d.state, 'Sending'), gt(d.attempt, 1)),
      ),
    )
    .orderBy(desc(d.lastAttemptAt))
    .limit(1);
  if (!latest) return 'Configured';
  const ok = latest.responseStatus !== null && latest.responseStatus >= 200 && latest.responseStatus < 300;
  return ok ? 'Delivering' : 'NotDelivering';
}
