/**
 * @both-databases Runs on PGlite too when a PostgreSQL pass runs (src/test/test-selection.ts):
 * `npm start` seeds the demo transactions into the embedded database.
 */
import {
  AntifraudLog,
  ApiLogDetail,
  CascadingAttempt,
  SmartRoutingLog,
  TransactionAlert,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../infra/db/database';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { disputeCodesFor } from '../modules/money/dispute-codes';
import {
  accountingEntries,
  disputes,
  paymentChannels,
  transactionEvents,
  transactionLogs,
  transactionReasons,
  transactions,
  websites,
} from '../modules/money/transactions.table';
import { convertMinorUnits } from '../modules/transactions/base-amount';
import { openTestDatabase, testSeedMoment } from '../test/test-database';
import { TRANSACTION_REASONS } from './data/transaction-reasons';
import { DEMO_MERCHANTS, demoMerchant, NORTHWIND } from './demo-data';
import { buildDemoTransactions, demoProcessingMerchants } from './demo-transaction-builder';
import { DEMO_TRANSACTIONS } from './demo-transaction-ids';
import { loadContext, seedDemoTransactions } from './demo-transactions';

let database: DatabaseHandle;
type Row = typeof transactions.$inferSelect;
let rows: Row[];
/** When the demo data was seeded: its dates are relative to that moment, not to the wall clock. */
let seededAt: Date;

beforeAll(async () => {
  database = await openTestDatabase();
  rows = await all((tx) => tx.select().from(transactions));
  seededAt = testSeedMoment();
});
afterAll(() => database.close());

const all = <T>(fn: Parameters<typeof withScope<T>>[2]) => withScope(database.db, SYSTEM_SCOPE, fn);
const byId = (id: string) => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`no transaction ${id}`);
  return row;
};

describe('the fixed demo transactions', () => {
  it('are Acme’s (Northwind) with the documented external id, amount, status and mode, made today', () => {
    const acme = demoMerchant('acme');
    for (const [key, fixed] of Object.entries(DEMO_TRANSACTIONS)) {
      const row = byId(fixed.id);
      expect(row, key).toMatchObject({
        externalId: fixed.externalId,
        amount: fixed.amount,
        currency: fixed.currency,
        status: fixed.status,
        mode: key === 'acmeTestCaptured' ? 'Test' : 'Live',
      });
      if (key !== 'seasideCaptured') expect(row.merchantId, key).toBe(acme.id);
      if (key !== 'acmePayoutParent')
        expect(seededAt.getTime() - row.createdAt.getTime(), key).toBeLessThan(2 * 3600_000);
    }
    expect(byId(DEMO_TRANSACTIONS.seasideCaptured.id).merchantId).toBe(demoMerchant('seaside-travel').id);
    expect(byId(DEMO_TRANSACTIONS.acmeCaptured.id)).toMatchObject({
      capturedAmount: 12_500,
      refundedAmount: 0,
      baseAmount: 12_500,
      baseCurrency: 'EUR',
      paymentMethod: 'visa',
      cardMasked: expect.stringMatching(/^\d{6}\*{6}\d{4}$/),
    });
    expect(byId(DEMO_TRANSACTIONS.acmeAuthorised.id).capturedAmount).toBe(0);
    expect(byId(DEMO_TRANSACTIONS.acmePayoutWaiting.id)).toMatchObject({
      type: 'Payout',
      parentId: DEMO_TRANSACTIONS.acmePayoutParent.id,
    });
  });
});

