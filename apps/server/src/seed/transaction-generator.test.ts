import { createHash } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../infra/db/database';
import { merchants } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { disputeCodesFor } from '../modules/money/dispute-codes';
import { disputes, transactionEvents, transactions } from '../modules/money/transactions.table';
import { convertMinorUnits } from '../modules/transactions/base-amount';
import { openTestDatabase } from '../test/test-database';
import { BLUE_HARBOR, NORTHWIND } from './demo-data';
import { loadContext } from './demo-transactions';
import {
  bucketOf,
  GENERATOR_BUCKETS,
  GENERATOR_MERCHANT_TARGET,
  type GeneratorProgress,
  generateTransactions,
  planRun,
} from './transaction-generator';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const all = <T>(fn: Parameters<typeof withScope<T>>[2]) => withScope(database.db, SYSTEM_SCOPE, fn);
const generated = () =>
  all((tx) => tx.select().from(transactions).where(like(transactions.externalId, 'GEN-%')));

describe('the run plan', () => {
  it('spreads statuses exactly in every 1,000 consecutive payments', () => {
    for (const start of [1, 1_234, 999_001]) {
      const seen = new Map<number, number>();
      for (let g = start; g < start + 1000; g += 1) {
        const index = GENERATOR_BUCKETS.indexOf(bucketOf(g));
        seen.set(index, (seen.get(index) ?? 0) + 1);
      }
      GENERATOR_BUCKETS.forEach((b, i) => {
        expect(seen.get(i), b.status).toBe(b.until - (GENERATOR_BUCKETS[i - 1]?.until ?? 0));
      });
    }
  });

  it('picks the payments and children that make exactly the total asked for', () => {
    for (const [first, total] of [
      [1, 1],
      [1, 2],
      [1, 1_000],
      [501, 7_777],
    ] as const) {
      const { payments, lastChildNumber } = planRun(first, total);
      let children = 0;
      for (let g = first; g <= lastChildNumber; g += 1) if (bucketOf(g).child) children += 1;
      expect(payments + children, `${first}+${total}`).toBe(total);
      expect(lastChildNumber).toBeLessThanOrEqual(first + payments - 1);
    }
    // About 215 children per 1,000 payments.
    expect(planRun(1, 121_500).payments).toBeGreaterThan(99_000);
  });
});

