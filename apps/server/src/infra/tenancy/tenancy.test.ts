/**
 * @both-databases Runs on PGlite too when a PostgreSQL pass runs (src/test/test-selection.ts):
 * row-level security is the second line between tenants on the embedded database as well.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, DEMO_MERCHANTS, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { refusal } from '../../test/database-refusal';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { merchants, roles, tenantAssets, tenants, users } from '../db/schema';
import {
  type DataScope,
  narrowToTenant,
  SYSTEM_SCOPE,
  scopedMerchantCondition,
  scopedTenantCondition,
  tenantOnlyScope,
} from './data-scope';
import { withScope } from './with-scope';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const northwind: DataScope = tenantOnlyScope(NORTHWIND.id);
const acmeOnly: DataScope = { ...northwind, merchantId: demoMerchant('acme').id };
const nothing: DataScope = { ...SYSTEM_SCOPE, tenantIds: [] };
const merchantColumns = { tenantId: merchants.tenantId, merchantId: merchants.id };

/** Raw SQL with no filter at all: only row-level security stands between it and other tenants. */
async function unfiltered(scope: DataScope, table: string): Promise<{ tenant_id: string }[]> {
  return withScope(database.db, scope, async (tx) => {
    const result = await tx.execute(sql.raw(`select * from ${table}`));
    return (result as unknown as { rows: { tenant_id: string }[] }).rows;
  });
}

