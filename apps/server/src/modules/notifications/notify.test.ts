import { NOTIFICATION_LIMITS } from '@paydesk/contracts/notifications/notifications.model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../infra/db/database';
import { SYSTEM_SCOPE, scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import { openTestDatabase } from '../../test/test-database';
import { notifications } from './notifications.table';
import { clearNotifications } from './notifications.test-support';
import { type NewNotification, notifyUsers } from './notify';
import type { Recipient } from './recipients';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => clearNotifications(database.db));

const admin = demoUser('tenant.admin@northwind.test');
const agent = demoUser('tenant.agent@northwind.test');
const acmeUser = demoUser('merchant.admin@acme.test');
const staff = (id: string): Recipient => ({ userId: id, tenantId: NORTHWIND.id, merchantId: null });
const acmeRecipient: Recipient = {
  userId: acmeUser.id,
  tenantId: NORTHWIND.id,
  merchantId: demoMerchant('acme').id,
};

const base: NewNotification = {
  type: 'PreCheckForm',
  title: 'Pre-check form submitted',
  description: '<p>Onboard Bikes Ltd sent its pre-check form.</p>',
  objectUrl: `/crm/onboarding/${demoMerchant('onboard-bikes').id}`,
};

/** A merchant user's own scope: it cannot read tenant staff, yet its actions notify them. */
const acmeScope = scopeForActor({
  userId: acmeUser.id,
  email: acmeUser.email,
  userType: 'merchant',
  audience: 'customer',
  level: 0,
  tenantId: NORTHWIND.id,
  merchantId: demoMerchant('acme').id,
  permissions: new Set(),
  limits: { customers: null, paymentMethods: null, serviceProviders: null },
  mode: 'Live',
});

const rows = () =>
  withScope(database.db, SYSTEM_SCOPE, (tx) => tx.select().from(notifications).orderBy(notifications.userId));

describe('notifyUsers', () => {
  it('writes one row per recipient, once each, never for the actor, from a merchant scope', async () => {
    await withScope(database.db, acmeScope, (tx) =>
      notifyUsers(tx, [staff(admin.id), staff(agent.id), staff(admin.id), acmeRecipient], base, {
        exceptUserId: acmeUser.id,
      }),
    );
    const written = await rows();
    expect(written.map((r) => r.userId).sort()).toEqual([admin.id, agent.id].sort());
    expect(written[0]).toMatchObject({
      tenantId: NORTHWIND.id,
      merchantId: null,
      type: 'PreCheckForm',
      title: 'Pre-check form submitted',
      description: '<p>Onboard Bikes Ltd sent its pre-check form.</p>',
      objectUrl: base.objectUrl,
      useRouter: true,
      isRead: false,
      icon: 'fact_check',
      image: null,
    });
  });

  it('sanitises the description: scripts, handlers and javascript: links go, allowed tags stay', async () => {
    await withScope(database.db, SYSTEM_SCOPE, (tx) =>
      notifyUsers(tx, [staff(admin.id)], {
        ...base,
        description:
          '<p onclick="steal()">Hello <b>there</b><script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a> <a href="/boarding/proposals">y</a></p>',
      }),
    );
    const [row] = await rows();
    expect(row?.description).toBe('<p>Hello <b>there</b> <a>x</a> <a href="/boarding/proposals">y</a></p>');
  });

  it('cuts the title and the description to their limits, keeps useRouter and icon when given', async () => {
    await withScope(database.db, SYSTEM_SCOPE, (tx) =>
      notifyUsers(tx, [staff(admin.id)], {
        type: 'ReportGenerated',
        title: `  Daily   report\n${'x'.repeat(400)}`,
        description: `<p>${'long text '.repeat(1000)}</p>`,
        objectUrl: 'a.csv,b.csv',
        useRouter: false,
        icon: null,
      }),
    );
    const [row] = await rows();
    expect(row?.title.length).toBe(NOTIFICATION_LIMITS.title);
    expect(row?.title.startsWith('Daily report xxx')).toBe(true);
    expect(row?.title.endsWith('…')).toBe(true);
    expect(row?.description.length).toBeLessThanOrEqual(NOTIFICATION_LIMITS.description);
    expect(row?.description.endsWith('…</p>')).toBe(true);
    expect(row).toMatchObject({ useRouter: false, icon: null, objectUrl: 'a.csv,b.csv' });
  });

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      withScope(database.db, SYSTEM_SCOPE, async (tx) => {
        await notifyUsers(tx, [staff(admin.id)], base);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
  });

  it('writes nothing for no recipients or only the actor, and refuses an over-long object URL', async () => {
    await withScope(database.db, SYSTEM_SCOPE, async (tx) => {
      await notifyUsers(tx, [], base);
      await notifyUsers(tx, [staff(admin.id)], base, { exceptUserId: admin.id });
    });
    expect(await rows()).toEqual([]);
    await expect(
      withScope(database.db, SYSTEM_SCOPE, (tx) =>
        notifyUsers(tx, [staff(admin.id)], {
          ...base,
          objectUrl: `/x?${'a'.repeat(NOTIFICATION_LIMITS.objectUrl)}`,
        }),
      ),
    ).rejects.toThrow(/objectUrl/);
  });

  it("cannot write into another tenant's rows from a tenant's or merchant's scope (row-level security)", async () => {
    const blueAdmin = demoUser('tenant.admin@blueharbor.test');
    const foreign: Recipient = { userId: blueAdmin.id, tenantId: BLUE_HARBOR.id, merchantId: null };
    await expect(
      withScope(database.db, acmeScope, (tx) => notifyUsers(tx, [foreign], base)),
    ).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });
});
