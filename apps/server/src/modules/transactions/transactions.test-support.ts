import { randomUUID } from 'node:crypto';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { appendStatusEventsOf } from '../money/status-events';
import { transactions, websites } from '../money/transactions.table';

/**
 * Builds transactions for tests, whatever the demo seed holds: one website per merchant (made on
 * first use) and a transaction in any state. Defaults: a live, captured 100.00 EUR Visa payment of
 * Acme (Northwind), created now.
 */
export type TestTransaction = Partial<typeof transactions.$inferInsert>;

export function testWebsiteId(merchantId: string): string {
  // Stable per merchant, so several builders share one website.
  return `${merchantId.slice(0, 24)}${'0000000000aa'}`.slice(0, 36);
}

export async function insertTestTransaction(db: Database, overrides: TestTransaction = {}) {
  const tenantId = overrides.tenantId ?? NORTHWIND.id;
  const merchantId = overrides.merchantId ?? demoMerchant('acme').id;
  const websiteId = overrides.websiteId ?? testWebsiteId(merchantId);
  const id = overrides.id ?? randomUUID();
  const amount = overrides.amount ?? 10_000;
  const status = overrides.status ?? 'Captured';
  const captured = status === 'Captured' || status === 'PartiallyRefunded' || status === 'Refunded';
  const row: typeof transactions.$inferInsert = {
    tenantId,
    id,
    externalId: `T-${id.slice(0, 8)}`,
    merchantId,
    websiteId,
    mode: 'Live',
    type: 'Payment',
    status,
    amount,
    currency: 'EUR',
    baseAmount: amount,
    baseCurrency: 'EUR',
    capturedAmount: captured ? amount : 0,
    refundedAmount: 0,
    paymentMethod: 'visa',
    serviceProvider: 'northstar-acquiring',
    cardBin: '411111',
    cardLast4: '1111',
    cardMasked: '411111******1111',
    cardBrand: 'Visa',
    customerEmail: 'customer@example.test',
    customerName: 'Test Customer',
    ...overrides,
  };
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx
      .insert(websites)
      .values({ tenantId, id: websiteId, merchantId, name: 'Test shop', url: 'https://shop.example.test' })
      .onConflictDoNothing();
    await tx.insert(transactions).values(row);
    // Logged like every write, so the analytics rollups count test rows too.
    await appendStatusEventsOf(tx, 1, row);
  });
  return row;
}