describe('row-level security (the second line)', () => {
  it('shows a query without any tenant filter only the scope tenant rows', async () => {
    const rows = await unfiltered(northwind, 'merchants');
    expect(rows.length).toBe(DEMO_MERCHANTS.filter((m) => m.tenant === 'northwind').length);
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set([NORTHWIND.id]));
    for (const table of ['users', 'tenant_assets']) {
      const tenantIds = new Set((await unfiltered(northwind, table)).map((r) => r.tenant_id));
      expect(tenantIds, table).toEqual(new Set([NORTHWIND.id]));
    }
    const visibleTenants = await unfiltered(northwind, 'tenants');
    expect(visibleTenants.map((t) => (t as unknown as { id: string }).id)).toEqual([NORTHWIND.id]);
  });

  it("shows a merchant user's scope only their own merchant and its users", async () => {
    const rows = await unfiltered(acmeOnly, 'merchants');
    expect(rows.map((r) => (r as unknown as { id: string }).id)).toEqual([demoMerchant('acme').id]);
    const people = (await unfiltered(acmeOnly, 'users')) as unknown as { merchant_id: string }[];
    expect(people.length).toBeGreaterThan(0);
    expect(new Set(people.map((u) => u.merchant_id))).toEqual(new Set([demoMerchant('acme').id]));
  });

  it('shows platform roles to every tenant but other tenants roles to none', async () => {
    const visible = (await unfiltered(northwind, 'roles')) as unknown as { tenant_id: string | null }[];
    expect(new Set(visible.map((r) => r.tenant_id))).toEqual(new Set([null, NORTHWIND.id]));
  });

  it('shows an empty scope nothing, and the system scope everything', async () => {
    expect(await unfiltered(nothing, 'merchants')).toEqual([]);
    expect((await unfiltered(SYSTEM_SCOPE, 'merchants')).length).toBe(DEMO_MERCHANTS.length);
  });

  it("refuses to write another tenant's rows", async () => {
    const insert = withScope(database.db, northwind, (tx) =>
      tx.insert(merchants).values({
        tenantId: BLUE_HARBOR.id,
        id: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
        legalBusinessName: 'Smuggled Ltd',
        boardingStage: 'Live',
        merchantStatus: 'Active',
        reviewStatus: 'Approved',
        processingStatus: 'LiveEnabled',
      }),
    );
    expect(await refusal(insert)).toMatch(/violates row-level security policy for table "merchants"/);
    const updated = await withScope(database.db, northwind, (tx) =>
      tx
        .update(merchants)
        .set({ legalBusinessName: 'Renamed' })
        .where(eq(merchants.id, demoMerchant('seaside-travel').id))
        .returning({ id: merchants.id }),
    );
    expect(updated).toEqual([]);
    const moved = withScope(database.db, northwind, (tx) =>
      tx
        .update(merchants)
        .set({ tenantId: BLUE_HARBOR.id })
        .where(eq(merchants.id, demoMerchant('greenleaf').id)),
    );
    expect(await refusal(moved)).toMatch(/violates row-level security policy for table "merchants"/);
    const platformRole = withScope(database.db, northwind, (tx) =>
      tx
        .insert(roles)
        .values({ id: '2b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b', audience: 'platform', name: 'Sneaky' }),
    );
    expect(await refusal(platformRole)).toMatch(/violates row-level security policy for table "roles"/);
  });

  it('runs as the application role and leaves nothing behind after the transaction', async () => {
    const inside = await withScope(database.db, northwind, async (tx) => {
      const result = await tx.execute(
        sql`select current_user as role, current_setting('app.tenant_ids', true) as ids`,
      );
      return (result as unknown as { rows: { role: string; ids: string }[] }).rows[0];
    });
    expect(inside).toEqual({ role: 'paydesk_app', ids: NORTHWIND.id });
    const [after] = await database.query<{ role: string; ids: string | null }>(
      "select current_user as role, current_setting('app.tenant_ids', true) as ids",
    );
    expect(after?.role).not.toBe('paydesk_app');
    expect(after?.ids ?? '').toBe('');
  });

  it('keeps concurrent scopes apart', async () => {
    const scopes = [northwind, tenantOnlyScope(BLUE_HARBOR.id), northwind, tenantOnlyScope(BLUE_HARBOR.id)];
    const results = await Promise.all(
      scopes.map((scope) =>
        withScope(database.db, scope, async (tx) => {
          await tx.execute(sql`select pg_sleep(0.01)`);
          return tx.select({ tenantId: merchants.tenantId }).from(merchants);
        }),
      ),
    );
    results.forEach((rows, i) => {
      const scope = scopes[i]!;
      expect(new Set(rows.map((r) => r.tenantId))).toEqual(
        new Set(scope.tenantIds === 'all' ? [] : scope.tenantIds),
      );
    });
  });

  it('applies the isolation level and access mode asked for, and generic plans only when asked', async () => {
    const settings = sql`select current_setting('transaction_isolation') as isolation,
      current_setting('transaction_read_only') as "readOnly", current_setting('plan_cache_mode') as plans,
      current_user as role`;
    const read = (tx: Parameters<Parameters<typeof withScope>[2]>[0]) =>
      tx.execute(settings).then((result) => (result as unknown as { rows: unknown[] }).rows[0]);
    const snapshot = await withScope(database.db, northwind, read, {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
      genericPlans: true,
    });
    expect(snapshot).toEqual({
      isolation: 'repeatable read',
      readOnly: 'on',
      plans: 'force_generic_plan',
      role: 'paydesk_app',
    });
    const plain = await withScope(database.db, northwind, read);
    expect(plain).toEqual({
      isolation: 'read committed',
      readOnly: 'off',
      plans: 'auto',
      role: 'paydesk_app',
    });
  });

  it('rolls back what a failing callback wrote, and the connection serves the next scope clean', async () => {
    const name = `Rolled back ${Date.now()}`;
    await expect(
      withScope(database.db, northwind, async (tx) => {
        await tx.update(tenants).set({ name }).where(eq(tenants.id, NORTHWIND.id));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const [row] = await withScope(database.db, SYSTEM_SCOPE, (tx) =>
      tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, NORTHWIND.id)),
    );
    expect(row?.name).not.toBe(name);
    // Every pooled connection, not only the one that failed, starts the next scope from nothing.
    const seen = await Promise.all(
      Array.from({ length: 12 }, () =>
        withScope(database.db, tenantOnlyScope(BLUE_HARBOR.id), (tx) =>
          tx.select({ tenantId: merchants.tenantId }).from(merchants),
        ),
      ),
    );
    for (const rows of seen) expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([BLUE_HARBOR.id]));
  });

  it('refuses a scope holding something that is not a UUID', async () => {
    await expect(
      withScope(database.db, { ...SYSTEM_SCOPE, tenantIds: ['*'] }, async () => 1),
    ).rejects.toThrow(/UUID/);
  });
});

/** Rows of `table` as `scope` sees them through row-level security alone (no filter in the query). */
async function unfilteredRows(scope: DataScope, table: string): Promise<Record<string, unknown>[]> {
  return (await unfiltered(scope, table)) as unknown as Record<string, unknown>[];
}

/** The tables whose policy applies a limit (migrations/0036_limit_policies.sql), read from the catalogue. */
async function tablesWhosePolicyReads(limitFunction: string): Promise<string[]> {
  const rows = await database.query<{ table: string }>(
    `select distinct tablename as table from pg_policies
      where schemaname = current_schema() and qual like '%${limitFunction}()%' order by 1`,
  );
  return rows.map((r) => r.table);
}

