import { sql } from 'drizzle-orm';
import { alertRules, alerts } from '../db-schema';
import type { Database } from '../infra/db/database';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { demoMerchant, demoUser, NORTHWIND } from './demo-data';
import { demoId } from './demo-ids';

/** Northwind's demo alert rule: the decline ratio over a quarter of an hour (docs/alerts.md). */
export const DEMO_ALERT_RULE = {
  id: demoId('alert-rule:northwind:decline-ratio'),
  name: 'Decline ratio above 30 %',
} as const;
export const DEMO_ACME_ALERT_ID = demoId('alert:acme:decline-ratio');

/**
 * The alerts' demo data, once (its own check, like the other features'): Northwind's rule, and one
 * resolved alert of Acme's under it from yesterday, so the alert screens show a row.
 */
export async function seedDemoAlerts(db: Database, now: Date): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727039)`);
    const [seeded] = await tx.select({ id: alertRules.id }).from(alertRules).limit(1);
    if (seeded) return;
    const rule = {
      name: DEMO_ALERT_RULE.name,
      metric: 'DeclineRatio' as const,
      comparator: 'Above' as const,
      threshold: 30,
      windowMinutes: 15,
      mode: 'Live' as const,
    };
    await tx.insert(alertRules).values({
      tenantId: NORTHWIND.id,
      id: DEMO_ALERT_RULE.id,
      ...rule,
      // A sample a busy hour of a real merchant reaches: the browser tests' few payments never fire it.
      minSample: 50,
      pendingForMinutes: 0,
      cooldownMinutes: 30,
      channels: ['InApp'],
      enabled: true,
      createdBy: demoUser('tenant.admin@northwind.test').id,
    });
    const started = new Date(now.getTime() - 26 * 3_600_000);
    await tx.insert(alerts).values({
      tenantId: NORTHWIND.id,
      id: DEMO_ACME_ALERT_ID,
      merchantId: demoMerchant('acme').id,
      ruleId: DEMO_ALERT_RULE.id,
      ruleName: rule.name,
      metric: rule.metric,
      comparator: rule.comparator,
      threshold: rule.threshold,
      windowMinutes: rule.windowMinutes,
      mode: rule.mode,
      state: 'Resolved',
      firedValue: 41.67,
      firedSample: 12,
      lastValue: 8.33,
      lastSample: 12,
      startedAt: started,
      resolvedAt: new Date(started.getTime() + 22 * 60_000),
    });
  });
}
