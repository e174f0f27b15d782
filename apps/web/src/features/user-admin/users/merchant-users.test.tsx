import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import * as userAdmin from '@paydesk/contracts/user-admin/user-admin.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { merchantAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { MerchantUsersScreen, OperatorMerchantUsersScreen } from '../pages/user-admin-screens';
import { managedUser } from '../testing/user-admin-fixtures';

const ACME = 'd4d4d4d4-0000-4000-8000-000000000001';
const CASHIER_ROLE = { id: 'a1a1a1a1-0000-4000-8000-000000000010', name: 'Cashier' };
const SAM = managedUser({
  email: 'sam.cashier@acme.test',
  firstName: 'Sam',
  lastName: 'Cashier',
  userType: 'merchant',
  merchantId: ACME,
  merchantName: 'Acme Retail Ltd',
  roles: [CASHIER_ROLE],
});

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(userAdmin.listMerchantUsers, { count: 1, data: [SAM] });
  api.on(userAdmin.lookupRoles, [CASHIER_ROLE]);
  api.on(userAdmin.inviteMerchantUser, (call) =>
    managedUser({ ...(call.body as object), userType: 'merchant' }),
  );
  api.on(getActiveCustomers, { [ACME]: 'Acme Retail Ltd' });
});
afterEach(() => expect(api.unhandled).toEqual([]));

async function invite(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'kim@acme.test');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Kim');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lee');
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Cashier' }));
}

describe('merchant users', () => {
  it("a merchant admin manages their own business's users, inviting without naming a merchant", async () => {
    renderWithUser(<MerchantUsersScreen />, merchantAdmin, { route: '/merchant/users/merchant-management' });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeVisible();
    expect(await screen.findByText('Sam Cashier')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Merchant' })).toBeNull();
    expect(api.callsTo(userAdmin.lookupRoles)[0]?.params).toEqual({ type: 'merchant' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(within(dialog).queryByRole('combobox', { name: 'Merchant' })).toBeNull();
    await invite(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo(userAdmin.inviteMerchantUser)).toHaveLength(1));
    expect(api.callsTo(userAdmin.inviteMerchantUser)[0]?.body).not.toHaveProperty('merchantId');
  });

  it('tenant staff see the merchant of each user, filter by it, and name it when inviting', async () => {
    renderWithUser(<OperatorMerchantUsersScreen />, tenantAdmin, {
      route: `/crm/users/merchant?merchant=${ACME}`,
    });
    expect(await screen.findByRole('heading', { name: 'Merchant users' })).toBeVisible();
    expect(
      within((await screen.findByText('Sam Cashier')).closest('tr') as HTMLElement).getByText(
        'Acme Retail Ltd',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(api.callsTo(userAdmin.listMerchantUsers)[0]?.query.get('merchantId')).toBe(ACME),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await invite(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Required')).toBeVisible();
    expect(api.callsTo(userAdmin.inviteMerchantUser)).toHaveLength(0);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Merchant' }),
      'Acme Retail Ltd',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.callsTo(userAdmin.inviteMerchantUser)[0]?.body).toMatchObject({ merchantId: ACME }),
    );
  });
});
