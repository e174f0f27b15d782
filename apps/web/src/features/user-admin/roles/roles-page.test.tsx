import type { Permission } from '@paydesk/contracts/auth/permissions';
import * as userAdmin from '@paydesk/contracts/user-admin/user-admin.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { RolesScreen } from '../pages/user-admin-screens';
import { ADMIN_ROLE, SUPPORT_ROLE } from '../testing/user-admin-fixtures';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(userAdmin.listAllRoles, [SUPPORT_ROLE, ADMIN_ROLE]);
});
afterEach(() => expect(api.unhandled).toEqual([]));

const renderPage = (user = tenantAdmin, route = '/crm/users/managment') =>
  renderWithUser(<RolesScreen />, user, { route });
// By label, not by role: a role query computes the role, the accessible name and the visibility of
// each of the hundreds of checkboxes on every call (the file's tests took a third longer).
const checkbox = (name: string) => screen.getByLabelText(name, { selector: 'input[type="checkbox"]' });
// Clicks without the pointer-events check, which reads the computed style up the tree of each target.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

// The editor draws every key of a role type (over a hundred rows of three checkboxes): a busy
// machine needs more than the default 5 s for the longer walks through it.
describe('the role and permission editor (crm/users/managment)', { timeout: 15_000 }, () => {
  it('opens the first role with its keys in the View, Manage and Requires step-up columns', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'User management' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Support agent');
    for (const heading of ['View', 'Manage', 'Requires step-up'])
      expect(screen.getByRole('columnheader', { name: heading })).toBeVisible();
    expect(checkbox('View: Look up transactions')).toBeChecked();
    expect(checkbox('Manage: Refund, void, capture and other transaction actions')).not.toBeChecked();
    expect(screen.getByRole('rowheader', { name: 'Transactions' })).toBeVisible();
    expect(screen.getByText('3 users')).toBeVisible();
  });

  it('grants the view key with a manage key, and shows what changes before saving', async () => {
    api.on(userAdmin.updateRole, (call) => ({ ...SUPPORT_ROLE, ...(call.body as object) }));
    renderPage();
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(checkbox('Manage: Run bulk actions on transactions'));
    await user.click(checkbox('Requires step-up: Run bulk actions on transactions'));
    await user.click(checkbox('View: Work the tenant support desk'));
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const review = await screen.findByRole('alertdialog', { name: 'Save the changes to Support agent?' });
    expect(
      within(review).getByText('Everyone holding this role gets these changes on their next page.'),
    ).toBeVisible();
    const section = (name: string) => review.querySelector(`[data-diff="${name}"]`) as HTMLElement;
    expect(within(section('added')).getByText('Run bulk actions on transactions')).toBeVisible();
    expect(within(section('removed')).getByText('Work the tenant support desk')).toBeVisible();
    expect(within(section('stepUpAdded')).getByText('Run bulk actions on transactions')).toBeVisible();
    await user.click(within(review).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(api.callsTo(userAdmin.updateRole)).toHaveLength(1));
    const call = api.callsTo(userAdmin.updateRole)[0];
    expect(call?.params).toEqual({ type: 'crm', id: SUPPORT_ROLE.id });
    expect(call?.body).toEqual({
      name: 'Support agent',
      description: 'Works the support desk',
      permissions: ['CRM.Transaction.View', 'CRM.Transaction.BulkActions'],
      scaRequiredPermissions: ['CRM.Transaction.BulkActions'],
    });
    expect(await screen.findByText('Role Support agent saved')).toBeVisible();
  });

  it('takes the manage keys away with their view key', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(checkbox('Manage: Refund, void, capture and other transaction actions'));
    expect(checkbox('View: Look up transactions')).toBeChecked();
    await user.click(checkbox('View: Look up transactions'));
    expect(checkbox('Manage: Refund, void, capture and other transaction actions')).not.toBeChecked();
  });

  it('does not let a user grant a key they do not hold', async () => {
    const limitedAdmin = {
      ...tenantAdmin,
      permissions: ['CRM.Users.Management', 'manageCrmRoles', 'CRM.Support.Lookup'] satisfies Permission[],
    };
    renderPage(limitedAdmin);
    await screen.findByRole('textbox', { name: 'Name' });
    expect(checkbox('Manage: Run bulk actions on transactions')).toBeDisabled();
    expect(checkbox('View: Work the tenant support desk')).toBeEnabled();
    // A key the role holds but the editor does not can still be taken away.
    expect(checkbox('View: Look up transactions')).toBeEnabled();
  });

  it('shows the roles read-only to a user who may not change them', async () => {
    renderPage({ ...tenantAdmin, permissions: ['CRM.Users.Management', 'CRM.Users.Crm'] });
    expect(await screen.findByText('You can see this role but not change it')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Review changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit trail' })).toBeNull();
  });

  it('creates a merchant role from the Merchant roles tab, with merchant keys only', async () => {
    api.on(userAdmin.createRole, (call) => ({
      ...SUPPORT_ROLE,
      id: 'a1a1a1a1-0000-4000-8000-000000000077',
      type: 'merchant',
      ...(call.body as object),
    }));
    renderPage(tenantAdmin, '/crm/users/managment?type=merchant&role=new');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('checkbox', { name: 'View: Work the tenant support desk' })).toBeNull();
    expect(checkbox('Manage: Manage merchant users')).toBeEnabled();
    await user.type(name, 'Cashier');
    await user.click(checkbox('Manage: Refund, void, capture and other transaction actions'));
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save role' }),
    );
    await waitFor(() => expect(api.callsTo(userAdmin.createRole)).toHaveLength(1));
    expect(api.callsTo(userAdmin.createRole)[0]?.params).toEqual({ type: 'merchant' });
    expect(api.callsTo(userAdmin.createRole)[0]?.body).toMatchObject({
      name: 'Cashier',
      permissions: ['Merchant.Transaction.Actions', 'Merchant.Transaction.View'],
    });
  });

  it('compares two roles: what only one grants first, then what both grant', async () => {
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Compare roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare roles' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-both'))).toEqual([
      'false',
      'false',
      'false',
      'false',
      'true',
    ]);
    expect(within(rows[4] as HTMLElement).getByText('Work the tenant support desk')).toBeVisible();
  });

  it("links a role's audit trail for a user who may see it, and not for one who may not", async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      `/audit?resourceType=role&resourceId=${SUPPORT_ROLE.id}`,
    );
  });
});
