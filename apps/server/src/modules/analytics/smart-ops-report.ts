import type {
  SmartOpsFigures,
  SmartOpsQuery,
  SmartOpsReport,
  SmartOpsRow,
  SmartOpsRule,
} from '@paydesk/contracts/reports/smart-ops.schemas';
import { SMART_OPS } from '@paydesk/contracts/reports/smart-ops.schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { merchants, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import {
  canSeeTenant,
  type DataScope,
  narrowToTenant,
  scopedMerchantCondition,
} from '../../infra/tenancy/data-scope';
import { arrayRows } from '../money';
import { coverage, type ReportContext, summaryFilterOf } from './report-context';
import { periodOf } from './report-period';
import { pageOf, successRate as percentOf } from './report-rows';
import { SUCCESS_LIST } from './rollup-families';
import { rawTransactionsWhere } from './summary-query';

/**
 * The smart ops report (docs/smart-ops.md): the period's transactions (created in it, in the
 * caller's scope, mode and filters, as the raw part of every summary reads them) per service
 * provider and payment method, with what their smart-routing and cascading logs (0008
 * `transaction_logs`, kinds `smartRouting` and `cascading`) say happened to them. No rollup holds
 * the logs, so it reads the transactions through their period index and each one's logs through the
 * per-transaction index (tenant, transaction, kind); every figure is an SQL aggregate.
 */

type Query = z.output<typeof SmartOpsQuery>;

/** A number a stored log holds, or null (a malformed log never fails the report). */
const ATTEMPT_NUMBER = `case when jsonb_typeof(l.data -> 'attempt') = 'number' then (l.data ->> 'attempt')::numeric end`;

/** The logs of one kind of the transaction `t` of the outer query (a literal kind: the index's). */
const logsOf = (kind: 'smartRouting' | 'cascading') =>
  `transaction_logs l where l.tenant_id = t.tenant_id and l.transaction_id = t.id and l.kind = '${kind}'`;

interface Counts {
  readonly count: number;
  readonly successCount: number;
  readonly routedCount: number;
  readonly cascadedCount: number;
  readonly attempts: number;
  readonly recoveredCount: number;
}

const ZERO: Counts = {
  count: 0,
  successCount: 0,
  routedCount: 0,
  cascadedCount: 0,
  attempts: 0,
  recoveredCount: 0,
};

function figuresOf(counts: Counts): SmartOpsFigures {
  return {
    ...counts,
    successRate: percentOf(counts.successCount, counts.count),
    routedShare: percentOf(counts.routedCount, counts.count),
    cascadedShare: percentOf(counts.cascadedCount, counts.count),
    averageAttempts: counts.count === 0 ? 0 : Math.round((counts.attempts / counts.count) * 100) / 100,
    recoveredShare: percentOf(counts.recoveredCount, counts.cascadedCount),
  };
}

function added(a: Counts, b: Counts): Counts {
  return {
    count: a.count + b.count,
    successCount: a.successCount + b.successCount,
    routedCount: a.routedCount + b.routedCount,
    cascadedCount: a.cascadedCount + b.cascadedCount,
    attempts: a.attempts + b.attempts,
    recoveredCount: a.recoveredCount + b.recoveredCount,
  };
}

/**
 * The caller's scope for the report: narrowed to the `tenantId` a platform user names, which must
 * be a tenant the caller sees (else 404, as the `tenantId` header), and every merchant of the
 * `customer` filter must be one the scope sees (else 404: another tenant's merchant is not told
 * apart from one that does not exist).
 */
async function reportScopeOf(context: ReportContext, query: Query): Promise<DataScope> {
  let scope = context.scope;
  if (query.tenantId) {
    if (!canSeeTenant(scope, query.tenantId)) throw AppError.notFound('Tenant');
    scope = narrowToTenant(scope, query.tenantId);
    const [found] = await context.tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, query.tenantId))
      .limit(1);
    if (!found) throw AppError.notFound('Tenant');
  }
  const named = [...new Set((query.customer ?? []).map((id) => id.toLowerCase()))];
  if (named.length > 0) {
    const visible = await context.tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(
        and(
          inArray(merchants.id, named),
          scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
        ),
      );
    if (visible.length < named.length) throw AppError.notFound('Merchant');
  }
  return scope;
}

