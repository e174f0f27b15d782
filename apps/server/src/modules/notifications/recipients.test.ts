import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../infra/db/database';
import { roles, users } from '../../infra/db/schema';
import { type DataScope, SYSTEM_SCOPE, tenantOnlyScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoRole, demoUser, NORTHWIND } from '../../seed/demo-data';
import { TEST_USERS } from '../../test/fixtures';
import { openTestDatabase } from '../../test/test-database';
import { merchantUsersHolding, recipientByEmail, recipientById, tenantStaffHolding } from './recipients';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const id = (email: string) => demoUser(email).id;
const fixtureId = async (email: string) => {
  const [row] = await withScope(database.db, SYSTEM_SCOPE, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
  );
  return row?.id;
};
/** Acme's own scope: it sees none of the tenant staff it must be able to notify. */
const acmeScope: DataScope = { ...tenantOnlyScope(NORTHWIND.id), merchantId: demoMerchant('acme').id };
const inScope = <T>(scope: DataScope, fn: Parameters<typeof withScope<T>>[2]) =>
  withScope(database.db, scope, fn);
const ids = (recipients: { userId: string }[]) => recipients.map((r) => r.userId).sort();

describe('tenantStaffHolding', () => {
  it("finds the tenant's staff holding the key whose customer limits allow the merchant, from a merchant's scope", async () => {
    const visible = await inScope(acmeScope, (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.userType, 'crm')),
    );
    expect(visible).toEqual([]);

    const forAcme = await inScope(acmeScope, (tx) =>
      tenantStaffHolding(tx, {
        tenantId: NORTHWIND.id,
        anyOf: ['CRM.Support.Lookup'],
        merchantId: demoMerchant('acme').id,
      }),
    );
    // The admin (no limits) and the agent (limited to acme and sandbox-labs); not the locked or
    // inactive agents, not the user whose limits are empty, not platform staff.
    expect(ids(forAcme)).toEqual(
      [id('tenant.admin@northwind.test'), id('tenant.agent@northwind.test')].sort(),
    );
    expect(forAcme.every((r) => r.tenantId === NORTHWIND.id && r.merchantId === null)).toBe(true);

    const forHarbour = await inScope(acmeScope, (tx) =>
      tenantStaffHolding(tx, {
        tenantId: NORTHWIND.id,
        anyOf: ['CRM.Support.Lookup'],
        merchantId: demoMerchant('harbour-coffee').id,
      }),
    );
    expect(ids(forHarbour)).toEqual([id('tenant.admin@northwind.test')]);
  });

  it('without a merchant, ignores customer limits; never answers platform staff or another tenant', async () => {
    const all = await inScope(SYSTEM_SCOPE, (tx) =>
      tenantStaffHolding(tx, { tenantId: NORTHWIND.id, anyOf: ['CRM.Onboarding.View'] }),
    );
    expect(ids(all)).toEqual(
      [id('tenant.admin@northwind.test'), (await fixtureId(TEST_USERS.limited)) as string].sort(),
    );
    expect(ids(all)).not.toContain(id('platform.admin@paydesk.test'));
    const blue = await inScope(SYSTEM_SCOPE, (tx) =>
      tenantStaffHolding(tx, { tenantId: BLUE_HARBOR.id, anyOf: ['CRM.Onboarding.View'] }),
    );
    expect(ids(blue)).toEqual([id('tenant.admin@blueharbor.test')]);
  });

  it('counts only keys a tenant role can grant', async () => {
    // A merchant key written on a tenant role holds nothing, as at sign-in.
    await inScope(SYSTEM_SCOPE, (tx) =>
      tx
        .update(roles)
        .set({ permissions: ['CRM.Support.Lookup', 'viewMerchantPortalProposals'] })
        .where(eq(roles.id, demoRole('northwind:support-agent').id)),
    );
    const found = await inScope(SYSTEM_SCOPE, (tx) =>
      tenantStaffHolding(tx, { tenantId: NORTHWIND.id, anyOf: ['viewMerchantPortalProposals'] }),
    );
    expect(found).toEqual([]);
  });
});

describe('merchantUsersHolding', () => {
  it("finds the merchant's users holding an onboarding key, from the tenant's scope", async () => {
    const bikes = demoMerchant('onboard-bikes').id;
    const found = await inScope(tenantOnlyScope(NORTHWIND.id), (tx) =>
      merchantUsersHolding(tx, {
        tenantId: NORTHWIND.id,
        merchantId: bikes,
        anyOf: ['viewMerchantPortalProposals'],
      }),
    );
    expect(found).toEqual([
      { userId: id('merchant.new@onboard.test'), tenantId: NORTHWIND.id, merchantId: bikes },
    ]);
    const acme = await inScope(tenantOnlyScope(NORTHWIND.id), (tx) =>
      merchantUsersHolding(tx, {
        tenantId: NORTHWIND.id,
        merchantId: demoMerchant('acme').id,
        anyOf: ['viewMerchantPortalProposals'],
      }),
    );
    expect(acme).toEqual([]);
  });
});

describe('recipientByEmail / recipientById', () => {
  it('finds a user wherever they are, with their side; nobody for an inactive user', async () => {
    const platform = await inScope(acmeScope, (tx) => recipientByEmail(tx, 'Platform.Admin@paydesk.test'));
    expect(platform).toEqual({
      userId: id('platform.admin@paydesk.test'),
      tenantId: null,
      merchantId: null,
      audience: 'platform',
    });
    const agent = await inScope(acmeScope, (tx) => recipientById(tx, id('tenant.agent@northwind.test')));
    expect(agent).toMatchObject({ tenantId: NORTHWIND.id, merchantId: null, audience: 'tenant' });
    expect(await inScope(acmeScope, (tx) => recipientByEmail(tx, TEST_USERS.inactive))).toBeNull();
    expect(await inScope(acmeScope, (tx) => recipientByEmail(tx, 'nobody@nowhere.test'))).toBeNull();
  });
});
