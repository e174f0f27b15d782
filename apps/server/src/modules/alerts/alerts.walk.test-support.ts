import { alertCalls, alertRuleCalls } from '@paydesk/contracts/alerts/alert.endpoints';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ForeignIdRule, ModuleWalk, WalkUser } from '../../test/endpoint-walk';
import { alertRules, alerts } from './alerts.table';

/**
 * The endpoint walk's data for alerts: a rule of each tenant, and an alert of a merchant of each
 * (Acme at Northwind, Seaside Travel at Blue Harbor), and for the limits walk rows outside a
 * limited user's limits (OUTSIDE_LIMITS). A caller's foreign alert is the other
 * tenant's (for a merchant user, the other merchant's); a foreign rule is the other tenant's.
 */
const acme = demoMerchant('acme').id;
const seaside = demoMerchant('seaside-travel').id;
const id = (what: string) => demoId(`walk:alerts:${what}`);
const harbourCoffee = demoMerchant('harbour-coffee').id;
const RULES = { northwind: id('rule:northwind'), blueharbor: id('rule:blueharbor') } as const;
const ALERTS = { acme: id('alert:acme'), seaside: id('alert:seaside') } as const;
/**
 * For the limits walk: Northwind rules filtered to what a limited user is not (another merchant,
 * method and provider), and an alert of another Northwind merchant.
 */
const OUTSIDE_LIMITS = {
  merchantRule: id('rule:northwind:harbour-coffee'),
  methodRule: id('rule:northwind:mastercard'),
  providerRule: id('rule:northwind:other-provider'),
  alert: id('alert:harbour-coffee'),
} as const;

const otherTenant = (caller: WalkUser) => caller.tenantId === BLUE_HARBOR.id;

const alertRule: ForeignIdRule = {
  kind: 'tenant-owned',
  foreignId: (caller) => (otherTenant(caller) ? ALERTS.acme : ALERTS.seaside),
};
const ruleRule: ForeignIdRule = {
  kind: 'tenant-owned',
  foreignId: (caller) => (otherTenant(caller) ? RULES.northwind : RULES.blueharbor),
};
const platformOnly: ForeignIdRule = {
  kind: 'not-tenant-owned',
  reason: 'Only platform staff call it, and they see every tenant’s alerts',
};

const ruleBody = {
  name: 'Walk: decline ratio',
  metric: 'DeclineRatio',
  comparator: 'Above',
  threshold: 30,
  windowMinutes: 15,
  minSample: 10,
  pendingForMinutes: 0,
  cooldownMinutes: 30,
  mode: 'Live',
  filters: {},
  channels: ['InApp'],
  enabled: false,
};

export const ALERTS_WALK: ModuleWalk = {
  foreignIds: {
    [`${alertCalls.get.id}.id`]: alertRule,
    [`${alertCalls.acknowledge.id}.id`]: alertRule,
    [`${alertCalls.platformGet.id}.tenantId`]: platformOnly,
    [`${alertCalls.platformGet.id}.alertId`]: platformOnly,
    [`${alertRuleCalls.get.id}.ruleId`]: ruleRule,
    [`${alertRuleCalls.update.id}.ruleId`]: ruleRule,
    [`${alertRuleCalls.delete.id}.ruleId`]: ruleRule,
  },
  examples: {
    [alertCalls.platformGet.id]: { params: { tenantId: NORTHWIND.id, alertId: ALERTS.acme } },
    [alertRuleCalls.create.id]: { body: ruleBody },
    [alertRuleCalls.update.id]: { params: { ruleId: RULES.northwind }, body: ruleBody },
  },
  async addData(db: Database) {
    const rule = (tenantId: string, ruleId: string, filters: Record<string, string> = {}) => ({
      ...filters,
      tenantId,
      id: ruleId,
      name: 'Walk: decline ratio',
      metric: 'DeclineRatio' as const,
      comparator: 'Above' as const,
      threshold: 30,
      windowMinutes: 15,
      minSample: 10,
      pendingForMinutes: 0,
      cooldownMinutes: 30,
      mode: 'Live' as const,
      channels: ['InApp' as const],
      // Disabled: the walk's own evaluation passes leave it alone.
      enabled: false,
    });
    const alert = (tenantId: string, merchantId: string, alertId: string, ruleId: string) => ({
      tenantId,
      id: alertId,
      merchantId,
      ruleId,
      ruleName: 'Walk: decline ratio',
      metric: 'DeclineRatio' as const,
      comparator: 'Above' as const,
      threshold: 30,
      windowMinutes: 15,
      mode: 'Live' as const,
      state: 'Resolved' as const,
      firedValue: 40,
      firedSample: 20,
      lastValue: 10,
      lastSample: 20,
      startedAt: new Date(Date.now() - 3_600_000),
      resolvedAt: new Date(Date.now() - 1_800_000),
    });
    await withScope(db, SYSTEM_SCOPE, async (tx) => {
      await tx
        .insert(alertRules)
        .values([
          rule(NORTHWIND.id, RULES.northwind),
          rule(BLUE_HARBOR.id, RULES.blueharbor),
          rule(NORTHWIND.id, OUTSIDE_LIMITS.merchantRule, { merchantId: harbourCoffee }),
          rule(NORTHWIND.id, OUTSIDE_LIMITS.methodRule, { paymentMethod: 'mastercard' }),
          rule(NORTHWIND.id, OUTSIDE_LIMITS.providerRule, { serviceProvider: 'walk-other-provider' }),
        ]);
      await tx
        .insert(alerts)
        .values([
          alert(NORTHWIND.id, acme, ALERTS.acme, RULES.northwind),
          alert(BLUE_HARBOR.id, seaside, ALERTS.seaside, RULES.blueharbor),
          alert(NORTHWIND.id, harbourCoffee, OUTSIDE_LIMITS.alert, OUTSIDE_LIMITS.merchantRule),
        ]);
    });
  },
};
