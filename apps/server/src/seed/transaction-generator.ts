import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { paymentChannels, websites } from '../db-schema';
import type { DatabaseHandle } from '../infra/db/database';
import { merchants, tenants } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../infra/tenancy/with-scope';
import {
  type DisputeScheme,
  disputeSchemeOf,
  STATUS_EVENT_COLUMNS,
  statusEventValues,
} from '../modules/money';
import { conversionFactor, loadRatedCurrencies } from '../modules/transactions';
import {
  CARD_BINS,
  CUSTOMER_COUNTRIES,
  CUSTOMER_FIRST_NAMES,
  CUSTOMER_LAST_NAMES,
  DECLINE_CODES,
} from './data/demo-transaction-data';
import { BLUE_HARBOR, NORTHWIND } from './demo-data';
import { demoId } from './demo-ids';

/**
 * The volume generator (`npm run seed -- --transactions N`): N transactions over the two demo
 * tenants and 20 live merchants (generated merchants make up the number when the demo has fewer),
 * with the currencies, methods, providers and statuses of a real book, spread over the last 90 days,
 * refunds, chargebacks (with their disputes) and payouts as children in proportion, and one event per
 * transaction (its latest). All of it is made by the database: chunks of `insert … select … from
 * generate_series`, every value a deterministic function of the row's number g (hashint8extended
 * with a different seed per choice), so the same run on the same database makes the same rows. A
 * run continues the numbering of the last one (external ids GEN-000000001 …), so runs add up; each
 * spreads its own payments over the 90 days before it started, in number order (see paymentSource).
 *
 * Statuses come from `bucket = g × 7919 mod 1000`, a permutation of 0..999 over every 1,000
 * consecutive payments, so the mix below is exact, not just expected; children follow from the
 * bucket too, which is how the run can stop at exactly N rows.
 */

export const GENERATOR_MERCHANT_TARGET = 20;
export const GENERATOR_CHUNK = 100_000;
const FIRST_CHUNK = 2_000;
/** External ids of generated payments; children append -R1, -C1 or -P1. */
export const GENERATED_PREFIX = 'GEN-';

type ChildKind = 'Refund' | 'Chargeback' | 'Payout';
interface Bucket {
  readonly until: number;
  readonly status: string;
  readonly child?: { kind: ChildKind; status: string; dispute?: 'Open' | 'Won' };
}

/** Per 1,000 payments (the `until` bounds are exclusive and cumulative). */
export const GENERATOR_BUCKETS: readonly Bucket[] = [
  { until: 450, status: 'Captured' },
  { until: 520, status: 'Approved' },
  { until: 550, status: 'Pending' },
  { until: 680, status: 'Declined' },
  { until: 710, status: 'Failed' },
  { until: 750, status: 'Voided' },
  { until: 820, status: 'Refunded', child: { kind: 'Refund', status: 'Successful' } },
  { until: 880, status: 'PartiallyRefunded', child: { kind: 'Refund', status: 'Successful' } },
  { until: 895, status: 'Reversed' },
  { until: 915, status: 'Captured', child: { kind: 'Chargeback', status: 'Pending', dispute: 'Open' } },
  { until: 925, status: 'Captured', child: { kind: 'Chargeback', status: 'Declined', dispute: 'Won' } },
  { until: 945, status: 'Captured', child: { kind: 'Payout', status: 'WaitingForApproval' } },
  { until: 980, status: 'Captured', child: { kind: 'Payout', status: 'Successful' } },
  { until: 1000, status: 'Captured' },
];

const CAPTURED = ['Captured', 'PartiallyRefunded', 'Refunded', 'Reversed'];

