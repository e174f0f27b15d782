import * as calls from '@paydesk/contracts/user-admin/user-admin.endpoints';
import type { ManagedUser, Role } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../infra/audit/audit-chain';
import { auditEvents } from '../../infra/audit/audit-events.table';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoRole, demoUser, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { adminTestApp } from './user-admin.test-support';

/** Every administration write is in the audit trail, in its transaction; every refusal too. */
const { api, testApp } = adminTestApp();
const { NORTHWIND_ADMIN } = DEMO_EMAILS;

async function eventsFor(resourceId: string) {
  return withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resourceId, resourceId))
      .orderBy(desc(auditEvents.seq)),
  );
}

describe('the audit trail of user and role administration', () => {
  it('records an invitation, an edit and a deactivation with the state before and after, in the tenant’s chain', async () => {
    const user = await api.staff('audited.user@northwind.test');
    await api.ok(NORTHWIND_ADMIN, calls.updateCrmUser, {
      params: { id: user.id },
      body: { firstName: 'Audited', lastName: 'Renamed', roleIds: [demoRole('northwind:support-agent').id] },
    });
    await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.setUserActivation, {
      params: { id: user.id },
      body: { isActive: false },
    });
    const events = await eventsFor(user.id);
    expect(events.map((e) => e.action)).toEqual(['user.deactivate', 'user.update', 'user.invite']);
    const [deactivate, update, invite] = events;
    expect(invite?.before).toBeNull();
    expect(invite?.after).toMatchObject({ email: 'audited.user@northwind.test', status: 'InvitationSent' });
    expect(update?.before).toMatchObject({ lastName: 'audited.user' });
    expect(update?.after).toMatchObject({ firstName: 'Audited', lastName: 'Renamed' });
    expect(deactivate?.after).toMatchObject({ isActive: false });
    for (const event of events) {
      expect(event).toMatchObject({
        tenantId: NORTHWIND.id,
        outcome: 'success',
        actorEmail: NORTHWIND_ADMIN,
        actorUserId: demoUser(NORTHWIND_ADMIN).id,
        resourceType: 'user',
      });
      expect(event.actorRoles).toContain('Tenant Administrator');
    }
    expect(
      (await verifyAuditChain(testApp().database.db, SYSTEM_SCOPE, { tenantId: NORTHWIND.id })).valid,
    ).toBe(true);
  });

  it('records a role edit with its keys before and after', async () => {
    const role = await api.ok<Role>(NORTHWIND_ADMIN, calls.createRole, {
      params: { type: 'crm' },
      body: { name: 'Audited role', permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [] },
    });
    await api.ok(NORTHWIND_ADMIN, calls.updateRolePermissions, {
      params: { id: role.id },
      body: { permissions: ['CRM.Dashboard.View', 'CRM.Disputes.View'], scaRequiredPermissions: [] },
    });
    const [edit, create] = await eventsFor(role.id);
    expect(create?.action).toBe('role.create');
    expect(edit?.action).toBe('role.permissions');
    expect(edit?.before).toMatchObject({ permissions: ['CRM.Dashboard.View'] });
    expect(edit?.after).toMatchObject({ permissions: ['CRM.Dashboard.View', 'CRM.Disputes.View'] });
  });

  it('records a refused write as denied, with the refusal, and changes nothing', async () => {
    const admin = demoUser(NORTHWIND_ADMIN);
    expect(
      await api.refused(
        NORTHWIND_ADMIN,
        calls.setUserActivation,
        { params: { id: admin.id }, body: { isActive: false } },
        409,
      ),
    ).toBe('SELF_ACTION_REFUSED');
    const [denied] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.resourceId, admin.id), eq(auditEvents.outcome, 'denied')))
        .orderBy(desc(auditEvents.seq))
        .limit(1),
    );
    expect(denied).toMatchObject({
      action: 'userAdmin.setUserActivation',
      tenantId: NORTHWIND.id,
      actorEmail: NORTHWIND_ADMIN,
      after: { isActive: false },
    });
    expect(denied?.reason).toContain('SELF_ACTION_REFUSED');
    expect((await eventsFor(admin.id)).filter((e) => e.outcome === 'success')).toEqual([]);
  });
});
