import {
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import * as userAdmin from '@paydesk/contracts/user-admin/user-admin.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVE_CUSTOMERS, PAYMENT_METHODS, SERVICE_PROVIDERS } from '../../../test/fixtures/lookup-fixtures';
import { tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { TenantUsersScreen } from '../pages/user-admin-screens';
import { ADMIN_ROLE, managedUser, SUPPORT_ROLE } from '../testing/user-admin-fixtures';

const ADA = managedUser();
const LOCKED = managedUser({
  id: 'c3c3c3c3-0000-4000-8000-000000000002',
  email: 'grace.hopper@northwind.test',
  firstName: 'Grace',
  lastName: 'Hopper',
  status: 'Locked',
  isLocked: true,
});
const INVITED = managedUser({
  id: 'c3c3c3c3-0000-4000-8000-000000000003',
  email: 'alan.turing@northwind.test',
  firstName: 'Alan',
  lastName: 'Turing',
  status: 'InvitationSent',
  lastLoginTime: null,
});
/** The signed-in administrator, with an id the list's schema accepts. */
const admin = { ...tenantAdmin, id: 'c3c3c3c3-0000-4000-8000-000000000009' };
const ME = managedUser({
  id: admin.id,
  email: tenantAdmin.email,
  firstName: tenantAdmin.firstName,
  lastName: tenantAdmin.lastName,
  roles: [{ id: ADMIN_ROLE.id, name: ADMIN_ROLE.name }],
});

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(userAdmin.listCrmUsers, { count: 4, data: [ADA, LOCKED, INVITED, ME] });
  api.on(userAdmin.lookupRoles, [
    { id: SUPPORT_ROLE.id, name: SUPPORT_ROLE.name },
    { id: ADMIN_ROLE.id, name: ADMIN_ROLE.name },
  ]);
});
afterEach(() => expect(api.unhandled).toEqual([]));