describe('per-user limits in row-level security (the second line)', () => {
  const acme = demoMerchant('acme').id;
  const limitedToAcme: DataScope = { ...northwind, customerIds: [acme] };
  const limitedToVisa: DataScope = { ...northwind, paymentMethodIds: ['visa'] };

  it('shows a customer-limited user only the rows of their customers, in every table that names a merchant', async () => {
    const tables = await tablesWhosePolicyReads('app_customer_limit');
    // The merchant-owned data of every area: merchants, transactions and their details, tickets, onboarding.
    for (const table of [
      'merchants',
      'transactions',
      'transaction_events',
      'tickets',
      'proposals',
      'users',
    ]) {
      expect(tables).toContain(table);
    }
    // A user's own notifications and dashboards carry the recipient's merchant, which the limit does not hide.
    expect(tables).not.toContain('notifications');
    let outsideSeen = 0;
    for (const table of tables) {
      const merchantOf = (row: Record<string, unknown>) => (table === 'merchants' ? row.id : row.merchant_id);
      const limited = await unfilteredRows(limitedToAcme, table);
      for (const row of limited) expect([acme, null], table).toContain(merchantOf(row));
      const unlimited = await unfilteredRows(northwind, table);
      outsideSeen += unlimited.filter(
        (row) => ![acme, null].includes(merchantOf(row) as string | null),
      ).length;
      expect(limited.length, table).toBe(
        unlimited.filter((row) => [acme, null].includes(merchantOf(row) as string | null)).length,
      );
    }
    // Else the check above proves nothing: the demo data has other merchants' rows to hide.
    expect(outsideSeen).toBeGreaterThan(0);
  });

  it("shows a method-limited user only that method's transactions, their details and what counts them", async () => {
    const transactions = await unfilteredRows(limitedToVisa, 'transactions');
    expect(transactions.length).toBeGreaterThan(0);
    expect(new Set(transactions.map((t) => t.payment_method))).toEqual(new Set(['visa']));
    const all = await unfilteredRows(northwind, 'transactions');
    expect(all.some((t) => t.payment_method !== 'visa')).toBe(true);
    const visible = new Set(transactions.map((t) => t.id));
    // A table of one transaction's details: only the rows of transactions the user may see.
    // Alert rules name a method in their filter, not a transaction: checked on their own below.
    const detailTables = (await tablesWhosePolicyReads('app_payment_method_limit')).filter(
      (table) =>
        !table.startsWith('rollup_') &&
        table !== 'transactions' &&
        table !== 'transaction_status_events' &&
        table !== 'alert_rules',
    );
    for (const rule of await unfilteredRows(limitedToVisa, 'alert_rules')) {
      expect([null, 'visa'], 'alert_rules').toContain(rule.payment_method);
    }
    expect(detailTables).toEqual(
      expect.arrayContaining(['transaction_events', 'disputes', 'money_operations']),
    );
    for (const table of detailTables) {
      for (const row of await unfilteredRows(limitedToVisa, table)) {
        if (row.transaction_id !== null) expect(visible.has(row.transaction_id as string), table).toBe(true);
      }
    }
    const events = await unfilteredRows(limitedToVisa, 'transaction_events');
    expect(events.length).toBeGreaterThan(0);
    // A rollup that holds the method shows only it; one that cannot tell shows nothing.
    const byMethod = await unfilteredRows(limitedToVisa, 'rollup_provider_method');
    for (const row of byMethod) expect(row.payment_method).toBe('visa');
    expect(await unfilteredRows(limitedToVisa, 'rollup_status_currency')).toEqual([]);
    expect(await unfilteredRows(limitedToVisa, 'rollup_decline_reason')).toEqual([]);
  });

  it("shows a provider-limited user only that provider's transactions", async () => {
    const [first] = await unfilteredRows(northwind, 'transactions');
    const provider = first?.service_provider as string;
    const rows = await unfilteredRows({ ...northwind, serviceProviderIds: [provider] }, 'transactions');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((t) => t.service_provider))).toEqual(new Set([provider]));
  });

  it('shows an empty limit nothing, and writes the limits for this transaction only', async () => {
    expect(await unfilteredRows({ ...northwind, customerIds: [] }, 'transactions')).toEqual([]);
    expect(await unfilteredRows({ ...northwind, paymentMethodIds: [] }, 'transactions')).toEqual([]);
    const inside = await withScope(database.db, { ...limitedToVisa, customerIds: [] }, async (tx) => {
      const result = await tx.execute(
        sql`select current_setting('app.customer_ids') as customers, current_setting('app.payment_method_ids') as methods,
          current_setting('app.service_provider_ids') as providers`,
      );
      return (result as unknown as { rows: unknown[] }).rows[0];
    });
    expect(inside).toEqual({ customers: 'none', methods: 'visa', providers: '*' });
    const [after] = await database.query<{ methods: string | null }>(
      "select current_setting('app.payment_method_ids', true) as methods",
    );
    expect(after?.methods ?? '').toBe('');
  });

  it('refuses to write a row for a customer outside the limit', async () => {
    const greenleaf = demoMerchant('greenleaf').id;
    const renamed = await withScope(database.db, limitedToAcme, (tx) =>
      tx
        .update(merchants)
        .set({ legalBusinessName: 'Renamed' })
        .where(eq(merchants.id, greenleaf))
        .returning({ id: merchants.id }),
    );
    expect(renamed).toEqual([]);
  });

  it('refuses a limit holding an id of an unexpected shape', async () => {
    await expect(
      withScope(database.db, { ...northwind, customerIds: ['acme'] }, async () => 1),
    ).rejects.toThrow(/customer id/);
    await expect(
      withScope(database.db, { ...northwind, paymentMethodIds: ["visa', true), ('x"] }, async () => 1),
    ).rejects.toThrow(/payment method id/);
  });
});

