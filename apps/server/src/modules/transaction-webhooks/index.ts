/**
 * transaction-webhooks' public entry: the outbox that implements the money kernel's event webhook
 * port, and the signing secrets as a store of encrypted values, both connected by the composition root
 * (src/wiring.ts). Nothing else here is for other modules.
 */

// The dashboards' webhook-status widget reads each merchant's webhook health (docs/dashboards.md).
export { type WebhookHealth, webhookHealthOf } from './webhook-health';
export { queueEventWebhook } from './webhook-outbox';
export { webhookSecretStore } from './webhook-secrets';
