import { getActiveCurrencies } from '@paydesk/contracts/lookups/lookups.endpoints';
import * as tenantAdmin from '@paydesk/contracts/tenant-admin/tenant-admin.endpoints';
import { listTenants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { TenantsScreen } from '../pages/tenant-admin-screens';
import { HARBOR_ID, NORTHWIND_ID, tenantRow, tenantSettings } from '../testing/tenant-admin-fixtures';

const HARBOR = tenantRow({
  tenantId: HARBOR_ID,
  tenantName: 'Blue Harbor',
  isDefaultTenant: false,
  isActive: false,
});

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(listTenants, { count: 2, data: [tenantRow(), HARBOR] });
  api.on(getActiveCurrencies, [
    { id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 },
    { id: 'GBP', name: 'Pound sterling', numericCode: '826', decimalPlaces: 2 },
  ]);
});
afterEach(() => expect(api.unhandled).toEqual([]));

const renderPage = () =>
  renderWithUser(<TenantsScreen />, platformAdmin, { route: '/crm/tenant-management/tenants' });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const part = (name: string) => document.querySelector(`[data-part="${name}"]`) as HTMLElement;

describe('tenants (crm/tenant-management/tenants)', () => {
  it('lists the tenants with an Active or Inactive pill, and searches by name after a pause', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tenants' })).toBeVisible();
    const northwind = await rowOf('Northwind Payments');
    expect(within(northwind).getByText('Active').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'positive',
    );
    const harbor = await rowOf('Blue Harbor');
    expect(within(harbor).getByText('Inactive').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'negative',
    );
    expect(within(harbor).getByRole('button', { name: 'Activate Blue Harbor' })).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'harb');
    await waitFor(() => expect(api.callsTo(listTenants).at(-1)?.query.get('searchKey')).toBe('harb'));
    expect(api.callsTo(listTenants).at(-1)?.query.get('pageIndex')).toBe('0');
  });

  it('deactivates a tenant only after a confirmation that says its users are signed out', async () => {
    api.on(tenantAdmin.deactivateTenant, tenantSettings({ isActive: false }));
    renderPage();
    const row = await rowOf('Northwind Payments');
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate Northwind Payments' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Northwind Payments?' });
    expect(dialog).toHaveTextContent('signed out on their next request');
    expect(api.callsTo(tenantAdmin.deactivateTenant)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo(tenantAdmin.deactivateTenant)).toHaveLength(1));
    expect(api.callsTo(tenantAdmin.deactivateTenant)[0]?.params.tenantId).toBe(NORTHWIND_ID);
    expect(await screen.findByText('Northwind Payments is deactivated')).toBeVisible();
  });

  it('creates a tenant with its first administrator; the preview follows the colours and layout typed', async () => {
    api.on(tenantAdmin.createTenant, tenantSettings({ tenantId: HARBOR_ID, name: 'Harbourline' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Create tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a tenant' });
    const preview = within(dialog).getByRole('group', { name: 'Preview of the portal in the chosen theme' });
    expect(preview).toBeVisible();
    expect(part('sidebar').dataset.colour).toBe('#2e43fe');

    const sidebar = within(dialog).getByRole('textbox', { name: 'Sidebar' });
    fireEvent.change(sidebar, { target: { value: '#0b3d5c' } });
    await waitFor(() => expect(part('sidebar').dataset.colour).toBe('#0b3d5c'));
    const before = part('button').dataset.colour;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Primary' }), {
      target: { value: '#7a1f5c' },
    });
    await waitFor(() => expect(part('button').dataset.colour).not.toBe(before));
    expect(part('button').dataset.colour).toBe('#7a1f5c');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Header' }), {
      target: { value: '#fde68a' },
    });
    await waitFor(() => expect(part('header').dataset.colour).toBe('#fde68a'));
    // A half-typed colour is refused on its field and the preview keeps a colour it can draw.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Main background' }), {
      target: { value: '#12' },
    });
    expect(within(dialog).getAllByText('A colour like #09d0bd').length).toBeGreaterThan(0);
    expect(part('main').dataset.colour).toBe('#f5f5f5');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Main background' }), {
      target: { value: '#eef4f8' },
    });
    await waitFor(() => expect(part('main').dataset.colour).toBe('#eef4f8'));

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Harbourline' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'hana@harbourline.test' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Hana' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Last name' }), {
      target: { value: 'Line' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and invite' }));
    await waitFor(() => expect(api.callsTo(tenantAdmin.createTenant)).toHaveLength(1));
    expect(api.callsTo(tenantAdmin.createTenant)[0]?.body).toMatchObject({
      name: 'Harbourline',
      baseCurrency: 'EUR',
      theme: { sidebarBackgroundColor: '#0b3d5c', primaryColor: '#7a1f5c', layoutName: 'vertical-layout-1' },
      firstAdministrator: { email: 'hana@harbourline.test', firstName: 'Hana', lastName: 'Line' },
    });
    expect(
      await screen.findByText('Harbourline is created; the invitation went to hana@harbourline.test'),
    ).toBeVisible();
  });

  it('edits a tenant and shows a taken name on the name field', async () => {
    api.on(tenantAdmin.getTenantSettings, tenantSettings());
    api.on(tenantAdmin.updateTenant, () =>
      errorResponse(409, 'Another tenant is already named Blue Harbor', 'TENANT_NAME_TAKEN'),
    );
    renderPage();
    await userEvent.click(
      within(await rowOf('Northwind Payments')).getByRole('button', { name: 'Edit Northwind Payments' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Northwind Payments' });
    expect(within(dialog).getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      `/branding/${NORTHWIND_ID}/logo.svg`,
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Blue Harbor' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another tenant is already named Blue Harbor')).toBeVisible();
    expect(api.callsTo(tenantAdmin.updateTenant)[0]?.body).toMatchObject({
      name: 'Blue Harbor',
      loginTemplate: 'northwind',
    });
  });

  it('uploads a new logo and shows it as the server serves it', async () => {
    const newLogo = `/branding/${NORTHWIND_ID}/logo.png?v=0123456789ab`;
    api.on(tenantAdmin.getTenantSettings, tenantSettings());
    api.on(tenantAdmin.uploadTenantBranding, tenantSettings({ logoUrl: newLogo }));
    renderPage();
    fireEvent.click(
      within(await rowOf('Northwind Payments')).getByRole('button', { name: 'Edit Northwind Payments' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Northwind Payments' });
    expect(
      within(dialog).getByText('PNG or JPEG, at most 512 KB. SVG is not accepted: it can carry script.'),
    ).toBeVisible();
    const [logoInput] = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(logoInput as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(api.callsTo(tenantAdmin.uploadTenantBranding)).toHaveLength(1));
    expect(api.callsTo(tenantAdmin.uploadTenantBranding)[0]?.params).toEqual({
      tenantId: NORTHWIND_ID,
      asset: 'logo',
    });
    expect(await screen.findByText('Logo uploaded')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', newLogo),
    );
  });
});