const renderPage = (route = '/crm/users/crm') => renderWithUser(<TenantUsersScreen />, admin, { route });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('tenant users (crm/users/crm)', () => {
  it('lists the staff with their roles and a status pill in the spec §4 tones', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tenant users' })).toBeVisible();
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getByText('ada.lovelace@northwind.test')).toBeVisible();
    expect(within(ada).getByText('Support agent')).toBeVisible();
    expect(within(ada).getByText('Active').closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    const grace = await rowOf('Grace Hopper');
    expect(within(grace).getByText('Locked').closest('[data-tone]')).toHaveAttribute('data-tone', 'negative');
    const alan = await rowOf('Alan Turing');
    expect(within(alan).getByText('Invitation sent').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'pending',
    );
    expect(within(alan).getByText('Never')).toBeVisible();
    expect(within(await rowOf('Oliver Bennett')).getByText('You')).toBeVisible();
  });

  it('asks the server for the filters and order of the URL, and sorts by a heading', async () => {
    renderPage(`/crm/users/crm?status=Locked&role=${SUPPORT_ROLE.id}&page=2`);
    await waitFor(() => expect(api.callsTo(userAdmin.listCrmUsers)).toHaveLength(1));
    const first = api.callsTo(userAdmin.listCrmUsers)[0]?.query;
    expect(first?.get('status')).toBe('Locked');
    expect(first?.get('roleId')).toBe(SUPPORT_ROLE.id);
    expect(first?.get('pageIndex')).toBe('1');
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail' }));
    await waitFor(() =>
      expect(api.callsTo(userAdmin.listCrmUsers).at(-1)?.query.get('sortBy')).toBe('email'),
    );
    expect(api.callsTo(userAdmin.listCrmUsers).at(-1)?.query.get('pageIndex')).toBe('0');
  });

  it('searches by name or e-mail after a pause in typing', async () => {
    renderPage();
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search by name or e-mail' }),
      'hopper',
    );
    await waitFor(() =>
      expect(api.callsTo(userAdmin.listCrmUsers).at(-1)?.query.get('search')).toBe('hopper'),
    );
  });

  it('invites a colleague with their roles, and says the invitation was sent', async () => {
    api.on(userAdmin.inviteCrmUser, (call) =>
      managedUser({ ...(call.body as object), status: 'InvitationSent' }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(4);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail' }),
      'mary.somerville@northwind.test',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Mary');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Somerville');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Support agent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo(userAdmin.inviteCrmUser)).toHaveLength(1));
    expect(api.callsTo(userAdmin.inviteCrmUser)[0]?.body).toEqual({
      email: 'mary.somerville@northwind.test',
      firstName: 'Mary',
      lastName: 'Somerville',
      roleIds: [SUPPORT_ROLE.id],
    });
    expect(await screen.findByText('Invitation sent to mary.somerville@northwind.test')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a user' })).toBeNull());
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    api.on(
      userAdmin.inviteCrmUser,
      errorResponse(409, 'Another account already uses this e-mail address', 'EMAIL_TAKEN'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail' }),
      'ada.lovelace@northwind.test',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Support agent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Another account already uses this e-mail address')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });

  it('deactivates a user after a confirmation that says they are signed out', async () => {
    api.on(userAdmin.setUserActivation, managedUser({ status: 'Inactive', isActive: false }));
    renderPage();
    await userEvent.click(
      within(await rowOf('Ada Lovelace')).getByRole('button', { name: 'Actions for Ada Lovelace' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Ada Lovelace?' });
    expect(within(confirm).getByText(/signed out everywhere at once/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo(userAdmin.setUserActivation)).toHaveLength(1));
    expect(api.callsTo(userAdmin.setUserActivation)[0]?.params).toEqual({ id: ADA.id });
    expect(api.callsTo(userAdmin.setUserActivation)[0]?.body).toEqual({ isActive: false });
    expect(await screen.findByText('Ada Lovelace is deactivated')).toBeVisible();
  });

  it('offers Unlock for a locked user, and a password reset by mail only', async () => {
    api.on(userAdmin.unlockUser, managedUser());
    api.on(userAdmin.resetUserPassword, { sent: true });
    renderPage();
    await userEvent.click(
      within(await rowOf('Grace Hopper')).getByRole('button', { name: 'Actions for Grace Hopper' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unlock' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unlock' }),
    );
    await waitFor(() => expect(api.callsTo(userAdmin.unlockUser)).toHaveLength(1));

    await userEvent.click(
      within(await rowOf('Ada Lovelace')).getByRole('button', { name: 'Actions for Ada Lovelace' }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Unlock' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send password reset' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send Ada Lovelace a password reset?' });
    expect(within(confirm).getByText(/You never see the password/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send password reset' }));
    await waitFor(() =>
      expect(api.callsTo(userAdmin.resetUserPassword)[0]?.body).toEqual({ userId: ADA.id }),
    );
  });

  it('does not offer deactivating or deleting one’s own account', async () => {
    renderPage();
    await userEvent.click(
      within(await rowOf('Oliver Bennett')).getByRole('button', { name: 'Actions for Oliver Bennett' }),
    );
    expect(await screen.findByRole('menuitem', { name: /Deactivate/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: /Delete/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByText('Another administrator must do this for your own account')).toHaveLength(2);
  });

  it("says the last administrator cannot be deleted, in the server's words", async () => {
    api.on(
      userAdmin.deleteCrmUser,
      errorResponse(409, 'The tenant would be left without an administrator', 'LAST_ADMINISTRATOR'),
    );
    renderPage();
    await userEvent.click(
      within(await rowOf('Ada Lovelace')).getByRole('button', { name: 'Actions for Ada Lovelace' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Ada Lovelace?' });
    expect(within(confirm).getByText(/The audit trail keeps their name/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tenant would be left without an administrator')).toBeVisible();
  });

  it('limits a user to one payment method, sending only the limit that changed', async () => {
    api.on(getActiveCustomers, ACTIVE_CUSTOMERS);
    api.on(getActivePaymentMethods, PAYMENT_METHODS);
    api.on(getServiceProviders, SERVICE_PROVIDERS);
    api.on(userAdmin.setPaymentMethodLimit, (call) => ({ limited: true, ...(call.body as object) }));
    renderPage();
    await userEvent.click(
      within(await rowOf('Ada Lovelace')).getByRole('button', { name: 'Actions for Ada Lovelace' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limits for Ada Lovelace' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Limit to some payment methods' }));
    expect(within(dialog).getByText('Nothing chosen: the user sees none')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Payment methods' }));
    const method = PAYMENT_METHODS[0] as { id: string; name: string };
    await userEvent.click(await screen.findByRole('option', { name: method.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(api.callsTo(userAdmin.setPaymentMethodLimit)).toHaveLength(1));
    expect(api.callsTo(userAdmin.setPaymentMethodLimit)[0]?.body).toEqual({ paymentMethods: [method.id] });
    expect(api.callsTo(userAdmin.setCustomerLimit)).toHaveLength(0);
    expect(api.callsTo(userAdmin.setServiceProviderLimit)).toHaveLength(0);
    expect(await screen.findByText('Limits of Ada Lovelace saved')).toBeVisible();
  });

  it("opens a user's audit trail over the list, for a user who may see it", async () => {
    const { router } = renderPage();
    await userEvent.click(
      within(await rowOf('Ada Lovelace')).getByRole('button', { name: 'Actions for Ada Lovelace' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Audit trail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit'));
    expect(router.state.location.search).toBe(`?resourceType=user&resourceId=${ADA.id}`);
  });
});