/**
 * Each provider and method's counts: one pass over the period's transactions, each with two reads
 * of its own logs (exported for the index test: the logs are read by transaction, never by time).
 */
export function routesStatement(where: SQL): SQL {
  return sql`select t.service_provider, t.payment_method,
        count(*)::int,
        (count(*) filter (where t.status in (${sql.raw(SUCCESS_LIST)})))::int,
        (count(*) filter (where r.routed))::int,
        (count(*) filter (where c.attempts > 1))::int,
        coalesce(sum(greatest(c.attempts, 1)), 0)::bigint,
        (count(*) filter (where c.attempts > 1 and c.last_status in (${sql.raw(SUCCESS_LIST)})))::int
      from transactions t
      cross join lateral (select exists (select 1 from ${sql.raw(logsOf('smartRouting'))}) as routed) r
      cross join lateral (
        select count(*) as attempts,
          (array_agg(l.data ->> 'status'
            order by ${sql.raw(ATTEMPT_NUMBER)} desc nulls last, l.created_at desc, l.id desc))[1] as last_status
        from ${sql.raw(logsOf('cascading'))}
      ) c
      where ${where}
      group by 1, 2`;
}

async function countsPerRoute(context: ReportContext, where: SQL) {
  const rows = await arrayRows(context.tx, routesStatement(where));
  return rows.map((row) => ({
    serviceProvider: String(row[0]),
    paymentMethod: String(row[1]),
    counts: {
      count: Number(row[2]),
      successCount: Number(row[3]),
      routedCount: Number(row[4]),
      cascadedCount: Number(row[5]),
      attempts: Number(row[6]),
      recoveredCount: Number(row[7]),
    },
  }));
}

/** The most frequent smart-routing decisions (rule and decision) of the period's transactions. */
export function rulesStatement(where: SQL): SQL {
  return sql`select coalesce(l.data ->> 'ruleName', ''), coalesce(l.data ->> 'decision', ''), count(*)::int
      from transactions t
      join transaction_logs l
        on l.tenant_id = t.tenant_id and l.transaction_id = t.id and l.kind = 'smartRouting'
      where ${where}
      group by 1, 2
      order by 3 desc, 1, 2
      limit ${SMART_OPS.topRules}`;
}

async function topRules(context: ReportContext, where: SQL): Promise<SmartOpsRule[]> {
  const rows = await arrayRows(context.tx, rulesStatement(where));
  return rows.map((row) => ({ ruleName: String(row[0]), decision: String(row[1]), count: Number(row[2]) }));
}

export async function smartOpsReport(context: ReportContext, query: Query): Promise<SmartOpsReport> {
  const period = periodOf(query, context.now);
  const scope = await reportScopeOf(context, query);
  const where = rawTransactionsWhere(scope, period, summaryFilterOf(query));
  const routes = await countsPerRoute(context, where);
  const rules = await topRules(context, where);
  const rows: SmartOpsRow[] = routes
    .sort(
      (a, b) =>
        b.counts.count - a.counts.count ||
        a.serviceProvider.localeCompare(b.serviceProvider) ||
        a.paymentMethod.localeCompare(b.paymentMethod),
    )
    .map((route) => ({
      serviceProvider: route.serviceProvider,
      paymentMethod: route.paymentMethod,
      ...figuresOf(route.counts),
    }));
  const totals = routes.reduce((sum, route) => added(sum, route.counts), ZERO);
  return {
    ...coverage(period, context.now),
    totals: figuresOf(totals),
    rules,
    count: rows.length,
    data: pageOf(rows, query.pageIndex, query.PageSize),
    pageIndex: query.pageIndex,
    pageSize: query.PageSize,
  };
}