/** The channels generated payments use (method × provider × currency), EUR the most common. */
export const GENERATOR_CHANNELS = [
  { method: 'visa', provider: 'northstar-acquiring', currency: 'EUR' },
  { method: 'visa', provider: 'northstar-acquiring', currency: 'EUR' },
  { method: 'visa', provider: 'meridian-processing', currency: 'GBP' },
  { method: 'visa', provider: 'cobalt-merchant-services', currency: 'USD' },
  { method: 'visa', provider: 'tidewater-gateway', currency: 'SEK' },
  { method: 'visa', provider: 'cobalt-merchant-services', currency: 'JPY' },
  { method: 'mastercard', provider: 'northstar-acquiring', currency: 'EUR' },
  { method: 'mastercard', provider: 'meridian-processing', currency: 'EUR' },
  { method: 'mastercard', provider: 'meridian-processing', currency: 'USD' },
  { method: 'mastercard', provider: 'tidewater-gateway', currency: 'CHF' },
  { method: 'mastercard', provider: 'northstar-acquiring', currency: 'PLN' },
  { method: 'amex', provider: 'meridian-processing', currency: 'EUR' },
  { method: 'maestro', provider: 'meridian-processing', currency: 'EUR' },
  { method: 'apple-pay', provider: 'northstar-acquiring', currency: 'EUR' },
  { method: 'google-pay', provider: 'tidewater-gateway', currency: 'GBP' },
  { method: 'paypal', provider: 'harbourline-payments', currency: 'EUR' },
  { method: 'paypal', provider: 'harbourline-payments', currency: 'USD' },
  { method: 'sepa-dd', provider: 'silverpine-open-banking', currency: 'EUR' },
  { method: 'ideal', provider: 'silverpine-open-banking', currency: 'EUR' },
  { method: 'klarna', provider: 'harbourline-payments', currency: 'EUR' },
] as const;

/*
 * The data lists are the demo seed's (seed/data/demo-transaction-data.ts), cut to what the
 * generator has always picked from: a row's values depend on each list's length and order, so
 * these must not follow additions to the seed lists.
 */

/** The seed's cards, with the wallets' own tokenised BINs. */
const CARDS: Readonly<Record<string, { brand: string; bins: readonly string[]; length: number }>> = {
  ...CARD_BINS,
  'apple-pay': { brand: 'Visa', bins: ['411111', '453201'], length: 16 },
  'google-pay': { brand: 'Mastercard', bins: ['555555', '520082'], length: 16 },
};
const FIRST_NAMES = CUSTOMER_FIRST_NAMES.filter((name) => name !== 'Tomasz' && name !== 'Chloe').slice(0, 16);
const LAST_NAMES = CUSTOMER_LAST_NAMES.slice(0, 16);
const COUNTRIES = CUSTOMER_COUNTRIES;
const DECLINES = DECLINE_CODES.slice(0, 6);
/**
 * The chargebacks' codes, of the card's own scheme (a dispute follows its scheme's rules): each
 * channel carries its scheme's list, so picking stays one array index per row in SQL.
 */
const DISPUTE_CODES: Readonly<Record<DisputeScheme, readonly string[]>> = {
  Visa: ['13.1', '10.4', '13.3', '13.6', '12.6.1'],
  Mastercard: ['4855', '4837', '4853', '4860', '4834'],
  'American Express': ['C08', 'F29', 'C31', 'C02', 'P08'],
  Other: ['CD01', 'FR01', 'CD02', 'CD03', 'PE01'],
};

export interface GeneratorMerchant {
  readonly tenantId: string;
  readonly merchantId: string;
  readonly websiteId: string;
}

export interface GeneratorProgress {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
}

export interface GeneratorResult {
  readonly payments: number;
  readonly children: number;
  readonly merchants: number;
  readonly firstNumber: number;
  readonly elapsedMs: number;
}

export function bucketOf(g: number): Bucket {
  const bucket = (g * 7919) % 1000;
  const found = GENERATOR_BUCKETS.find((b) => bucket < b.until);
  if (!found) throw new Error('bucket out of range');
  return found;
}

/**
 * How many payments, numbered from `first`, make exactly `total` rows with their children, and the
 * last payment number whose child is still written (children past it are left out).
 */
export function planRun(first: number, total: number): { payments: number; lastChildNumber: number } {
  let rows = 0;
  let g = first - 1;
  let lastChildNumber = first - 1;
  while (rows < total) {
    g += 1;
    rows += 1;
    if (rows < total && bucketOf(g).child) {
      rows += 1;
      lastChildNumber = g;
    }
  }
  return { payments: g - first + 1, lastChildNumber };
}