describe('generateTransactions', () => {
  const now = new Date();
  const progress: GeneratorProgress[] = [];
  let rows: (typeof transactions.$inferSelect)[];

  beforeAll(async () => {
    await generateTransactions(database, {
      total: 3_000,
      chunk: 1_000,
      now,
      onProgress: (p) => progress.push(p),
    });
    rows = await generated();
  });

  it('adds exactly N transactions in chunks, reporting progress', () => {
    expect(rows).toHaveLength(3_000);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toMatchObject({ done: 3_000, total: 3_000 });
  });

  it('spreads them over both demo tenants and 20 live merchants, generated ones making up the number', async () => {
    const used = new Set(rows.map((r) => r.merchantId));
    expect(used.size).toBe(GENERATOR_MERCHANT_TARGET);
    expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([NORTHWIND.id, BLUE_HARBOR.id]));
    const made = await all((tx) =>
      tx.select().from(merchants).where(like(merchants.legalBusinessName, 'Generated Merchant % Ltd')),
    );
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((m) => m.processingStatus === 'LiveEnabled')).toBe(true);
    const perMerchant = [...used].map((id) => rows.filter((r) => r.merchantId === id).length);
    expect(Math.min(...perMerchant)).toBeGreaterThan(50);
  });

  it('has the mix of statuses, methods, currencies, modes and a 90-day spread', () => {
    const payments = rows.filter((r) => r.type === 'Payment');
    const share = (status: string) => payments.filter((p) => p.status === status).length / payments.length;
    expect(share('Captured')).toBeGreaterThan(0.5);
    expect(share('Declined')).toBeGreaterThan(0.1);
    expect(share('Refunded')).toBeGreaterThan(0.05);
    expect(new Set(rows.map((r) => r.currency)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.paymentMethod)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.serviceProvider)).size).toBeGreaterThanOrEqual(5);
    const live = payments.filter((p) => p.mode === 'Live').length / payments.length;
    expect(live).toBeGreaterThan(0.75);
    expect(live).toBeLessThan(0.95);
    const ages = rows.map((r) => (now.getTime() - r.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(90);
    expect(ages.filter((a) => a < 1).length).toBeGreaterThan(0);
    expect(ages.filter((a) => a > 60).length).toBeGreaterThan(rows.length / 5);
  });

  it('gives refunds, chargebacks with their disputes and payouts as children, the money adding up', async () => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const children = rows.filter((r) => r.parentId);
    expect(new Set(children.map((c) => c.type))).toEqual(new Set(['Refund', 'Chargeback', 'Payout']));
    for (const child of children) {
      const parent = byId.get(child.parentId ?? '');
      expect(parent?.type).toBe('Payment');
      if (!parent) continue;
      expect(child.createdAt.getTime()).toBeGreaterThanOrEqual(parent.createdAt.getTime());
      expect(child.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (child.type === 'Refund') expect(child.amount).toBe(parent.refundedAmount);
      // The same payer as the payment, e-mail included (a refund made in the portal carries it too).
      expect([child.customerName, child.customerEmail]).toEqual([parent.customerName, parent.customerEmail]);
      expect(child.customerEmail).toMatch(/@example\.test$/);
    }
    for (const payment of rows.filter((r) => r.status === 'Refunded'))
      expect(payment.refundedAmount).toBe(payment.amount);
    const found = await all((tx) => tx.select().from(disputes));
    const chargebacks = children.filter((c) => c.type === 'Chargeback');
    expect(found.filter((d) => chargebacks.some((c) => c.id === d.chargebackId))).toHaveLength(
      chargebacks.length,
    );
    const open = new Set(found.filter((d) => d.status === 'Open').map((d) => d.transactionId));
    for (const payment of rows.filter((r) => r.type === 'Payment'))
      expect(payment.hasOpenDispute).toBe(open.has(payment.id));
  });

  it('gives every dispute a code of its card’s own scheme', async () => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const found = await all((tx) => tx.select().from(disputes));
    const ours = found.filter((d) => byId.has(d.transactionId));
    expect(ours.length).toBeGreaterThan(0);
    const schemes = new Set<string>();
    for (const dispute of ours) {
      const payment = byId.get(dispute.transactionId);
      if (!payment) continue;
      schemes.add(payment.cardBrand ?? payment.paymentMethod);
      const codes = disputeCodesFor(payment.cardBrand, payment.paymentMethod).map((c) => c.code);
      expect(codes, `${payment.externalId} ${payment.cardBrand}`).toContain(dispute.disputeCode);
    }
    expect(schemes.has('Visa') && schemes.has('Mastercard')).toBe(true);
  });

  it('converts base amounts exactly like the application and masks every card', async () => {
    const context = await all((tx) => loadContext(tx, now));
    for (const row of rows) {
      const from = context.currencies.get(row.currency);
      const to = context.currencies.get(row.baseCurrency);
      if (!from || !to) throw new Error(row.currency);
      expect(row.baseAmount, `${row.externalId} ${row.amount} ${row.currency}`).toBe(
        convertMinorUnits(row.amount, from, to),
      );
      if (row.cardMasked)
        expect(row.cardMasked).toBe(
          `${row.cardBin}${'*'.repeat(row.cardMasked.length - 10)}${row.cardLast4}`,
        );
      // Never the simulator's decline amounts (…05, …33, …51, …91).
      expect([5, 33, 51, 91].includes(row.amount % 100) && row.type === 'Payment').toBe(false);
    }
  });

  it('uses ids the contracts accept (RFC 9562 UUIDs)', async () => {
    const events = await all((tx) => tx.select({ id: transactionEvents.id }).from(transactionEvents));
    const found = await all((tx) => tx.select({ id: disputes.id }).from(disputes));
    for (const id of [
      ...rows.flatMap((r) => [r.id, r.parentId ?? r.id]),
      ...events.map((e) => e.id),
      ...found.map((d) => d.id),
    ])
      expect(z.uuid().safeParse(id).success, id).toBe(true);
  });

  it('writes one event per transaction, with its status', async () => {
    const events = await all((tx) => tx.select().from(transactionEvents));
    const byTransaction = new Map(events.map((e) => [e.transactionId, e]));
    for (const row of rows) expect(byTransaction.get(row.id)?.status, row.externalId).toBe(row.status);
  });

  it('continues the numbering on a second run, with ids derived from the numbers', async () => {
    await generateTransactions(database, { total: 500, now });
    const after = await generated();
    expect(after).toHaveLength(3_500);
    const hex = createHash('md5').update('paydesk-gen:1').digest('hex');
    const firstId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
    expect(after.find((r) => r.externalId === 'GEN-000000001')?.id).toBe(firstId);
    const payments = after.filter((r) => r.type === 'Payment').map((r) => Number(r.externalId.slice(4)));
    expect(new Set(payments).size).toBe(payments.length);
    expect(Math.max(...payments)).toBe(payments.length);
  });

  it('refuses a count that is not positive', async () => {
    await expect(generateTransactions(database, { total: 0 })).rejects.toThrow(/positive/);
  });
});
