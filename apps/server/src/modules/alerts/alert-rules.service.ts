import { randomUUID } from 'node:crypto';
import {
  ALERT_RULE_LIMITS,
  type AlertRule,
  type AlertRuleInput,
} from '@paydesk/contracts/alerts/alert.schemas';
import { and, asc, type Column, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requestWho } from '../../infra/audit/audit-who';
import { recordAudit } from '../../infra/audit/audit-writer';
import type { Actor } from '../../infra/auth/actor';
import { merchants, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import {
  type DataScope,
  scopedPaymentMethodCondition,
  scopedServiceProviderCondition,
  scopedTenantCondition,
} from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { resolveOpenAlerts } from './alerts.repository';
import { alertRuleStates, alertRules } from './alerts.table';

/**
 * The alert rules (docs/alerts.md "Rules"): tenant staff own their tenant's, platform staff name the
 * tenant on create and see every tenant's. A tenant keeps at most ALERT_RULE_LIMITS.rulesPerTenant;
 * a change resets the merchants' states (and resolves their open alerts), a deletion resolves them
 * and keeps them; each change is audited in its transaction.
 */

const r = alertRules;
type RuleRow = typeof r.$inferSelect;
interface Who {
  readonly actor: Actor;
  readonly request: FastifyRequest;
}

function toRule(row: RuleRow, tenantName: string, counts: { pending: number; firing: number }): AlertRule {
  return {
    id: row.id,
    tenantId: row.tenantId,
    tenantName,
    name: row.name,
    metric: row.metric,
    comparator: row.comparator,
    threshold: Number(row.threshold),
    windowMinutes: row.windowMinutes,
    minSample: row.minSample,
    pendingForMinutes: row.pendingForMinutes,
    cooldownMinutes: row.cooldownMinutes,
    mode: row.mode,
    filters: {
      ...(row.merchantId ? { merchantId: row.merchantId } : {}),
      ...(row.serviceProvider ? { serviceProvider: row.serviceProvider } : {}),
      ...(row.paymentMethod ? { paymentMethod: row.paymentMethod } : {}),
      ...(row.currency ? { currency: row.currency } : {}),
    },
    channels: row.channels,
    enabled: row.enabled,
    pending: counts.pending,
    firing: counts.firing,
    lastEvaluatedAt: row.lastEvaluatedAt ? row.lastEvaluatedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rules' views, with their tenants' names and how many merchants are pending and firing. */
async function views(tx: ScopedTx, rows: readonly RuleRow[]): Promise<AlertRule[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tenantIds = [...new Set(rows.map((row) => row.tenantId))];
  const names = new Map(
    (
      await tx
        .select({ id: tenants.id, name: tenants.name })
        .from(tenants)
        .where(inArray(tenants.id, tenantIds))
    ).map((t) => [t.id, t.name]),
  );
  const counts = new Map<string, { pending: number; firing: number }>();
  for (const row of await tx
    .select({ ruleId: alertRuleStates.ruleId, state: alertRuleStates.state, n: count() })
    .from(alertRuleStates)
    .where(and(inArray(alertRuleStates.ruleId, ids), inArray(alertRuleStates.state, ['Pending', 'Firing'])))
    .groupBy(alertRuleStates.ruleId, alertRuleStates.state)) {
    const found = counts.get(row.ruleId) ?? { pending: 0, firing: 0 };
    if (row.state === 'Pending') found.pending = Number(row.n);
    if (row.state === 'Firing') found.firing = Number(row.n);
    counts.set(row.ruleId, found);
  }
  return rows.map((row) =>
    toRule(row, names.get(row.tenantId) ?? '', counts.get(row.id) ?? { pending: 0, firing: 0 }),
  );
}

/**
 * The rules the scope may see: its tenants', without a filter outside the user's limits (a rule over
 * every merchant, method or provider stays visible).
 */
function visible(scope: DataScope): SQL | undefined {
  const within = (column: Column, condition: SQL | undefined) =>
    condition === undefined ? undefined : or(isNull(column), condition);
  return and(
    scopedTenantCondition(scope, r.tenantId),
    within(r.merchantId, scope.customerIds === null ? undefined : scopedCustomer(scope)),
    within(r.paymentMethod, scopedPaymentMethodCondition(scope, r.paymentMethod)),
    within(r.serviceProvider, scopedServiceProviderCondition(scope, r.serviceProvider)),
  );
}

function scopedCustomer(scope: DataScope): SQL {
  const ids = scope.customerIds ?? [];
  return ids.length === 0 ? sql`false` : inArray(r.merchantId, [...ids]);
}

export async function listRules(tx: ScopedTx, scope: DataScope, tenantId?: string): Promise<AlertRule[]> {
  const rows = await tx
    .select()
    .from(r)
    .where(and(visible(scope), tenantId ? eq(r.tenantId, tenantId) : undefined))
    .orderBy(asc(r.name), asc(r.id));
  return views(tx, rows);
}

async function findRule(tx: ScopedTx, scope: DataScope, id: string): Promise<RuleRow> {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(visible(scope), eq(r.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound('Alert rule');
  return row;
}

export async function getRule(tx: ScopedTx, scope: DataScope, id: string): Promise<AlertRule> {
  const [view] = await views(tx, [await findRule(tx, scope, id)]);
  return view as AlertRule;
}

/** The tenant a new rule is for: platform staff name it (400 otherwise); others own theirs. */
async function tenantFor(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  body: AlertRuleInput,
): Promise<string> {
  if (actor.audience === 'platform') {
    if (!body.tenantId) {
      throw AppError.validation([{ field: 'body.tenantId', message: 'Choose the tenant the rule is for' }]);
    }
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.id, body.tenantId), scopedTenantCondition(scope, tenants.id)))
      .limit(1);
    if (!tenant) throw AppError.validation([{ field: 'body.tenantId', message: 'No such tenant' }]);
    return tenant.id;
  }
  const own = actor.tenantId;
  if (!own) throw AppError.forbidden();
  if (body.tenantId && body.tenantId !== own) {
    throw AppError.validation([{ field: 'body.tenantId', message: 'A rule is for your own tenant' }]);
  }
  return own;
}

/** The filter's merchant must be one of the rule's tenant (400 on the field otherwise). */
async function checkMerchant(tx: ScopedTx, tenantId: string, merchantId: string | undefined): Promise<void> {
  if (!merchantId) return;
  const [found] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.tenantId, tenantId), eq(merchants.id, merchantId)))
    .limit(1);
  if (!found) {
    throw AppError.validation([
      { field: 'body.filters.merchantId', message: "Choose one of the tenant's merchants" },
    ]);
  }
}

