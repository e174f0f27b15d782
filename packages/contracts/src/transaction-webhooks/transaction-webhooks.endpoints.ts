import { z } from 'zod';
import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { TenantHeader, TransactionIdParams } from '../transactions/transaction.schemas';
import { ResendWebhookHeaders, TransactionWebhooks, WebhookDelivery } from './transaction-webhooks.schemas';
import {
  DestinationStatistics,
  DestinationStatisticsQuery,
  DestinationStatusPage,
  DestinationStatusQuery,
  WebhookAttemptPage,
  WebhookDeliveryPage,
  WebhookListQuery,
} from './webhook-reports.schemas';

/**
 * Spec §7 "Transactions": GET wh/ and wh2/, the webhook lists, and POST events/{id}/resend-webhook
 * (queues a new delivery of one event; Idempotency-Key honoured). With an id, wh/{id} is one
 * transaction's deliveries (wh2/{id} the platform's variant across tenants); without one, wh/ lists
 * the deliveries of every transaction in scope (the webhook report) and wh2/ every attempt of them
 * (the webhook report v2). A transaction or event outside the caller's scope is 404. The
 * destinations' status and statistics sit beside them under wh/destinations (the spec shows no path).
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
  reports: { readonly v1: Permissions; readonly v2: Permissions },
) {
  const id = (action: string) => `transactions.${family}.${action}`;
  return {
    deliveries: defineEndpoint({
      id: id('webhookDeliveries'),
      method: 'GET',
      path: `${base}/wh/`,
      summary: "Webhook deliveries of the caller's transactions, newest first (the webhook report)",
      audiences,
      permissions: reports.v1,
      headers: TenantHeader,
      query: WebhookListQuery,
      response: WebhookDeliveryPage,
      tags: TAGS,
    }),
    attempts: defineEndpoint({
      id: id('webhookAttempts'),
      method: 'GET',
      path: `${base}/wh2/`,
      summary: 'Every delivery attempt with its answer and duration, newest first (the webhook report v2)',
      audiences,
      permissions: reports.v2,
      headers: TenantHeader,
      query: WebhookListQuery,
      response: WebhookAttemptPage,
      tags: TAGS,
    }),
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
  // The resend screen lists the deliveries to choose from: its key reads the list too.
  { v1: ['CRM.Reports.Webhooks', 'CRM.Reports.ResendWebhooks'], v2: ['CRM.Reports.WebhooksV2'] },
);
export const merchantTransactionWebhooks = webhookCalls(
  'merchant',
  'api/transactions',
  ['customer'],
  ['Merchant.Transaction.View'],
  ['Merchant.Transaction.Actions'],
  { v1: ['Merchant.Reports.View'], v2: ['Merchant.Reports.View'] },
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

/** The operators' view of their merchants' endpoints (webhooks-destinations/status and /statistics). */
export const webhookDestinations = {
  status: defineEndpoint({
    id: 'transactions.crm.webhookDestinationStatus',
    method: 'GET',
    path: 'api/crm/transactions/wh/destinations/status',
    summary: "Each merchant's webhook endpoint status, derived from its last 20 attempts",
    audiences: ['tenant', 'platform'],
    permissions: ['CRM.Reports.WebhookDestinationsStatus'],
    headers: TenantHeader,
    query: DestinationStatusQuery,
    response: DestinationStatusPage,
    tags: TAGS,
  }),
  statistics: defineEndpoint({
    id: 'transactions.crm.webhookDestinationStatistics',
    method: 'GET',
    path: 'api/crm/transactions/wh/destinations/statistics',
    summary: 'Success rate, p50/p95 latency and attempts per delivery, per endpoint and over time',
    audiences: ['tenant', 'platform'],
    permissions: ['CRM.Reports.WebhookDestinationsStatistics'],
    headers: TenantHeader,
    query: DestinationStatisticsQuery,
    response: DestinationStatistics,
    tags: TAGS,
  }),
};
