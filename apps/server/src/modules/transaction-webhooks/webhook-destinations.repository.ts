import type { WebhookStatus } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import {
  type DestinationStatistics,
  type DestinationStatisticsQuery,
  type DestinationStatusPage,
  type DestinationStatusQuery,
  WEBHOOK_STATUS_RULES,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../infra/db/rows';
import { merchants } from '../../infra/db/schema';
import { type DataScope, scopedMerchantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { transactions, transactionsInScope } from '../money';
import { webhookDeliveryAttempts } from './transaction-webhooks.table';

/**
 * The merchants' webhook endpoints as monitoring sees them (webhooks-destinations/status and
 * /statistics; docs/transaction-maintenance-and-webhooks.md "Monitoring"), from the attempts table.
 */

const R = WEBHOOK_STATUS_RULES;
const a = webhookDeliveryAttempts;

interface StatusRow extends Record<string, unknown> {
  tenant_id: string;
  merchant_id: string;
  merchant_name: string;
  url: string | null;
  status: WebhookStatus;
  attempts: number;
  successes: number;
  streak: number;
  last_attempt_at: Date | string | null;
  last_success_at: Date | string | null;
  oldest_waiting: Date | string | null;
  failing_since: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Each processing merchant the scope sees, with its active endpoint and the status its last 20
 * attempts give it (WEBHOOK_STATUS_RULES): NotConfigured without an endpoint; NotDelivering while a
 * delivery has waited an hour for success, after five failures in a row, or under 95 % success;
 * Configured without an attempt in 24 hours; else Delivering. Derived in the query, so the status
 * filter pages like any other. An endpoint serves both modes: its status is not per mode.
 */
export async function destinationStatus(
  tx: ScopedTx,
  scope: DataScope,
  query: z.output<typeof DestinationStatusQuery>,
): Promise<DestinationStatusPage> {
  const inScope = and(
    scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
    ne(merchants.processingStatus, 'NoProcessing'),
    query.merchantId ? eq(merchants.id, query.merchantId) : undefined,
  );
  const judged = sql`
    with facts as (
      select merchants.tenant_id, merchants.id as merchant_id, merchants.legal_business_name as merchant_name,
             e.url, e.failing_since, r.attempts, r.successes, r.streak, r.last_attempt_at,
             (select max(s.started_at) from webhook_delivery_attempts s
               where s.tenant_id = merchants.tenant_id and s.merchant_id = merchants.id and s.succeeded) as last_success_at,
             (select min(w.created_at) from webhook_deliveries w
               where w.tenant_id = merchants.tenant_id and w.merchant_id = merchants.id
                 and w.state in ('Queued', 'Sending')) as oldest_waiting
        from merchants
        left join merchant_webhook_endpoints e
          on e.tenant_id = merchants.tenant_id and e.merchant_id = merchants.id and e.is_active
        left join lateral (
          select count(*)::int as attempts,
                 (count(*) filter (where x.succeeded))::int as successes,
                 (coalesce(min(x.rn) filter (where x.succeeded), count(*) + 1) - 1)::int as streak,
                 max(x.started_at) as last_attempt_at
            from (select l.succeeded, l.started_at, row_number() over (order by l.started_at desc) as rn
                    from webhook_delivery_attempts l
                   where l.tenant_id = merchants.tenant_id and l.merchant_id = merchants.id
                   order by l.started_at desc
                   limit ${R.window}) x
        ) r on true
       where ${inScope}
    ),
    judged as (
      select facts.*,
             case
               when url is null then 'NotConfigured'
               when oldest_waiting < now() - make_interval(mins => ${R.waitingMinutes}) then 'NotDelivering'
               when last_attempt_at is null
                 or last_attempt_at < now() - make_interval(hours => ${R.idleHours}) then 'Configured'
               when streak >= ${R.failureStreak} then 'NotDelivering'
               when successes::float / attempts < ${R.deliveringRate} then 'NotDelivering'
               else 'Delivering'
             end as status
        from facts
    )`;
  const chosen = query.status ? sql`status = ${query.status}` : sql`true`;
  const page = await tx.execute(sql`${judged}
    select * from judged where ${chosen}
     order by case status when 'NotDelivering' then 0 when 'Configured' then 1
                          when 'Delivering' then 2 else 3 end, merchant_name, merchant_id
     limit ${query.pageSize} offset ${query.pageIndex * query.pageSize}`);
  const counted = await tx.execute(sql`${judged} select count(*)::int as total from judged where ${chosen}`);
  const rows = rowsOf<StatusRow>(page);
  return {
    count: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
    data: rows.map((row) => ({
      tenantId: row.tenant_id,
      merchantId: row.merchant_id,
      merchantName: row.merchant_name,
      url: row.url,
      status: row.status,
      recentAttempts: row.attempts ?? 0,
      recentSuccessRate: row.attempts ? row.successes / row.attempts : null,
      failuresInARow: row.streak ?? 0,
      lastAttemptAt: iso(row.last_attempt_at),
      lastSuccessAt: iso(row.last_success_at),
      oldestWaitingSince: iso(row.oldest_waiting),
      failingSince: iso(row.failing_since),
    })),
  };
}

/** Hours for a period of two days or less, else days. */
const HOUR_BUCKETS_UP_TO_MS = 2 * 24 * 3600 * 1000;
const DEFAULT_PERIOD_MS = 7 * 24 * 3600 * 1000;

interface EndpointFigures extends Record<string, unknown> {
  tenant_id: string;
  merchant_id: string;
  merchant_name: string;
  url: string;
  attempts: number;
  succeeded: number;
  p50: number | null;
  p95: number | null;
  deliveries: number;
  delivered: number;
  failed: number;
}

interface BucketFigures extends Record<string, unknown> {
  /** The bucket's start, epoch milliseconds (bigint: a string from the driver). */
  at_ms: string | number;
  attempts: number;
  succeeded: number;
  p50: number | null;
  p95: number | null;
}

const rate = (succeeded: number, attempts: number) => (attempts > 0 ? succeeded / attempts : null);
const ms = (value: number | null) => (value === null ? null : Math.round(Number(value)));

/**
 * The attempts of a period (default the last 7 days) in the caller's scope and mode: per endpoint
 * (merchant) the success rate, p50 and p95 durations, deliveries and how many attempts each took;
 * and the same over time, per hour or day of the caller's zone (`timezoneOffset`), every bucket of
 * the period present (zero when nothing was sent).
 */
export async function destinationStatistics(
  tx: ScopedTx,
  scope: DataScope,
  query: z.output<typeof DestinationStatisticsQuery>,
): Promise<DestinationStatistics> {
  const to = query.to ? new Date(query.to) : new Date();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_PERIOD_MS);
  const bucket = to.getTime() - from.getTime() <= HOUR_BUCKETS_UP_TO_MS ? 'hour' : 'day';
  const offset = sql`make_interval(mins => ${query.timezoneOffset})`;
  const where = and(
    scopedMerchantCondition(scope, a),
    transactionsInScope(scope),
    eq(transactions.mode, scope.mode),
    sql`${a.startedAt} >= ${from.toISOString()}::timestamptz and ${a.startedAt} < ${to.toISOString()}::timestamptz`,
    query.merchantId ? eq(a.merchantId, query.merchantId) : undefined,
  );
  const attempts = sql`${a}
    join transactions on transactions.tenant_id = ${a.tenantId} and transactions.id = ${a.transactionId}`;
  const figures = sql`count(*)::int as attempts, (count(*) filter (where ${a.succeeded}))::int as succeeded,
    percentile_cont(0.5) within group (order by ${a.durationMs}) as p50,
    percentile_cont(0.95) within group (order by ${a.durationMs}) as p95`;
  const endpoints = await tx.execute(sql`
    select ${a.tenantId} as tenant_id, ${a.merchantId} as merchant_id, m.legal_business_name as merchant_name,
           max(${a.url}) as url, ${figures},
           count(distinct ${a.deliveryId})::int as deliveries,
           (count(distinct ${a.deliveryId}) filter (where w.state = 'Delivered'))::int as delivered,
           (count(distinct ${a.deliveryId}) filter (where w.state = 'Failed'))::int as failed
      from ${attempts}
      join merchants m on m.tenant_id = ${a.tenantId} and m.id = ${a.merchantId}
      join webhook_deliveries w on w.tenant_id = ${a.tenantId} and w.id = ${a.deliveryId}
     where ${where}
     group by ${a.tenantId}, ${a.merchantId}, m.legal_business_name
     order by count(*) desc, m.legal_business_name`);
  const series = await tx.execute(sql`
    select (extract(epoch from date_trunc(${bucket}, (${a.startedAt} at time zone 'UTC') + ${offset}) - ${offset})
             * 1000)::bigint as at_ms, ${figures}
      from ${attempts}
     where ${where}
     group by 1 order by 1`);
  const byBucket = new Map(rowsOf<BucketFigures>(series).map((row) => [Number(row.at_ms), row]));
  return {
    bucket,
    endpoints: rowsOf<EndpointFigures>(endpoints).map((row) => ({
      tenantId: row.tenant_id,
      merchantId: row.merchant_id,
      merchantName: row.merchant_name,
      url: row.url,
      attempts: row.attempts,
      succeeded: row.succeeded,
      successRate: rate(row.succeeded, row.attempts),
      p50Ms: ms(row.p50),
      p95Ms: ms(row.p95),
      deliveries: row.deliveries,
      delivered: row.delivered,
      failed: row.failed,
      attemptsPerDelivery: row.deliveries > 0 ? row.attempts / row.deliveries : null,
    })),
    series: bucketsOf(from, to, bucket, query.timezoneOffset).map((start) => {
      const row = byBucket.get(start);
      return {
        at: new Date(start).toISOString(),
        attempts: row?.attempts ?? 0,
        succeeded: row?.succeeded ?? 0,
        successRate: row ? rate(row.succeeded, row.attempts) : null,
        p50Ms: ms(row?.p50 ?? null),
        p95Ms: ms(row?.p95 ?? null),
      };
    }),
  };
}

/** The starts (epoch ms) of every hour or day of the caller's zone that the period touches. */
export function bucketsOf(from: Date, to: Date, bucket: 'hour' | 'day', offsetMinutes: number): number[] {
  const size = bucket === 'hour' ? 3600_000 : 24 * 3600_000;
  const shift = offsetMinutes * 60_000;
  const first = Math.floor((from.getTime() + shift) / size) * size - shift;
  const starts: number[] = [];
  for (let start = first; start < to.getTime(); start += size) starts.push(start);
  return starts;
}