/** Adds `total` transactions (payments and their children); see the file comment. */
export async function generateTransactions(
  database: DatabaseHandle,
  options: {
    total: number;
    chunk?: number;
    now?: Date;
    onProgress?: (progress: GeneratorProgress) => void;
  },
): Promise<GeneratorResult> {
  const started = performance.now();
  const total = Math.floor(options.total);
  if (!(total > 0)) throw new Error('The number of transactions must be a positive integer');
  const chunk = options.chunk ?? GENERATOR_CHUNK;
  const now = new Date(Math.floor((options.now ?? new Date()).getTime()));
  const { pool, channels, first } = await withScope(database.db, SYSTEM_SCOPE, async (tx) => ({
    pool: await ensureGeneratorMerchants(tx),
    channels: await channelValues(tx),
    first: (await lastGeneratedNumber(tx)) + 1,
  }));
  const plan = planRun(first, total);
  const last = first + plan.payments - 1;
  let done = 0;
  // A small first chunk, then fresh statistics: planned against an empty table, the foreign-key
  // checks of the children and events would scan the table's new rows once per row (quadratic).
  for (let from = first, size = Math.min(chunk, FIRST_CHUNK); from <= last; from += size, size = chunk) {
    const to = Math.min(last, from + size - 1);
    const source = paymentSource({ from, to, first, payments: plan.payments, now }, pool, channels);
    done += await withScope(database.db, SYSTEM_SCOPE, async (tx) => {
      // Bulk rows a crash may lose (the run is simply repeated), so no wait for each chunk's flush.
      await tx.execute(sql`set local synchronous_commit = off`);
      const payments = await insertPayments(tx, source);
      const children = await insertChildren(tx, source, plan.lastChildNumber);
      await insertDisputes(tx, source, plan.lastChildNumber);
      return payments + children;
    });
    if (from === first) await analyze(database);
    options.onProgress?.({ done, total, elapsedMs: performance.now() - started });
  }
  await analyze(database);
  return {
    payments: plan.payments,
    children: total - plan.payments,
    merchants: pool.length,
    firstNumber: first,
    elapsedMs: performance.now() - started,
  };
}

/** Statistics for the planner, as autovacuum would leave them after a while (the owner's session). */
async function analyze(database: DatabaseHandle): Promise<void> {
  // The merchants and websites too: the generated ones are new rows the lookup's joins plan with.
  for (const table of ['transactions', 'transaction_events', 'disputes', 'merchants', 'websites'])
    await database.exec(`analyze ${table}`);
}

async function lastGeneratedNumber(tx: ScopedTx): Promise<number> {
  const result = await tx.execute(sql`
    select max(substring(external_id from 5)::bigint) as last from transactions
    where type = 'Payment' and external_id ~ '^GEN-[0-9]+$'`);
  return Number(rowsOf<{ last: string | number | null }>(result)[0]?.last ?? 0);
}

/**
 * The live merchants of the two demo tenants, made up to GENERATOR_MERCHANT_TARGET with generated
 * ones ("Generated Merchant 07 Ltd", alternating tenants), each with a website and the generator's
 * payment channels. Generated merchants have stable ids, so a second run reuses them.
 */
