/**
 * transaction-webhooks' public entry: what other modules and the composition root may import.
 */
export { queueEventWebhook } from './webhook-outbox';
