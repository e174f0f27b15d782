import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  merchantWebhookEndpoints,
  transactionRelationships,
  transactionRestrictions,
  transactions,
} from '../db-schema';
import type { Database } from '../infra/db/database';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { DEMO_MERCHANTS, demoTenant } from './demo-data';
import { demoId } from './demo-ids';
import { DEMO_TRANSACTIONS } from './demo-transaction-ids';

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

/**
 * Demo endpoints for the live demo merchants (one per merchant; the seed calls this). Their hosts
 * are under .test, which never resolves: the demo shows deliveries retrying and giving up, and a
 * developer points one at a local receiver to see them arrive.
 */
export async function seedDemoWebhookEndpoints(db: Database): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    for (const merchant of DEMO_MERCHANTS) {
      if (merchant.processingStatus === 'NoProcessing') continue;
      await tx
        .insert(merchantWebhookEndpoints)
        .values({
          tenantId: demoTenant(merchant.tenant).id,
          merchantId: merchant.id,
          url: `https://hooks.${merchant.key}.example.test/paydesk`,
          secret: randomBytes(24).toString('hex'),
        })
        .onConflictDoNothing();
    }
  });
}

/** DEMO_WEBHOOK_URL (config.ts): Acme's demo endpoint delivers there, on every start. */
export async function pointDemoWebhookAt(db: Database, url: string): Promise<void> {
  const acme = DEMO_MERCHANTS.find((merchant) => merchant.key === 'acme');
  if (!acme) return;
  await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx
      .update(merchantWebhookEndpoints)
      .set({ url })
      .where(
        and(
          eq(merchantWebhookEndpoints.tenantId, demoTenant(acme.tenant).id),
          eq(merchantWebhookEndpoints.merchantId, acme.id),
        ),
      ),
  );
}