export async function ensureGeneratorMerchants(tx: ScopedTx): Promise<GeneratorMerchant[]> {
  const tenantIds = [NORTHWIND.id, BLUE_HARBOR.id];
  const live = () =>
    tx
      .select({ tenantId: merchants.tenantId, merchantId: merchants.id })
      .from(merchants)
      .where(
        and(
          inArray(merchants.tenantId, tenantIds),
          eq(merchants.processingStatus, 'LiveEnabled'),
          eq(merchants.isActive, true),
        ),
      )
      .orderBy(asc(merchants.tenantId), asc(merchants.createdAt), asc(merchants.id));
  const existing = await live();
  const generated = [];
  for (let n = 1; existing.length + generated.length < GENERATOR_MERCHANT_TARGET; n += 1) {
    const id = demoId(`generated-merchant:${n}`);
    if (existing.some((m) => m.merchantId === id)) continue;
    const label = String(n).padStart(2, '0');
    generated.push({
      tenantId: tenantIds[n % 2] ?? NORTHWIND.id,
      id,
      legalBusinessName: `Generated Merchant ${label} Ltd`,
      boardingStage: 'Live',
      merchantStatus: 'Active',
      reviewStatus: 'Approved',
      processingStatus: 'LiveEnabled' as const,
      activationDate: new Date('2025-01-06T09:00:00Z'),
      description: 'Generated for volume testing',
      merchantType: 'Standard',
    });
  }
  if (generated.length) await tx.insert(merchants).values(generated).onConflictDoNothing();
  const pool = (await live()).slice(0, GENERATOR_MERCHANT_TARGET);
  const result: GeneratorMerchant[] = [];
  for (const m of pool) {
    const [site] = await tx
      .select({ id: websites.id })
      .from(websites)
      .where(and(eq(websites.tenantId, m.tenantId), eq(websites.merchantId, m.merchantId)))
      .orderBy(asc(websites.createdAt), asc(websites.id))
      .limit(1);
    const websiteId = site?.id ?? demoId(`generated-website:${m.merchantId}`);
    if (!site) {
      await tx.insert(websites).values({
        tenantId: m.tenantId,
        id: websiteId,
        merchantId: m.merchantId,
        name: 'Online shop',
        url: `https://shop-${m.merchantId.slice(0, 8)}.example.test`,
      });
      await tx
        .insert(paymentChannels)
        .values(
          GENERATOR_CHANNELS.map((c, i) => ({
            tenantId: m.tenantId,
            id: demoId(`generated-channel:${m.merchantId}:${i}`),
            merchantId: m.merchantId,
            name: `${c.method} ${c.currency} via ${c.provider}`,
            paymentMethod: c.method,
            serviceProvider: c.provider,
            currency: c.currency,
          })),
        )
        .onConflictDoNothing();
    }
    result.push({ tenantId: m.tenantId, merchantId: m.merchantId, websiteId });
  }
  return result;
}

interface ChannelRow {
  readonly tenantId: string;
  readonly method: string;
  readonly provider: string;
  readonly currency: string;
  readonly baseCurrency: string;
  /** Minor units of the currency × num / den = minor units of the tenant's base currency. */
  readonly num: bigint;
  readonly den: bigint;
}

/** Every channel for each tenant, with the exact conversion to that tenant's base currency. */
async function channelValues(tx: ScopedTx): Promise<ChannelRow[]> {
  const byCode = await loadRatedCurrencies(tx);
  const rate = (code: string) => {
    const found = byCode.get(code);
    if (!found) throw new Error(`No rate for ${code} in currency_rates`);
    return found;
  };
  const bases = await tx
    .select({ id: tenants.id, baseCurrency: tenants.baseCurrency })
    .from(tenants)
    .where(inArray(tenants.id, [NORTHWIND.id, BLUE_HARBOR.id]));
  return bases.flatMap((t) =>
    GENERATOR_CHANNELS.map((c) => ({
      tenantId: t.id,
      ...c,
      baseCurrency: t.baseCurrency,
      ...conversionFactor(rate(c.currency), rate(t.baseCurrency)),
    })),
  );
}

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * A stable UUID from a text: its md5 with the version (5) and variant (8) digits set, so it is a
 * valid RFC 9562 UUID as the contracts' `z.uuid()` requires (a bare md5 cast is not).
 */
export const uuidOf = (text: string) =>
  sql.raw(`overlay(overlay(md5(${text}) placing '5' from 13 for 1) placing '8' from 17 for 1)::uuid`);

/** A 31-bit pseudo-random number of g for one choice (`seed`); 63-bit for spans beyond 2^31 (times). */
const hash = (seed: number) => sql.raw(`(hashint8extended(g::bigint, ${seed}) & 2147483647)`);
const hash63 = (seed: number) => sql.raw(`(hashint8extended(g::bigint, ${seed}) & 9223372036854775807)`);

