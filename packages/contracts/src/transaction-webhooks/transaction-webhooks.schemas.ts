import { z } from 'zod';
import { text } from '../validation/text';

/**
 * Webhook deliveries of transaction events to the merchant's endpoint
 * (docs/transaction-maintenance-and-webhooks.md "Webhooks").
 */

/** Spec §3 "Webhook status": of a merchant's endpoint and of each event's notification. */
export const WEBHOOK_STATUSES = ['NotConfigured', 'Configured', 'Delivering', 'NotDelivering'] as const;
export const WebhookStatus = z.enum(WEBHOOK_STATUSES);
export type WebhookStatus = z.infer<typeof WebhookStatus>;

/**
 * One delivery's life: Queued (waiting for its next attempt) -> Sending (an attempt in flight) ->
 * Delivered (a 2xx) | Queued again with a later nextAttemptAt (retry) | Failed (gave up after
 * WEBHOOK_DELIVERY.maxAttempts). Delivered and Failed are final; a resend is a new delivery.
 */
export const WEBHOOK_DELIVERY_STATES = ['Queued', 'Sending', 'Delivered', 'Failed'] as const;
export const WebhookDeliveryState = z.enum(WEBHOOK_DELIVERY_STATES);
export type WebhookDeliveryState = z.infer<typeof WebhookDeliveryState>;

export const WEBHOOK_DELIVERY = {
  /** Svix's schedule: the first attempt at once, then seven retries over about 27.5 hours. */
  maxAttempts: 8,
  /** Seconds before attempt n+1: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
  backoffSeconds: [5, 300, 1800, 7200, 18_000, 36_000, 36_000],
  timeoutMs: 10_000,
  /** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
  signatureHeader: 'Paydesk-Signature',
  /**
   * The Standard Webhooks headers, sent beside it: `webhook-id` (the event's id: the same on every
   * retry and resend, so a receiver can drop a copy), `webhook-timestamp` (unix seconds) and
   * `webhook-signature` (`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`).
   */
  standardHeaders: {
    id: 'webhook-id',
    timestamp: 'webhook-timestamp',
    signature: 'webhook-signature',
  },
} as const;

export const WebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  transactionId: z.uuid(),
  url: z.string(),
  state: WebhookDeliveryState,
  attempt: z.number().int().min(0).describe('Attempts made so far'),
  maxAttempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  requestedBy: z.string().nullable().describe('Who asked for a resend; null for the automatic one'),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const TransactionWebhooks = z.object({
  webhookStatus: WebhookStatus.describe("The merchant's endpoint: configured, and delivering or not"),
  endpointUrl: z.string().nullable(),
  deliveries: z.array(WebhookDelivery),
});
export type TransactionWebhooks = z.infer<typeof TransactionWebhooks>;

export const ResendWebhookHeaders = z.looseObject({
  'idempotency-key': text(255).min(1).optional(),
  tenantid: z.uuid().optional(),
});
