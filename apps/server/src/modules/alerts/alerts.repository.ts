import type { AlertListQuery, AlertPage, AlertView } from '@paydesk/contracts/alerts/alert.schemas';
import { and, count, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import { merchants, tenants, users } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { type DataScope, scopedMerchantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { alerts } from './alerts.table';

/** The alert lists and reads (docs/alerts.md "The calls"): the caller's scope decides what is seen. */

type ParsedListQuery = z.output<typeof AlertListQuery>;

const a = alerts;
const instant = (value: Date | null) => (value ? value.toISOString() : null);

const VIEW_COLUMNS = {
  alert: a,
  tenantName: tenants.name,
  merchantName: merchants.legalBusinessName,
};

type ViewRow = { alert: typeof a.$inferSelect; tenantName: string | null; merchantName: string | null };

function toView(row: ViewRow): AlertView {
  const x = row.alert;
  return {
    id: x.id,
    tenantId: x.tenantId,
    tenantName: row.tenantName ?? '',
    merchantId: x.merchantId,
    merchantName: row.merchantName ?? '',
    ruleId: x.ruleId,
    ruleName: x.ruleName,
    metric: x.metric,
    comparator: x.comparator,
    threshold: Number(x.threshold),
    windowMinutes: x.windowMinutes,
    mode: x.mode,
    state: x.state,
    firedValue: x.firedValue,
    firedSample: Number(x.firedSample),
    lastValue: x.lastValue,
    lastSample: Number(x.lastSample),
    startedAt: x.startedAt.toISOString(),
    resolvedAt: instant(x.resolvedAt),
    acknowledgedAt: instant(x.acknowledgedAt),
    acknowledgedBy: x.acknowledgedByName,
  };
}

const inScope = (scope: DataScope) =>
  scopedMerchantCondition(scope, { tenantId: a.tenantId, merchantId: a.merchantId });

function selectViews(tx: ScopedTx) {
  return tx
    .select(VIEW_COLUMNS)
    .from(a)
    .leftJoin(tenants, eq(tenants.id, a.tenantId))
    .leftJoin(merchants, and(eq(merchants.tenantId, a.tenantId), eq(merchants.id, a.merchantId)));
}

/**
 * A page of the caller's alerts in the request's mode, newest first. `operator`: the merchant
 * filter applies (a merchant user is always their own merchant); `platform`: the tenant filter too.
 */
export async function listAlerts(
  tx: ScopedTx,
  scope: DataScope,
  query: ParsedListQuery,
  who: { readonly operator: boolean; readonly platform: boolean },
): Promise<AlertPage> {
  const where = and(
    inScope(scope),
    eq(a.mode, scope.mode),
    query.state ? eq(a.state, query.state) : undefined,
    query.metric ? eq(a.metric, query.metric) : undefined,
    who.operator && query.merchantId ? eq(a.merchantId, query.merchantId) : undefined,
    who.platform && query.tenantId ? eq(a.tenantId, query.tenantId) : undefined,
    query.from ? gte(a.startedAt, new Date(query.from)) : undefined,
    query.to ? lt(a.startedAt, new Date(query.to)) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(a).where(where);
  const rows = await selectViews(tx)
    .where(where)
    .orderBy(desc(a.startedAt), desc(a.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  return { count: Number(total?.n ?? 0), data: rows.map(toView) };
}

/** One alert in the scope (optionally of one tenant); 404 otherwise. */
export async function getAlert(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
  tenantId?: string,
): Promise<AlertView> {
  const [row] = await selectViews(tx)
    .where(and(inScope(scope), eq(a.id, id), tenantId ? eq(a.tenantId, tenantId) : undefined))
    .limit(1);
  if (!row) throw AppError.notFound('Alert');
  return toView(row);
}

/** Acknowledges an alert once: a second time is 409 ALERT_ALREADY_ACKNOWLEDGED. */
export async function acknowledgeAlert(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<AlertView> {
  const current = await getAlert(tx, scope, id);
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : actor.email;
  const marked = await tx
    .update(a)
    .set({ acknowledgedAt: now, acknowledgedBy: actor.userId, acknowledgedByName: name })
    .where(and(eq(a.tenantId, current.tenantId), eq(a.id, id), isNull(a.acknowledgedAt)))
    .returning({ id: a.id });
  if (marked.length === 0) {
    throw AppError.refused('ALERT_ALREADY_ACKNOWLEDGED', 'Someone acknowledged this alert already');
  }
  return getAlert(tx, scope, id);
}

/** Resolves a rule's open alerts (the rule changed or goes), in the caller's transaction. */
export async function resolveOpenAlerts(tx: ScopedTx, ruleId: string, now: Date): Promise<void> {
  await tx
    .update(a)
    .set({ state: 'Resolved', resolvedAt: now })
    .where(and(eq(a.ruleId, ruleId), eq(a.state, 'Firing')));
}