/**
 * `select … from generate_series(from, to) g`: every column of the payments numbered from..to,
 * plus what their child needs (kind, status, amount, time), as one derived table `p`.
 */
function paymentSource(
  run: { from: number; to: number; first: number; payments: number; now: Date },
  pool: readonly GeneratorMerchant[],
  channels: readonly ChannelRow[],
): SQL {
  const merchantValues = sql.join(
    pool.map((m, i) => sql`(${i}::int, ${m.tenantId}::uuid, ${m.merchantId}::uuid, ${m.websiteId}::uuid)`),
    sql`, `,
  );
  const perTenant = GENERATOR_CHANNELS.length;
  const channelRows = sql.join(
    channels.map((c, i) => {
      const card = CARDS[c.method];
      const disputeCodes = DISPUTE_CODES[disputeSchemeOf(card?.brand ?? null, c.method)];
      return sql`(${c.tenantId}::uuid, ${i % perTenant}::int, ${c.method}::text, ${c.provider}::text, ${c.currency}::char(3),
        ${c.baseCurrency}::char(3), ${c.num.toString()}::numeric, ${c.den.toString()}::numeric,
        ${card?.brand ?? null}::text, ${card ? textArray(card.bins) : sql`null::text[]`}, ${card?.length ?? 0}::int,
        ${textArray(disputeCodes)})`;
    }),
    sql`, `,
  );
  const statusCase = sql.raw(
    `case ${GENERATOR_BUCKETS.map((b) => `when bucket < ${b.until} then '${b.status}'`).join(' ')} end`,
  );
  const childCase = (pick: (b: Bucket) => string | undefined) =>
    sql.raw(
      `case ${GENERATOR_BUCKETS.map((b) => `when bucket < ${b.until} then ${pick(b) ? `'${pick(b)}'` : 'null'}`).join(' ')} end`,
    );
  const { from, to, first, payments, now } = run;
  // The run's payments in time order over the last 90 days (a pseudo-random moment within each one's
  // slot): the created_at indexes then grow at their ends instead of taking rows all over.
  const spanMs = 90 * 86_400_000;
  const slotMs = Math.max(1, Math.floor(spanMs / payments));
  const createdAt = sql.raw(
    `(timestamptz '${now.toISOString()}' - interval '${spanMs} milliseconds' + ((g - ${first}) * ${spanMs} / ${payments} + r.h7 % ${slotMs}) * interval '1 millisecond')`,
  );
  const dayMs = 86_400_000;
  return sql`
    select g, r.bucket, m.tenant_id, m.merchant_id, m.website_id, ch.method, ch.provider, ch.currency,
      ch.base_currency, ch.num, ch.den, ch.brand,
      s.status, s.child_kind, s.child_status, s.dispute_status,
      ${uuidOf("'paydesk-gen:' || g")} as id,
      ${GENERATED_PREFIX} || lpad(g::text, 9, '0') as external_id,
      case when r.h3 % 100 < 85 then 'Live' else 'Test' end as mode,
      a.amount,
      div(2 * a.amount::numeric * ch.num + ch.den, 2 * ch.den)::bigint as base_amount,
      case when s.status in (${sql.join(
        CAPTURED.map((c) => sql`${c}`),
        sql`, `,
      )}) then a.amount else 0 end as captured_amount,
      case s.status when 'Refunded' then a.amount when 'PartiallyRefunded' then a.partial else 0 end as refunded_amount,
      s.dispute_status is not distinct from 'Open' as has_open_dispute,
      c.bin, c.last4, c.bin || repeat('*', ch.card_length - 10) || c.last4 as masked,
      (${textArray(FIRST_NAMES)})[1 + r.h4 % ${FIRST_NAMES.length}] as first_name,
      (${textArray(LAST_NAMES)})[1 + (r.h4 / 64) % ${LAST_NAMES.length}] as last_name,
      (${textArray(COUNTRIES)})[1 + r.h5 % ${COUNTRIES.length}] as country,
      r.h5 % 10000 as customer_number,
      (${textArray(DECLINES.map((d) => d.code))})[1 + r.h6 % ${DECLINES.length}] as decline_code,
      (${textArray(DECLINES.map((d) => d.message))})[1 + r.h6 % ${DECLINES.length}] as decline_message,
      ch.dispute_codes[1 + r.h6 % cardinality(ch.dispute_codes)] as dispute_code,
      ${createdAt} as created_at,
      case s.child_kind when 'Refund' then case s.status when 'Refunded' then a.amount else a.partial end
        when 'Chargeback' then a.amount when 'Payout' then a.partial end as child_amount,
      least(${createdAt} + (r.h6 % ${5 * dayMs}) * interval '1 millisecond', ${now.toISOString()}::timestamptz) as child_at
    from generate_series(${from}::bigint, ${to}::bigint) g
    cross join lateral (select (g * 7919) % 1000 as bucket, ${hash(1)} as h1, ${hash(2)} as h2,
      ${hash(3)} as h3, ${hash(4)} as h4, ${hash(5)} as h5, ${hash(6)} as h6, ${hash63(7)} as h7) r
    join (values ${merchantValues}) as m (n, tenant_id, merchant_id, website_id) on m.n = r.h1 % ${pool.length}
    join (values ${channelRows}) as ch (tenant_id, n, method, provider, currency, base_currency, num, den,
      brand, bins, card_length, dispute_codes)
      on ch.tenant_id = m.tenant_id and ch.n = r.h2 % ${perTenant}
    cross join lateral (select ${statusCase} as status,
      ${childCase((b) => b.child?.kind)} as child_kind,
      ${childCase((b) => b.child?.status)} as child_status,
      ${childCase((b) => b.child?.dispute)} as dispute_status) s
    -- Prices shops use (whole units, or .50/.95/.99), never the simulator's decline endings.
    cross join lateral (select
      case when ch.currency = 'JPY' then (1 + r.h3 % 500) * 100
        else (1 + r.h3 % 500) * 100 + (array[0, 50, 95, 99])[1 + r.h4 % 4] end as amount) a0
    cross join lateral (select a0.amount, greatest(1, a0.amount * (20 + r.h5 % 60) / 100) as partial) a
    cross join lateral (select
      case when ch.bins is null then null else ch.bins[1 + r.h2 % array_length(ch.bins, 1)] end as bin,
      case when ch.bins is null then null else lpad((r.h7 % 10000)::text, 4, '0') end as last4) c`;
}

