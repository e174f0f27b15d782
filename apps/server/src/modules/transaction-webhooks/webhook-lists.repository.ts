import type { WebhookDeliveryState } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import type {
  WebhookAttemptPage,
  WebhookDeliveryPage,
  WebhookFilter,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { and, type Column, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { merchants } from '../../infra/db/schema';
import { type DataScope, narrowToTenant, scopedMerchantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { transactionEvents, transactions, transactionsInScope } from '../money';
import { actorShownTo } from '../transactions';
import { webhookDeliveries, webhookDeliveryAttempts } from './transaction-webhooks.table';
import { toDelivery } from './webhook-deliveries.repository';

/**
 * The webhook lists across transactions (wh/, wh2/; docs/transaction-maintenance-and-webhooks.md
 * "Monitoring"), in the caller's scope: the tenant and merchant, the per-user limits, the Test/Live
 * mode of the transactions they belong to, and a platform user's tenant choice.
 */

const d = webhookDeliveries;
const a = webhookDeliveryAttempts;

/** The query's paging, as both lists take it. */
export interface Paging {
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** The scope a list reads in: narrowed to one tenant when a platform user asks for one. */
export function listScope(scope: DataScope, tenantId: string | undefined): DataScope {
  return tenantId ? narrowToTenant(scope, tenantId) : scope;
}

/** A delivery the scope may see, in the scope's mode, matching the filter (its answer: the latest). */
export function deliveryConditions(scope: DataScope, filter: WebhookFilter): SQL | undefined {
  return and(
    scopedMerchantCondition(scope, d),
    transactionsInScope(scope),
    eq(transactions.mode, scope.mode),
    filter.from ? gte(d.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(d.createdAt, new Date(filter.to)) : undefined,
    filter.merchantId ? eq(d.merchantId, filter.merchantId) : undefined,
    filter.transactionId ? eq(d.transactionId, filter.transactionId) : undefined,
    filter.eventType ? eq(transactionEvents.type, filter.eventType) : undefined,
    filter.state ? eq(d.state, filter.state as WebhookDeliveryState) : undefined,
    filter.response ? responseCondition(d.responseStatus, filter.response) : undefined,
  );
}

/** `503`, `5xx` or `none` (no answer) on an answer code column. */
function responseCondition(column: Column, response: string): SQL {
  if (response === 'none') return isNull(column);
  if (response.endsWith('xx')) {
    const low = Number(response[0]) * 100;
    return sql`${column} >= ${low} and ${column} < ${low + 100}`;
  }
  return eq(column, Number(response));
}

/**
 * A select from the deliveries (or their attempts, already joined to them) joined to what the
 * conditions read: the transaction (scope, mode) and the event (its type).
 */
function withTransactionAndEvent<T extends PgSelect>(select: T) {
  return select
    .innerJoin(transactions, and(eq(transactions.tenantId, d.tenantId), eq(transactions.id, d.transactionId)))
    .innerJoin(
      transactionEvents,
      and(eq(transactionEvents.tenantId, d.tenantId), eq(transactionEvents.id, d.eventId)),
    );
}

const merchantOf = (tenantId: Column, merchantId: Column) =>
  and(eq(merchants.tenantId, tenantId), eq(merchants.id, merchantId));

export async function listDeliveries(
  tx: ScopedTx,
  scope: DataScope,
  query: WebhookFilter & Paging,
): Promise<WebhookDeliveryPage> {
  const where = deliveryConditions(scope, query);
  const rows = await withTransactionAndEvent(
    tx
      .select({ d, eventType: transactionEvents.type, merchantName: merchants.legalBusinessName })
      .from(d)
      .$dynamic(),
  )
    .innerJoin(merchants, merchantOf(d.tenantId, d.merchantId))
    .where(where)
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const [total] = await withTransactionAndEvent(tx.select({ n: count() }).from(d).$dynamic()).where(where);
  // A resend by staff shows as "Staff" to a merchant (its own users' resends keep their e-mail).
  const shown = await actorShownTo(
    tx,
    scope,
    rows.map((row) => row.d.requestedBy),
  );
  return {
    count: total?.n ?? 0,
    data: rows.map((row) => ({
      ...toDelivery(row.d, row.eventType),
      requestedBy: shown(row.d.requestedBy),
      tenantId: row.d.tenantId,
      merchantId: row.d.merchantId,
      merchantName: row.merchantName,
    })),
  };
}

/**
 * wh2/: every attempt of the deliveries the filter matches, newest first. The period is the
 * attempt's start (when it was made), the answer filter the attempt's own answer; the other filters
 * are the delivery's.
 */
export async function listAttempts(
  tx: ScopedTx,
  scope: DataScope,
  query: WebhookFilter & Paging,
): Promise<WebhookAttemptPage> {
  const { from, to, response, ...ofDelivery } = query;
  const where = and(
    deliveryConditions(scope, ofDelivery),
    from ? gte(a.startedAt, new Date(from)) : undefined,
    to ? lt(a.startedAt, new Date(to)) : undefined,
    response ? responseCondition(a.responseStatus, response) : undefined,
  );
  const ofDeliveryOf = eq(d.tenantId, a.tenantId);
  const rows = await withTransactionAndEvent(
    tx
      .select({
        a,
        eventId: d.eventId,
        eventType: transactionEvents.type,
        merchantName: merchants.legalBusinessName,
      })
      .from(a)
      .innerJoin(d, and(ofDeliveryOf, eq(d.id, a.deliveryId)))
      .$dynamic(),
  )
    .innerJoin(merchants, merchantOf(a.tenantId, a.merchantId))
    .where(where)
    .orderBy(desc(a.startedAt), desc(a.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const [total] = await withTransactionAndEvent(
    tx
      .select({ n: count() })
      .from(a)
      .innerJoin(d, and(ofDeliveryOf, eq(d.id, a.deliveryId)))
      .$dynamic(),
  ).where(where);
  return {
    count: total?.n ?? 0,
    data: rows.map((row) => ({
      tenantId: row.a.tenantId,
      merchantId: row.a.merchantId,
      merchantName: row.merchantName,
      id: row.a.id,
      deliveryId: row.a.deliveryId,
      eventId: row.eventId,
      eventType: row.eventType,
      transactionId: row.a.transactionId,
      url: row.a.url,
      attempt: row.a.attempt,
      startedAt: row.a.startedAt.toISOString(),
      durationMs: row.a.durationMs,
      responseStatus: row.a.responseStatus,
      error: row.a.error,
      succeeded: row.a.succeeded,
    })),
  };
}
