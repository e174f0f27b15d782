import { z } from 'zod';
import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { TenantHeader, TransactionIdParams } from '../transactions/transaction.schemas';
import { ResendWebhookHeaders, TransactionWebhooks, WebhookDelivery } from './transaction-webhooks.schemas';

/**
 * Spec §7 "Transactions": GET wh/ and wh2/ (a transaction's webhook deliveries; wh2 is the
 * platform's variant across tenants) and POST events/{id}/resend-webhook (queues a new delivery of
 * one event; Idempotency-Key honoured). A transaction or event outside the caller's scope is 404.
 */

const TAGS = ['transactions', 'webhooks'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const EventParams = z.object({ eventId: z.uuid() });

function webhookCalls<const A extends readonly Audience[]>(
  family: 'crm' | 'merchant',
  base: string,
  audiences: A,
  view: Permissions,
  resend: Permissions,
) {
  const id = (action: string) => `transactions.${family}.${action}`;
  return {
    webhooks: defineEndpoint({
      id: id('webhooks'),
      method: 'GET',
      path: `${base}/wh/{id}`,
      summary: "The transaction's webhook deliveries, newest first, and the merchant's endpoint status",
      audiences,
      permissions: view,
      headers: TenantHeader,
      params: TransactionIdParams,
      response: TransactionWebhooks,
      tags: TAGS,
    }),
    resendWebhook: defineEndpoint({
      id: id('resendWebhook'),
      method: 'POST',
      path: `${base}/events/{eventId}/resend-webhook`,
      summary: "Queues a new delivery of the event to the merchant's endpoint (409 when none is configured)",
      audiences,
      permissions: resend,
      headers: ResendWebhookHeaders,
      params: EventParams,
      response: WebhookDelivery,
      tags: TAGS,
    }),
  };
}

export const crmTransactionWebhooks = webhookCalls(
  'crm',
  'api/crm/transactions',
  ['tenant', 'platform'],
  ['CRM.Transaction.View', 'Platform.Transaction.Lookup'],
  ['CRM.Transaction.Actions', 'CRM.Reports.ResendWebhooks'],
);
export const merchantTransactionWebhooks = webhookCalls(
  'merchant',
  'api/transactions',
  ['customer'],
  ['Merchant.Transaction.View'],
  ['Merchant.Transaction.Actions'],
);

export const platformTransactionWebhooks = defineEndpoint({
  id: 'transactions.platform.webhooks',
  method: 'GET',
  path: 'api/crm/transactions/wh2/{id}',
  summary: "The platform's view of a transaction's webhook deliveries, in any tenant",
  audiences: ['platform'],
  permissions: ['Platform.Transaction.Lookup'],
  headers: TenantHeader,
  params: TransactionIdParams,
  response: TransactionWebhooks,
  tags: TAGS,
});
