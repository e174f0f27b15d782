import * as management from '@paydesk/contracts/dashboards/dashboard-management.endpoints';
import type {
  AssignableCategories,
  RoleWidgets,
} from '@paydesk/contracts/dashboards/dashboard-management.schemas';
import { describe, expect, it } from 'vitest';
import { catalogueWidget, DEMO_CATALOGUE } from '../../seed/demo-dashboard-catalogue';
import { BLUE_HARBOR, demoRole, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { auditRowsOf, dashboardsTestApp } from './dashboards.test-support';

const { PLATFORM, NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN, AGENT, ACME } = DEMO_EMAILS;
const { testApp, api, availableTo } = dashboardsTestApp();

const TENANT_ADMIN_ROLE = demoRole('northwind:tenant-admin').id;
const MERCHANT_ADMIN_ROLE = demoRole('northwind:merchant-admin').id;
const everyId = DEMO_CATALOGUE.map((widget) => widget.id);

describe('who gets which widget (tenant ∩ roles)', () => {
  it('gives a user the widgets their tenant gets that one of their roles gets, platform staff all', async () => {
    const pipeline = catalogueWidget('onboarding:pipeline').id;
    const merchantChart = catalogueWidget('merchant:by-status').id;
    // Seeded: tenant roles get the operator and shared widgets, merchant roles the merchant and shared ones.
    expect(await availableTo(NORTHWIND_ADMIN)).toContain(pipeline);
    expect(await availableTo(NORTHWIND_ADMIN)).not.toContain(merchantChart);
    expect(await availableTo(ACME)).toContain(merchantChart);
    expect((await availableTo(PLATFORM)).length).toBe(DEMO_CATALOGUE.length);
    // The alerts table's call needs CRM.Reports.Alerts: the support agent's role, without it, is not
    // given the table (its default dashboard would show a 403).
    const alerts = catalogueWidget('operator:alerts').id;
    expect(await availableTo(NORTHWIND_ADMIN)).toContain(alerts);
    expect(await availableTo(AGENT)).not.toContain(alerts);
    expect(await availableTo(AGENT)).toContain(catalogueWidget('operator:by-status').id);

    // The role loses the pipeline: the tenant still has it, the role's holder no longer does.
    const roleSet = await api.ok<{ items: RoleWidgets[] }>(NORTHWIND_ADMIN, management.listRoleWidgets);
    const adminRole = roleSet.items.find((role) => role.roleId === TENANT_ADMIN_ROLE);
    const without = (adminRole?.widgetsIds ?? []).filter((id) => id !== pipeline);
    const saved = await api.ok<RoleWidgets>(NORTHWIND_ADMIN, management.assignTenantRoleWidgets, {
      body: { roleId: TENANT_ADMIN_ROLE, widgetsIds: without },
    });
    expect(saved.widgetsIds).not.toContain(pipeline);
    expect(await availableTo(NORTHWIND_ADMIN)).not.toContain(pipeline);

    // The tenant loses a widget its merchant role has: the role keeps only what its tenant still gets.
    await api.ok(PLATFORM, management.assignTenantWidgets, {
      params: { tenantId: NORTHWIND.id },
      body: { widgetsIds: everyId.filter((id) => id !== merchantChart) },
    });
    expect(await availableTo(ACME)).not.toContain(merchantChart);
    const merchantRole = await api.ok<AssignableCategories>(
      NORTHWIND_ADMIN,
      management.merchantRoleAssignableWidgets,
      {
        query: { roleId: MERCHANT_ADMIN_ROLE },
      },
    );
    const offered = merchantRole.items.flatMap((category) =>
      category.widgets.map((widget) => widget.widgetId),
    );
    expect(offered).not.toContain(merchantChart);
    // Another tenant is untouched.
    expect(await availableTo(BLUE_HARBOR_ADMIN)).toContain(catalogueWidget('operator:by-status').id);

    expect(await auditRowsOf(testApp(), 'dashboardAssignment.tenant', NORTHWIND.id)).toHaveLength(1);
    expect(await auditRowsOf(testApp(), 'dashboardAssignment.role', TENANT_ADMIN_ROLE)).toHaveLength(1);
  });

  it("refuses a widget the role's tenant does not get, and a role of the other kind", async () => {
    const notInTenant = catalogueWidget('merchant:by-status').id;
    await api.ok(PLATFORM, management.assignTenantWidgets, {
      params: { tenantId: NORTHWIND.id },
      body: { widgetsIds: everyId.filter((id) => id !== notInTenant) },
    });
    expect(
      await api.refused(
        NORTHWIND_ADMIN,
        management.assignMerchantRoleWidgets,
        {
          body: { roleId: MERCHANT_ADMIN_ROLE, widgetsIds: [notInTenant] },
        },
        409,
      ),
    ).toBe('DASHBOARD_WIDGET_NOT_ASSIGNED_TO_TENANT');
    expect(
      await api.refused(
        NORTHWIND_ADMIN,
        management.assignTenantRoleWidgets,
        {
          body: { roleId: MERCHANT_ADMIN_ROLE, widgetsIds: [] },
        },
        409,
      ),
    ).toBe('DASHBOARD_ROLE_TYPE_MISMATCH');
  });

  it("answers 404 for another tenant's role and tenant, and 403 to tenant staff on the platform's calls", async () => {
    const foreignRole = demoRole('blueharbor:tenant-admin').id;
    expect(
      await api.refused(
        NORTHWIND_ADMIN,
        management.assignRoleWidgets,
        { body: { roleId: foreignRole, widgetsIds: [] } },
        404,
      ),
    ).toBe('NOT_FOUND');
    expect(
      await api.refused(
        NORTHWIND_ADMIN,
        management.listRoleWidgets,
        { query: { tenantId: BLUE_HARBOR.id } },
        404,
      ),
    ).toBe('NOT_FOUND');
    expect(
      await api.refused(
        NORTHWIND_ADMIN,
        management.tenantAssignableWidgets,
        { params: { tenantId: NORTHWIND.id } },
        403,
      ),
    ).toBe('FORBIDDEN');
    // The support agent holds the dashboard's view key, not Dashboard.Management.
    expect(await api.refused(AGENT, management.listCategories, {}, 403)).toBe('FORBIDDEN');
  });

  it('refuses an unknown widget in a tenant set on its place in the list', async () => {
    const response = await api.call(PLATFORM, management.assignTenantWidgets, {
      params: { tenantId: BLUE_HARBOR.id },
      body: { widgetsIds: [everyId[0], '00000000-0000-4000-8000-000000000000'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'body.widgetsIds.1', message: 'No such widget' },
    ]);
  });
});