/** A limited user's rule stays within their limits (else they could not see it): 400 on the field. */
function checkLimits(scope: DataScope, body: AlertRuleInput): void {
  const outside = (limit: readonly string[] | null, value: string | undefined) =>
    limit !== null && value !== undefined && !limit.includes(value);
  const fields = [
    ['merchantId', outside(scope.customerIds, body.filters.merchantId)],
    ['paymentMethod', outside(scope.paymentMethodIds, body.filters.paymentMethod)],
    ['serviceProvider', outside(scope.serviceProviderIds, body.filters.serviceProvider)],
  ] as const;
  const refused = fields.filter(([, isOutside]) => isOutside);
  if (refused.length > 0) {
    throw AppError.validation(
      refused.map(([field]) => ({ field: `body.filters.${field}`, message: 'Outside your limits' })),
    );
  }
}

const columnsOf = (body: AlertRuleInput) => ({
  name: body.name,
  metric: body.metric,
  comparator: body.comparator,
  threshold: body.threshold,
  windowMinutes: body.windowMinutes,
  minSample: body.minSample,
  pendingForMinutes: body.pendingForMinutes,
  cooldownMinutes: body.cooldownMinutes,
  mode: body.mode,
  merchantId: body.filters.merchantId ?? null,
  serviceProvider: body.filters.serviceProvider ?? null,
  paymentMethod: body.filters.paymentMethod ?? null,
  currency: body.filters.currency ?? null,
  channels: [...new Set(body.channels)],
  enabled: body.enabled,
});