const EVENT_TYPE = sql.raw(`case status
  when 'Pending' then 'Created' when 'Approved' then 'Authorised' when 'WaitingForApproval' then 'PayoutRequested'
  when 'PartiallyRefunded' then 'Refunded' when 'Successful' then 'Completed' else status end`);

/**
 * Runs an `insert into transactions … select …`, gives each inserted row its event (its latest) and
 * its entry in the status-event log the rollups are fed from, and answers how many were inserted.
 */
async function insertWithEvents(tx: ScopedTx, insertTransactions: SQL): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
      ${insertTransactions}
      returning *
    ),
    status_events as (
      insert into transaction_status_events (${STATUS_EVENT_COLUMNS})
      select ${statusEventValues('inserted', 1)} from inserted
    ),
    events as (
      insert into transaction_events (tenant_id, id, transaction_id, merchant_id, type, status, amount,
        currency, webhook_status, payload, created_at)
      select tenant_id, ${uuidOf("id::text || ':event'")}, id, merchant_id, ${EVENT_TYPE}, status, amount,
        currency, 'Configured', jsonb_build_object('externalId', external_id, 'status', status), created_at
      from inserted
      returning 1
    )
    select count(*)::int as count from events`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** The payer's e-mail, on the payment and on its refund, chargeback or payout child alike. */
const CUSTOMER_EMAIL = sql.raw(
  `lower(p.first_name || '.' || p.last_name || p.customer_number) || '@example.test'`,
);

async function insertPayments(tx: ScopedTx, source: SQL): Promise<number> {
  return insertWithEvents(
    tx,
    sql`insert into transactions (tenant_id, id, external_id, merchant_id, website_id, mode, type, status,
        amount, currency, base_amount, base_currency, captured_amount, refunded_amount, has_open_dispute,
        payment_method, service_provider, card_bin, card_last4, card_masked, card_brand, card_holder,
        issuer_country, customer_email, customer_name, customer_country, customer_ip, response_code,
        response_message, authorisation_code, processor_reference, created_at, updated_at)
      select p.tenant_id, p.id, p.external_id, p.merchant_id, p.website_id, p.mode, 'Payment', p.status,
        p.amount, p.currency, p.base_amount, p.base_currency, p.captured_amount, p.refunded_amount,
        p.has_open_dispute, p.method, p.provider, p.bin, p.last4, p.masked, p.brand,
        case when p.bin is null then null else upper(p.first_name || ' ' || p.last_name) end,
        case when p.bin is null then null else p.country end,
        ${CUSTOMER_EMAIL}, p.first_name || ' ' || p.last_name, p.country, '198.51.100.' || (1 + p.customer_number % 254),
        case when p.status = 'Declined' then p.decline_code when p.status = 'Failed' then '91'
          when p.status = 'Pending' then null else '00' end,
        case when p.status = 'Declined' then p.decline_message
          when p.status = 'Failed' then 'Issuer or switch inoperative'
          when p.status = 'Pending' then 'Awaiting manual review' else 'Approved' end,
        case when p.status in ('Pending', 'Declined', 'Failed') then null
          else lpad((p.customer_number * 37 % 1000000)::text, 6, '0') end,
        'GEN-' || substr(p.id::text, 1, 13), p.created_at, p.created_at
      from (${source}) p`,
  );
}

async function insertChildren(tx: ScopedTx, source: SQL, lastChildNumber: number): Promise<number> {
  return insertWithEvents(
    tx,
    sql`insert into transactions (tenant_id, id, external_id, merchant_id, website_id, mode, type, status,
        amount, currency, base_amount, base_currency, payment_method, service_provider, card_bin,
        card_last4, card_masked, card_brand, customer_email, customer_name, customer_country, parent_id, response_code,
        response_message, processor_reference, created_at, updated_at)
      select p.tenant_id, ${uuidOf("'paydesk-gen:' || p.g || ':child'")},
        p.external_id || case p.child_kind when 'Refund' then '-R1' when 'Chargeback' then '-C1' else '-P1' end,
        p.merchant_id, p.website_id, p.mode, p.child_kind, p.child_status, p.child_amount, p.currency,
        div(2 * p.child_amount::numeric * p.num + p.den, 2 * p.den)::bigint, p.base_currency,
        p.method, p.provider, p.bin, p.last4, p.masked, p.brand, ${CUSTOMER_EMAIL},
        p.first_name || ' ' || p.last_name, p.country, p.id,
        case when p.child_kind = 'Refund' or p.child_status = 'Successful' then '00' end,
        case when p.child_kind = 'Refund' or p.child_status = 'Successful' then 'Approved' end,
        'GEN-' || substr(p.id::text, 1, 13) || '-1', p.child_at, p.child_at
      from (${source}) p
      where p.child_kind is not null and p.g <= ${lastChildNumber}`,
  );
}

async function insertDisputes(tx: ScopedTx, source: SQL, lastChildNumber: number): Promise<void> {
  await tx.execute(sql`
    insert into disputes (tenant_id, id, transaction_id, chargeback_id, merchant_id, dispute_code, reason,
      amount, currency, status, created_at)
    select p.tenant_id, ${uuidOf("'paydesk-gen:' || p.g || ':dispute'")}, p.id,
      ${uuidOf("'paydesk-gen:' || p.g || ':child'")}, p.merchant_id, p.dispute_code,
      'Chargeback received from the scheme', p.child_amount, p.currency, p.dispute_status, p.child_at
    from (${source}) p
    where p.dispute_status is not null and p.g <= ${lastChildNumber}`);
}
