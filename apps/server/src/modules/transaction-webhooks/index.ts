/**
 * transaction-webhooks' public entry: the outbox that implements the money kernel's event webhook
 * port, and the signing secrets as a store of encrypted values, both connected by the composition root
 * (src/wiring.ts); the webhook health the dashboards read; and the bulk resend's two halves, for the
 * transaction jobs that run it.
 */

// The dashboards' webhook-status widget reads each merchant's webhook health (docs/dashboards.md).
export { type WebhookHealth, webhookHealthOf } from './webhook-health';
export { queueEventWebhook } from './webhook-outbox';
// transaction-jobs runs the bulk resend (kind WebhookResend): what to resend, and one event of it.
export { eventsToResend, type ResendItemOutcome, resendJobItem } from './webhook-resend';
export { webhookSecretStore } from './webhook-secrets';