/** What the audit trail keeps of a rule: its settings. */
const audited = (rule: AlertRule) => {
  const { pending: _p, firing: _f, lastEvaluatedAt: _l, ...settings } = rule;
  return settings;
};

export async function createRule(
  tx: ScopedTx,
  scope: DataScope,
  body: AlertRuleInput,
  who: Who,
): Promise<AlertRule> {
  const tenantId = await tenantFor(tx, scope, who.actor, body);
  checkLimits(scope, body);
  await checkMerchant(tx, tenantId, body.filters.merchantId);
  // One creation at a time per tenant, so two cannot both take the last free place.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`alert-rules:${tenantId}`}, 0))`);
  const [held] = await tx.select({ n: count() }).from(r).where(eq(r.tenantId, tenantId));
  if (Number(held?.n ?? 0) >= ALERT_RULE_LIMITS.rulesPerTenant) {
    throw AppError.refused(
      'ALERT_RULE_LIMIT_REACHED',
      `A tenant keeps at most ${ALERT_RULE_LIMITS.rulesPerTenant} alert rules: delete one first`,
    );
  }
  const [row] = await tx
    .insert(r)
    .values({ tenantId, id: randomUUID(), ...columnsOf(body), createdBy: who.actor.userId })
    .returning();
  const rule = await getRule(tx, scope, (row as RuleRow).id);
  await recordAudit(tx, {
    tenantId,
    merchantId: rule.filters.merchantId ?? null,
    who: requestWho(who.actor, who.request),
    action: 'alertRule.create',
    resourceType: 'alert-rule',
    resourceId: rule.id,
    after: audited(rule),
  });
  return rule;
}

export async function updateRule(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
  body: AlertRuleInput,
  who: Who,
  now: Date = new Date(),
): Promise<AlertRule> {
  const row = await findRule(tx, scope, id);
  if (body.tenantId && body.tenantId !== row.tenantId) {
    throw AppError.validation([{ field: 'body.tenantId', message: 'A rule stays with its tenant' }]);
  }
  checkLimits(scope, body);
  await checkMerchant(tx, row.tenantId, body.filters.merchantId);
  const before = await getRule(tx, scope, id);
  // Its merchants start again from OK: their open alerts are resolved, their states forgotten.
  await resolveOpenAlerts(tx, id, now);
  await tx.delete(alertRuleStates).where(eq(alertRuleStates.ruleId, id));
  await tx
    .update(r)
    .set({ ...columnsOf(body), updatedAt: now })
    .where(and(eq(r.tenantId, row.tenantId), eq(r.id, id)));
  const after = await getRule(tx, scope, id);
  await recordAudit(tx, {
    tenantId: row.tenantId,
    merchantId: after.filters.merchantId ?? null,
    who: requestWho(who.actor, who.request),
    action: 'alertRule.update',
    resourceType: 'alert-rule',
    resourceId: id,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

export async function deleteRule(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
  who: Who,
  now: Date = new Date(),
): Promise<{ deleted: true }> {
  const before = await getRule(tx, scope, id);
  await resolveOpenAlerts(tx, id, now);
  await tx.delete(r).where(and(eq(r.tenantId, before.tenantId), eq(r.id, id)));
  await recordAudit(tx, {
    tenantId: before.tenantId,
    merchantId: before.filters.merchantId ?? null,
    who: requestWho(who.actor, who.request),
    action: 'alertRule.delete',
    resourceType: 'alert-rule',
    resourceId: id,
    before: audited(before),
  });
  return { deleted: true };
}