describe('the demo transactions', () => {
  it('give every processing merchant websites, channels and a few dozen transactions, some today', async () => {
    const sites = await all((tx) => tx.select().from(websites));
    const channels = await all((tx) => tx.select().from(paymentChannels));
    const startOfDay = new Date(seededAt);
    startOfDay.setUTCHours(0, 0, 0, 0);
    for (const merchant of demoProcessingMerchants()) {
      const own = rows.filter((r) => r.merchantId === merchant.id);
      expect(sites.filter((s) => s.merchantId === merchant.id).length, merchant.key).toBeGreaterThanOrEqual(
        1,
      );
      expect(
        channels.filter((c) => c.merchantId === merchant.id).length,
        merchant.key,
      ).toBeGreaterThanOrEqual(2);
      expect(own.length, merchant.key).toBeGreaterThanOrEqual(15);
      const modes = new Set(own.map((r) => r.mode));
      if (merchant.processingStatus === 'SandboxEnabled') expect([...modes], merchant.key).toEqual(['Test']);
      else expect(modes.has('Live'), merchant.key).toBe(true);
      if (merchant.key !== 'old-mill')
        expect(
          own.some((r) => r.createdAt >= startOfDay),
          merchant.key,
        ).toBe(true);
    }
    const without = DEMO_MERCHANTS.filter((m) => m.processingStatus === 'NoProcessing');
    expect(rows.filter((r) => without.some((m) => m.id === r.merchantId))).toHaveLength(0);
    const perTenant = rows.filter((r) => r.tenantId === NORTHWIND.id).length;
    expect(perTenant).toBeGreaterThan(200);
    expect(rows.length - perTenant).toBeGreaterThan(200);
    // Within the last 90 days.
    expect(rows.every((r) => seededAt.getTime() - r.createdAt.getTime() < 91 * 86_400_000)).toBe(true);
  });

  it('cover every status the screens work on, with chargebacks, payouts and refunds', () => {
    const kinds = new Set(rows.map((r) => `${r.type}:${r.status}`));
    for (const kind of [
      'Payment:Captured',
      'Payment:Approved',
      'Payment:Pending',
      'Payment:Declined',
      'Payment:Failed',
      'Payment:Voided',
      'Payment:Refunded',
      'Payment:PartiallyRefunded',
      'Payment:Reversed',
      'Refund:Successful',
      'Chargeback:Pending',
      'Payout:WaitingForApproval',
      'Payout:Successful',
      'Payout:Declined',
    ])
      expect(kinds.has(kind), kind).toBe(true);
    const codes = new Set(
      rows.filter((r) => r.status === 'Declined' && r.type === 'Payment').map((r) => r.responseCode),
    );
    expect(codes.has('05') && codes.has('51')).toBe(true);
  });

  it('keep the money consistent: captured, refunded and disputed amounts match their children', async () => {
    const openDisputes = await all((tx) => tx.select().from(disputes));
    for (const payment of rows.filter((r) => r.type === 'Payment')) {
      const children = rows.filter((r) => r.parentId === payment.id);
      const refunded = children
        .filter((c) => c.type === 'Refund' && c.status === 'Successful')
        .reduce((sum, c) => sum + c.amount, 0);
      expect(payment.refundedAmount, payment.externalId).toBe(refunded);
      const captured = ['Captured', 'PartiallyRefunded', 'Refunded', 'Reversed'].includes(payment.status);
      expect(payment.capturedAmount, payment.externalId).toBe(captured ? payment.amount : 0);
      if (payment.status === 'Refunded') expect(refunded).toBe(payment.amount);
      if (payment.status === 'PartiallyRefunded') expect(refunded).toBeLessThan(payment.amount);
      const open = openDisputes.some((d) => d.transactionId === payment.id && d.status === 'Open');
      expect(payment.hasOpenDispute, payment.externalId).toBe(open);
      for (const child of children) expect(child.mode, child.externalId).toBe(payment.mode);
    }
    for (const dispute of openDisputes) expect(byId(dispute.chargebackId).type).toBe('Chargeback');
  });

  it('give every dispute a code of its card’s own scheme (never a Visa code on a Mastercard)', async () => {
    const found = await all((tx) => tx.select().from(disputes));
    expect(found.length).toBeGreaterThan(0);
    const brands = new Set<string | null>();
    for (const dispute of found) {
      const payment = byId(dispute.transactionId);
      brands.add(payment.cardBrand);
      const codes = disputeCodesFor(payment.cardBrand, payment.paymentMethod).map((c) => c.code);
      expect(codes, `${payment.externalId} ${payment.cardBrand}`).toContain(dispute.disputeCode);
    }
    expect(brands.size).toBeGreaterThan(1);
  });

  it('store base amounts converted with the reference rates, masked cards only, invented customers', async () => {
    const context = await all((tx) => loadContext(tx, seededAt));
    for (const row of rows) {
      const from = context.currencies.get(row.currency);
      const to = context.currencies.get(row.baseCurrency);
      if (!from || !to) throw new Error(`unrated ${row.currency}`);
      expect(row.baseAmount, row.externalId).toBe(convertMinorUnits(row.amount, from, to));
      if (row.cardMasked) {
        expect(row.cardMasked).toMatch(/^\d{6}\*+\d{4}$/);
        expect(row.cardMasked.startsWith(row.cardBin ?? '?')).toBe(true);
        expect(row.cardMasked.endsWith(row.cardLast4 ?? '?')).toBe(true);
      }
      if (row.customerEmail) expect(row.customerEmail).toMatch(/@example\.test$/);
    }
    expect(rows.some((r) => r.currency !== r.baseCurrency)).toBe(true);
  });

  it('give each transaction its events, the last one carrying its status', async () => {
    const events = await all((tx) => tx.select().from(transactionEvents));
    for (const row of rows) {
      const own = events
        .filter((e) => e.transactionId === row.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(own.length, row.externalId).toBeGreaterThanOrEqual(1);
      expect(own.at(-1)?.status, row.externalId).toBe(row.status);
      expect(own.every((e) => e.createdAt.getTime() <= seededAt.getTime())).toBe(true);
    }
  });

  it('write processor logs whose data has the contract’s shape', async () => {
    const logs = await all((tx) => tx.select().from(transactionLogs));
    const schemas = {
      api: ApiLogDetail.omit({ id: true, transactionId: true, createdAt: true }),
      smartRouting: SmartRoutingLog.omit({ id: true, createdAt: true }),
      cascading: CascadingAttempt.omit({ createdAt: true }),
      antifraud: AntifraudLog.omit({ id: true, createdAt: true }),
      alert: TransactionAlert.omit({ id: true, createdAt: true }),
    };
    const kinds = new Set<string>();
    for (const log of logs) {
      kinds.add(log.kind);
      const parsed = schemas[log.kind].strict().safeParse(log.data);
      expect(parsed.success, `${log.kind} ${JSON.stringify(log.data)}`).toBe(true);
      expect(JSON.stringify(log.data)).not.toMatch(/\d{13,19}/); // no full card number anywhere
    }
    expect([...kinds].sort()).toEqual(['alert', 'antifraud', 'api', 'cascading', 'smartRouting']);
    // A cascade: the first provider declined, the second approved.
    const cascades = logs.filter((l) => l.kind === 'cascading');
    expect(cascades.some((l) => l.data.attempt === 1 && l.data.status === 'Declined')).toBe(true);
    expect(cascades.some((l) => l.data.attempt === 2 && l.data.status === 'Approved')).toBe(true);
  });

  it('balance every transaction’s ledger lines', async () => {
    const entries = await all((tx) => tx.select().from(accountingEntries));
    const balance = new Map<string, number>();
    for (const e of entries)
      balance.set(
        e.transactionId,
        (balance.get(e.transactionId) ?? 0) + (e.direction === 'Debit' ? e.amount : -e.amount),
      );
    expect(entries.length).toBeGreaterThan(100);
    for (const [id, sum] of balance) expect(sum, id).toBe(0);
  });

  it('are the same on every build for the same moment', async () => {
    const context = await all((tx) => loadContext(tx, new Date('2026-03-01T12:00:00Z')));
    const first = buildDemoTransactions(context);
    const second = buildDemoTransactions(context);
    expect(second).toEqual(first);
    expect(new Set(first.transactions.map((t) => t.externalId)).size).toBe(first.transactions.length);
  });

  it('are added once: seeding again changes nothing', async () => {
    const before = rows.length;
    await seedDemoTransactions(database.db);
    const after = await all((tx) => tx.select({ id: transactions.id }).from(transactions));
    expect(after).toHaveLength(before);
  });
});

describe('the decision reasons', () => {
  it('are seeded for declines (Declined) and approvals (Captured) of transactions and payouts', async () => {
    const seeded = await all((tx) => tx.select().from(transactionReasons));
    expect(seeded).toHaveLength(TRANSACTION_REASONS.length);
    for (const type of ['transaction', 'payout'])
      for (const status of ['Declined', 'Captured'])
        expect(
          seeded.filter((r) => r.type === type && r.status === status).length,
          `${type} ${status}`,
        ).toBeGreaterThanOrEqual(4);
  });
});
