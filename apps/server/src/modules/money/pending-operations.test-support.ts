import { and, eq, inArray, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../infra/idempotency/idempotency.table';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import type { TestApp } from '../../test/test-app';
import {
  merchantWebhookEndpoints,
  webhookDeliveries,
} from '../transaction-webhooks/transaction-webhooks.table';
import { moneyOperations } from './money-operations.table';
import { reconcilePendingOperations } from './pending-operations-reconciler';
import { appendStatusEventsOf } from './status-events';
import { transactionStatusEvents } from './status-events.table';
import { accountingEntries, transactions } from './transactions.table';

/**
 * Helpers for the pending-operation tests: a database failure injected after the processor answered
 * (a trigger refusing the audit record of one reason: the last write of an action's outcome), and
 * reads of what an action left behind.
 */

export const CRASH_REASON = 'crash-after-processor';

/** A virtual-terminal payment's audit record: the last write of its outcome. */
export const VT_AUDIT = `new.request ->> 'action' = 'virtualTerminal'`;

/** Fails the audit insert of an action whose reason is CRASH_REASON, or of the records `condition` picks. */
export async function injectFailureAfterProcessor(
  t: TestApp,
  condition = `new.request ->> 'reason' = '${CRASH_REASON}'`,
): Promise<void> {
  await t.database.exec(`
    create or replace function test_crash_after_processor() returns trigger language plpgsql as $$
    begin
      if ${condition} then
        raise exception 'injected failure after the processor answered';
      end if;
      return new;
    end $$;
    drop trigger if exists test_crash_after_processor on transaction_audit;
    create trigger test_crash_after_processor before insert on transaction_audit
      for each row execute function test_crash_after_processor();`);
}

export async function removeInjectedFailure(t: TestApp): Promise<void> {
  await t.database.exec('drop trigger if exists test_crash_after_processor on transaction_audit');
}

/** One reconciler pass over every pending operation, however young (no grace period). */
export function reconcileNow(t: TestApp) {
  const processor = t.app.transactionActions.processor;
  return reconcilePendingOperations({ db: t.database.db, processor, log: t.app.log, graceSeconds: 0 });
}

/** So every event the action writes queues a webhook delivery (the outbox), which can be counted. */
export async function addWebhookEndpoint(t: TestApp, payment: { tenantId: string; merchantId: string }) {
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .insert(merchantWebhookEndpoints)
      .values({
        tenantId: payment.tenantId,
        merchantId: payment.merchantId,
        url: 'https://merchant.example/hooks',
        secret: 'test-secret-of-16-characters',
      })
      .onConflictDoNothing(),
  );
}

export async function operationsOf(t: TestApp, tenantId: string, transactionId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(moneyOperations)
      .where(and(eq(moneyOperations.tenantId, tenantId), eq(moneyOperations.transactionId, transactionId))),
  );
}

export async function keyOf(t: TestApp, tenantId: string, key: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key))),
  );
  return row ?? null;
}

/** The ledger lines and webhook deliveries of the given transactions. */
export async function moneyTrailOf(t: TestApp, tenantId: string, ids: readonly string[]) {
  return withScope(t.database.db, SYSTEM_SCOPE, async (tx) => ({
    ledger: await tx
      .select()
      .from(accountingEntries)
      .where(
        and(eq(accountingEntries.tenantId, tenantId), inArray(accountingEntries.transactionId, [...ids])),
      ),
    deliveries: await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.tenantId, tenantId), inArray(webhookDeliveries.transactionId, [...ids])),
      ),
  }));
}

/** Makes the transaction's pending operations look `seconds` older (a request that died long ago). */
export async function ageOperations(t: TestApp, tenantId: string, transactionId: string, seconds: number) {
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .update(moneyOperations)
      .set({ createdAt: sql`${moneyOperations.createdAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(moneyOperations.tenantId, tenantId), eq(moneyOperations.transactionId, transactionId))),
  );
}

/**
 * Sets the payment's refunded amount and status directly, as a write beside the runner would (a
 * lost dispute): with the status-event log's −1 and +1 around it, as every status change has, so the
 * rollups of the test database stay the sum of its rows.
 */
export async function setRefunded(
  t: TestApp,
  payment: { readonly tenantId: string; readonly id: string },
  refundedAmount: number,
  status: 'Captured' | 'Refunded',
) {
  const { tenantId, id } = payment;
  await withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
    await appendStatusEventsOf(tx, -1, payment);
    await tx
      .update(transactions)
      .set({ refundedAmount, status })
      .where(and(eq(transactions.tenantId, tenantId), eq(transactions.id, id)));
    await appendStatusEventsOf(tx, 1, payment);
  });
}

/** The status-event log's net count per status for one transaction (statuses netting to 0 left out). */
export async function netStatusEvents(
  t: TestApp,
  payment: { readonly tenantId: string; readonly id: string },
): Promise<Record<string, number>> {
  const rows = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select({
        status: transactionStatusEvents.status,
        net: sql<number>`sum(${transactionStatusEvents.sign})::int`,
      })
      .from(transactionStatusEvents)
      .where(
        and(
          eq(transactionStatusEvents.tenantId, payment.tenantId),
          eq(transactionStatusEvents.transactionId, payment.id),
        ),
      )
      .groupBy(transactionStatusEvents.status),
  );
  return Object.fromEntries(
    rows.filter((row) => Number(row.net) !== 0).map((row) => [row.status, Number(row.net)]),
  );
}
