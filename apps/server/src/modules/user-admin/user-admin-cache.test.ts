import * as calls from '@paydesk/contracts/user-admin/user-admin.endpoints';
import type { Role } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { describe, expect, it } from 'vitest';
import { demoRole } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { adminTestApp } from './user-admin.test-support';

/**
 * Rule 5 of issue 17: a role, role-assignment or limit change takes effect on the holders' next request,
 * with the actor cache on (as in production): the change announces itself (0017, 0026) and the
 * cached actor is read again.
 */

const { api } = adminTestApp({ actorCache: true });

const { NORTHWIND_ADMIN } = DEMO_EMAILS;

/** The holder's status on the staff list until it is `status` (an announcement arrives a moment after its commit on PostgreSQL). */
async function eventuallyAnswers(email: string, status: number): Promise<void> {
  const until = Date.now() + 5_000;
  for (;;) {
    const response = await api.call(email, calls.listCrmUsers, { query: {} });
    if (response.statusCode === status) return;
    if (Date.now() > until) expect(response.statusCode, response.body).toBe(status);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a change reaches the holders' next request through the actor cache", () => {
  it("a role's new keys", async () => {
    const clerk = await api.staff('cache.clerk@northwind.test', ['northwind:support-agent']);
    // Cached: the clerk's actor is kept after this call.
    expect((await api.call(clerk.email, calls.listCrmUsers, { query: {} })).statusCode).toBe(403);
    const role = await api.ok<Role>(NORTHWIND_ADMIN, calls.getRole, {
      params: { id: demoRole('northwind:support-agent').id },
    });
    const granted = { permissions: [...role.permissions, 'CRM.Users.Crm'], scaRequiredPermissions: [] };
    await api.ok(NORTHWIND_ADMIN, calls.updateRolePermissions, { params: { id: role.id }, body: granted });
    await eventuallyAnswers(clerk.email, 200);
    const taken = { permissions: role.permissions, scaRequiredPermissions: [] };
    await api.ok(NORTHWIND_ADMIN, calls.updateRolePermissions, { params: { id: role.id }, body: taken });
    await eventuallyAnswers(clerk.email, 403);
  });

  it("a user's new roles, a limit, and a deactivation", async () => {
    const clerk = await api.staff('cache.second@northwind.test', ['northwind:support-agent']);
    expect((await api.call(clerk.email, calls.listCrmUsers, { query: {} })).statusCode).toBe(403);
    const roleIds = [demoRole('northwind:support-agent').id, demoRole('northwind:tenant-admin').id];
    await api.ok(NORTHWIND_ADMIN, calls.updateCrmUser, {
      params: { id: clerk.id },
      body: { firstName: 'Cache', lastName: 'Second', roleIds },
    });
    await eventuallyAnswers(clerk.email, 200);
    // A limit: no merchant at all, so no merchant's users on the clerk's next list.
    const merchantUsers = async () =>
      (await api.ok<{ count: number }>(clerk.email, calls.listMerchantUsers, { query: {} })).count;
    expect(await merchantUsers()).toBeGreaterThan(0);
    await api.ok(NORTHWIND_ADMIN, calls.setCustomerLimit, {
      params: { id: clerk.id },
      body: { merchantIds: [] },
    });
    const until = Date.now() + 5_000;
    while ((await merchantUsers()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(await merchantUsers()).toBe(0);
    await api.ok(NORTHWIND_ADMIN, calls.setUserActivation, {
      params: { id: clerk.id },
      body: { isActive: false },
    });
    await eventuallyAnswers(clerk.email, 401);
  });
});
