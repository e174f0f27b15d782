/**
 * transaction-webhooks' public entry: the outbox that implements the money kernel's event webhook
 * port, connected by the composition root (src/wiring.ts). Nothing else here is for other modules.
 */
export { queueEventWebhook } from './webhook-outbox';
