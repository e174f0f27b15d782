import * as management from '@paydesk/contracts/dashboards/dashboard-management.endpoints';
import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import type { PersonalWidget, Share } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { describe, expect, it } from 'vitest';
import { catalogueWidget } from '../../seed/demo-dashboard-catalogue';
import { demoRole } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { dashboardsTestApp, widgetsOf } from './dashboards.test-support';
import { SHARED_WITH_ME } from './user-dashboard.service';

const { NORTHWIND_ADMIN, AGENT, BLUE_HARBOR_ADMIN, ACME, SANDBOX } = DEMO_EMAILS;
const { api, add, dashboardOf } = dashboardsTestApp();

const AGENT_ROLE = demoRole('northwind:support-agent').id;
const MERCHANT_ADMIN_ROLE = demoRole('northwind:merchant-admin').id;

const sharedOn = async (email: string) =>
  (await dashboardOf(email)).categories.find((category) => category.name === SHARED_WITH_ME)?.widgets ?? [];

describe('sharing a personal widget with a role', () => {
  it("shows it read-only to the role's holders, and to nobody else, until it is un-shared", async () => {
    const widget = await add(NORTHWIND_ADMIN, 'operator:by-day', { title: 'Team volume' });
    const share = await api.ok<Share>(NORTHWIND_ADMIN, userDashboard.sharePersonalWidget, {
      body: { widgetId: widget.id, roleId: AGENT_ROLE },
    });
    expect(share).toEqual({ widgetId: widget.id, roleId: AGENT_ROLE, roleName: 'Support Agent' });
    // Sharing again changes nothing.
    await api.ok(NORTHWIND_ADMIN, userDashboard.sharePersonalWidget, {
      body: { widgetId: widget.id, roleId: AGENT_ROLE },
    });
    expect((await api.ok<{ items: Share[] }>(NORTHWIND_ADMIN, userDashboard.listShares)).items).toEqual([
      share,
    ]);

    const seen = await sharedOn(AGENT);
    expect(seen.map((w) => [w.id, w.title, w.readOnly, w.source, w.sharedBy])).toEqual([
      [widget.id, 'Team volume', true, 'shared', 'Oliver Bennett'],
    ]);
    // The agent still sees the default beside it (no widget of their own yet); the owner does not see it as shared.
    expect((await dashboardOf(AGENT)).isDefault).toBe(true);
    expect(await sharedOn(NORTHWIND_ADMIN)).toEqual([]);
    expect(await sharedOn(BLUE_HARBOR_ADMIN)).toEqual([]);
    // A holder may not change it, but may copy it to their own dashboard.
    expect(
      await api.refused(
        AGENT,
        userDashboard.editPersonalWidgets,
        { body: { widgets: [{ id: widget.id, title: 'Mine' }] } },
        404,
      ),
    ).toBe('NOT_FOUND');
    const copy = await api.ok<PersonalWidget>(AGENT, userDashboard.clonePersonalWidget, {
      params: { id: widget.id },
    });
    expect(copy).toMatchObject({ title: 'Team volume (copy)', source: 'own', readOnly: false });

    await api.ok(NORTHWIND_ADMIN, userDashboard.unsharePersonalWidget, {
      body: { widgetId: widget.id, roleId: AGENT_ROLE },
    });
    expect(await sharedOn(AGENT)).toEqual([]);
  });

  it('never widens what a holder may see: a widget their roles do not get stays hidden', async () => {
    const widget = await add(NORTHWIND_ADMIN, 'reporting:by-customer');
    await api.ok(NORTHWIND_ADMIN, userDashboard.sharePersonalWidget, {
      body: { widgetId: widget.id, roleId: AGENT_ROLE },
    });
    expect((await sharedOn(AGENT)).map((w) => w.id)).toContain(widget.id);
    const agentRole = (
      await api.ok<{ items: { roleId: string; widgetsIds: string[] }[] }>(
        NORTHWIND_ADMIN,
        management.listRoleWidgets,
      )
    ).items.find((role) => role.roleId === AGENT_ROLE);
    await api.ok(NORTHWIND_ADMIN, management.assignTenantRoleWidgets, {
      body: {
        roleId: AGENT_ROLE,
        widgetsIds: (agentRole?.widgetsIds ?? []).filter(
          (id) => id !== catalogueWidget('reporting:by-customer').id,
        ),
      },
    });
    expect((await sharedOn(AGENT)).map((w) => w.id)).not.toContain(widget.id);
  });

  it("keeps a merchant user's share inside their merchant, and refuses roles they may not share with", async () => {
    const widget = await add(ACME, 'merchant:by-status');
    await api.ok(ACME, userDashboard.sharePersonalWidget, {
      body: { widgetId: widget.id, roleId: MERCHANT_ADMIN_ROLE },
    });
    // The sandbox merchant's administrator holds the same role, at another merchant.
    expect(widgetsOf(await dashboardOf(SANDBOX)).map((w) => w.id)).not.toContain(widget.id);
    // A tenant role, and another tenant's role, are not roles a merchant user shares with.
    for (const roleId of [AGENT_ROLE, demoRole('blueharbor:merchant-admin').id]) {
      expect(
        await api.refused(
          ACME,
          userDashboard.sharePersonalWidget,
          { body: { widgetId: widget.id, roleId } },
          404,
        ),
      ).toBe('NOT_FOUND');
    }
    // Nor may another user share it.
    expect(
      await api.refused(
        SANDBOX,
        userDashboard.sharePersonalWidget,
        { body: { widgetId: widget.id, roleId: MERCHANT_ADMIN_ROLE } },
        404,
      ),
    ).toBe('NOT_FOUND');
  });

  it('offers exactly the roles the share call accepts: their own tenant and kind', async () => {
    type Roles = { items: { id: string; name: string }[] };
    const offered = async (email: string) =>
      (await api.ok<Roles>(email, userDashboard.listShareableRoles)).items.map((role) => role.id);
    const staffRoles = await offered(NORTHWIND_ADMIN);
    expect(staffRoles).toContain(AGENT_ROLE);
    expect(staffRoles).not.toContain(MERCHANT_ADMIN_ROLE);
    expect(staffRoles).not.toContain(demoRole('blueharbor:merchant-admin').id);
    const merchantRoles = await offered(ACME);
    expect(merchantRoles).toContain(MERCHANT_ADMIN_ROLE);
    expect(merchantRoles).not.toContain(AGENT_ROLE);
    // Each offered role is one the share call takes.
    const widget = await add(ACME, 'merchant:by-status');
    for (const roleId of merchantRoles) {
      await api.ok(ACME, userDashboard.sharePersonalWidget, { body: { widgetId: widget.id, roleId } });
    }
    expect(await offered(BLUE_HARBOR_ADMIN)).not.toContain(AGENT_ROLE);
  });
});
