import type { ScopedTx } from '../../infra/tenancy/with-scope';

/** The event just written (its keys), whose webhook is queued. */
export interface WrittenEvent {
  readonly tenantId: string;
  readonly id: string;
  readonly transactionId: string;
  readonly merchantId: string;
}

/**
 * The outbox port: queues an event's webhook in the SAME database transaction that writes the
 * event (both commit or neither). The kernel defines it and calls it; transaction-webhooks
 * implements it (webhook-outbox.ts) and the composition root connects the two (src/wiring.ts),
 * so the arrow runs one way: transaction-webhooks → money, never back.
 */
export type QueueEventWebhook = (tx: ScopedTx, event: WrittenEvent) => Promise<void>;

let queue: QueueEventWebhook | null = null;

/** Connects the outbox (once, from the composition root). */
export function connectEventWebhooks(implementation: QueueEventWebhook): void {
  queue = implementation;
}

/** Queues the event's webhook; an unconnected port fails loudly rather than drop webhooks. */
export function queueEventWebhook(tx: ScopedTx, event: WrittenEvent): Promise<void> {
  if (!queue) throw new Error('The event webhook outbox is not connected (src/wiring.ts)');
  return queue(tx, event);
}