describe('scope conditions (the first line)', () => {
  // The system scope lets row-level security pass everything, so only the condition filters here.
  const select = (scope: DataScope) =>
    withScope(database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({ id: merchants.id, tenantId: merchants.tenantId })
        .from(merchants)
        .where(scopedMerchantCondition(scope, merchantColumns)),
    );

  it("keeps a tenant's rows", async () => {
    const rows = await select(northwind);
    expect(rows.length).toBe(DEMO_MERCHANTS.filter((m) => m.tenant === 'northwind').length);
    expect(rows.every((r) => r.tenantId === NORTHWIND.id)).toBe(true);
  });

  it("keeps only a merchant user's merchant, and applies customer limits", async () => {
    expect((await select(acmeOnly)).map((r) => r.id)).toEqual([demoMerchant('acme').id]);
    const limited = {
      ...northwind,
      customerIds: [demoMerchant('greenleaf').id, demoMerchant('seaside-travel').id],
    };
    expect((await select(limited)).map((r) => r.id)).toEqual([demoMerchant('greenleaf').id]);
    expect(await select({ ...northwind, customerIds: [] })).toEqual([]);
  });

  it('filters nothing for every tenant and everything for none', async () => {
    expect(scopedTenantCondition(SYSTEM_SCOPE, merchants.tenantId)).toBeUndefined();
    expect((await select(SYSTEM_SCOPE)).length).toBe(DEMO_MERCHANTS.length);
    expect(await select(nothing)).toEqual([]);
  });

  it('narrows a platform scope to one tenant, and never widens a tenant scope', () => {
    expect(narrowToTenant(SYSTEM_SCOPE, BLUE_HARBOR.id).tenantIds).toEqual([BLUE_HARBOR.id]);
    expect(narrowToTenant(northwind, BLUE_HARBOR.id).tenantIds).toEqual([]);
    expect(narrowToTenant(northwind, NORTHWIND.id).tenantIds).toEqual([NORTHWIND.id]);
  });

  it('serves branding rows only within the scope', async () => {
    const rows = await withScope(database.db, northwind, (tx) =>
      tx
        .select({ tenantId: tenantAssets.tenantId })
        .from(tenantAssets)
        .where(
          and(
            scopedTenantCondition(northwind, tenantAssets.tenantId),
            eq(tenantAssets.tenantId, BLUE_HARBOR.id),
          ),
        ),
    );
    expect(rows).toEqual([]);
    const [user] = await withScope(database.db, northwind, (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.email, 'tenant.admin@blueharbor.test')),
    );
    expect(user).toBeUndefined();
    const [tenant] = await withScope(database.db, northwind, (tx) =>
      tx.select().from(tenants).where(eq(tenants.id, BLUE_HARBOR.id)),
    );
    expect(tenant).toBeUndefined();
  });
});
