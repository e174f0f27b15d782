import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoId } from '../../seed/demo-ids';
import { DEMO_TRANSACTIONS } from '../../seed/demo-transaction-ids';
import { seedDemoWebhookEndpoints } from '../transaction-webhooks/webhook-endpoints';
import { transactionRelationships, transactionRestrictions } from './transaction-maintenance.table';
import { transactions } from './transactions.table';

/** The fixed demo rows (docs/transaction-maintenance-and-webhooks.md "Demo data"). */
export const DEMO_MAINTENANCE = {
  relationship: demoId('relationship:ACME-DEMO-0001'),
  restriction: demoId('restriction:ACME-DEMO-0003'),
} as const;

/**
 * Demo data of the maintenance calls, once, after the demo transactions: the captured Acme payment
 * allocated to an external organisation (Relationships tab, deallocate), a velocity restriction on
 * the pending one (Alerts tab, reset), and a webhook endpoint per processing demo merchant.
 * Nothing happens when the transactions are missing or the rows exist, so it runs on every start.
 */
export async function seedDemoMaintenance(db: Database): Promise<void> {
  const captured = DEMO_TRANSACTIONS.acmeCaptured.id;
  const pending = DEMO_TRANSACTIONS.acmePending.id;
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727012)`);
    const rows = await tx
      .select({ t: transactions })
      .from(transactions)
      .where(sql`${transactions.id} in (${captured}, ${pending})`);
    const byId = new Map(rows.map((row) => [row.t.id, row.t]));
    const payment = byId.get(captured);
    const held = byId.get(pending);
    if (!payment || !held) return;
    await tx
      .insert(transactionRelationships)
      .values({
        tenantId: payment.tenantId,
        id: DEMO_MAINTENANCE.relationship,
        transactionId: payment.id,
        merchantId: payment.merchantId,
        websiteId: payment.websiteId,
        externalOrganizationId: 'ACME-ERP-0042',
        requestType: 'Allocation',
        allocatedBy: 'tenant.admin@northwind.test',
      })
      .onConflictDoNothing();
    const [restricted] = await tx
      .select({ id: transactionRestrictions.id })
      .from(transactionRestrictions)
      .where(
        and(
          eq(transactionRestrictions.tenantId, held.tenantId),
          eq(transactionRestrictions.id, DEMO_MAINTENANCE.restriction),
        ),
      );
    if (!restricted) {
      await tx.insert(transactionRestrictions).values({
        tenantId: held.tenantId,
        id: DEMO_MAINTENANCE.restriction,
        transactionId: held.id,
        merchantId: held.merchantId,
        kind: 'Velocity',
        reason: 'More than 5 payments from this card within an hour',
      });
    }
  });
  await seedDemoWebhookEndpoints(db);
}
