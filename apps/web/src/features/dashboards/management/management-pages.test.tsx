import * as management from '@paydesk/contracts/dashboards/dashboard-management.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { TenantRoleWidgetsScreen, WidgetCategoriesScreen } from './management-screens';

const TENANT = '00000000-0000-4000-8000-0000000000e1';
const ROLE = '00000000-0000-4000-8000-0000000000e2';
const CATEGORY = '00000000-0000-4000-8000-0000000000e3';
const W1 = '00000000-0000-4000-8000-0000000000f1';
const W2 = '00000000-0000-4000-8000-0000000000f2';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => expect(api.unhandled).toEqual([]));

describe('dashboard management', () => {
  it("gives a tenant role the widgets ticked, sending the role's whole set", async () => {
    api.on(management.listRoleWidgets, {
      items: [
        { roleId: ROLE, roleName: 'Operations', roleType: 'crm', tenantId: TENANT, widgetsIds: [W1] },
        { roleId: W2, roleName: 'Merchant admin', roleType: 'merchant', tenantId: TENANT, widgetsIds: [] },
      ],
    });
    api.on(management.tenantRoleAssignableWidgets, {
      items: [
        {
          id: CATEGORY,
          name: 'Summary',
          widgets: [
            { widgetId: W1, name: 'Transactions today', widgetType: 'COUNT_WIDGET', assigned: true },
            { widgetId: W2, name: 'By status', widgetType: 'CHART_WIDGET', assigned: false },
          ],
        },
      ],
    });
    api.on(management.assignTenantRoleWidgets, (call) => ({
      roleId: ROLE,
      roleName: 'Operations',
      roleType: 'crm',
      tenantId: TENANT,
      widgetsIds: (call.body as { widgetsIds: string[] }).widgetsIds,
    }));
    renderWithUser(<TenantRoleWidgetsScreen />, tenantAdmin, {
      route: '/crm/settings/dashboard/management/tenant/roles',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenant roles' })).toBeVisible();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Operations']);
    fireEvent.click(options[0] as HTMLElement);
    const section = await screen.findByRole('region', { name: 'Widgets of Operations' });
    expect(within(section).getByRole('checkbox', { name: 'Transactions today · Count' })).toBeChecked();
    fireEvent.click(within(section).getByRole('checkbox', { name: 'By status · Chart' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(management.assignTenantRoleWidgets)).toHaveLength(1));
    expect(api.callsTo(management.assignTenantRoleWidgets)[0]?.body).toEqual({
      roleId: ROLE,
      widgetsIds: [W1, W2],
    });
    expect(await screen.findByText('The widgets of Operations were saved')).toBeVisible();
  }, 15_000);

  it('creates a widget category and shows the name the server refuses under the field', async () => {
    api.on(management.listCategories, { items: [{ id: CATEGORY, name: 'Summary', widgetCount: 4 }] });
    api.on(
      management.createCategory,
      new Response(
        JSON.stringify({
          error: { code: 'DASHBOARD_CATEGORY_NAME_TAKEN', message: 'A category is named Summary already' },
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    );
    renderWithUser(<WidgetCategoriesScreen />, platformAdmin, {
      route: '/crm/settings/dashboard/management/categories-settings',
    });
    expect(await screen.findByRole('cell', { name: 'Summary' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New widget category' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Summary' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(management.createCategory)).toHaveLength(1));
    expect(api.callsTo(management.createCategory)[0]?.body).toEqual({ name: 'Summary' });
    expect(await screen.findByText('A category is named Summary already')).toBeVisible();
  }, 15_000);
});
