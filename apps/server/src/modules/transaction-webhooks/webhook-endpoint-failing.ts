import { WEBHOOK_STATUS_RULES } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { escapeHtml } from '../../infra/html/sanitise-html';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { merchantUsersHolding, notifyUsers } from '../notifications';
import { merchantWebhookEndpoints } from './transaction-webhooks.table';

const e = merchantWebhookEndpoints;
const FAILING_MS = WEBHOOK_STATUS_RULES.failingDays * 24 * 3600 * 1000;

/** Where the notification takes the merchant: its failed deliveries. */
export const FAILING_ENDPOINT_LINK = '/reports/webhookreport?state=Failed';

/**
 * An attempt's outcome on the endpoint's failing markers, in the attempt's transaction: a success
 * clears them; a failure starts `failing_from` (the first failure since the last success) and, once
 * that is five days old, marks the endpoint failing (`failing_since`) and tells the merchant's users
 * who see its transactions, once: the mark is set by one UPDATE that only a first marking matches,
 * so two dispatchers finishing attempts at once tell them once. Deliveries go on (Svix disables such
 * an endpoint; Paydesk keeps the merchant's choice of when to fix it, and resends).
 */
export async function recordEndpointOutcome(
  tx: ScopedTx,
  endpoint: { readonly tenantId: string; readonly merchantId: string; readonly url: string },
  succeeded: boolean,
  now: Date,
): Promise<void> {
  const mine = and(eq(e.tenantId, endpoint.tenantId), eq(e.merchantId, endpoint.merchantId));
  if (succeeded) {
    await tx
      .update(e)
      .set({ failingFrom: null, failingSince: null })
      .where(and(mine, sql`${e.failingFrom} is not null`));
    return;
  }
  await tx
    .update(e)
    .set({ failingFrom: now })
    .where(and(mine, sql`${e.failingFrom} is null`));
  const marked = await tx
    .update(e)
    .set({ failingSince: now })
    .where(
      and(
        mine,
        sql`${e.failingSince} is null`,
        sql`${e.failingFrom} <= ${new Date(now.getTime() - FAILING_MS).toISOString()}::timestamptz`,
      ),
    )
    .returning({ url: e.url });
  if (marked.length === 0) return;
  const recipients = await merchantUsersHolding(tx, {
    tenantId: endpoint.tenantId,
    merchantId: endpoint.merchantId,
    anyOf: ['Merchant.Transaction.Actions', 'Merchant.Reports.View'],
  });
  await notifyUsers(tx, recipients, {
    type: 'WebhookEndpointFailing',
    title: 'Your webhook endpoint is failing',
    description: `<p>Every delivery to ${escapeHtml(endpoint.url)} has failed for ${WEBHOOK_STATUS_RULES.failingDays} days. Fix the endpoint, then resend the failed events from Resend webhooks.</p>`,
    objectUrl: FAILING_ENDPOINT_LINK,
  });
}
