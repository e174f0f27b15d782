import * as tenantAdmin from '@paydesk/contracts/tenant-admin/tenant-admin.endpoints';
import { listTenants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { EncryptionKeysScreen } from '../pages/tenant-admin-screens';
import { NORTHWIND_ID, tenantKey, tenantRow } from '../testing/tenant-admin-fixtures';

const V1 = tenantKey({ state: 'decrypt-only', valuesInUse: 2 });
const V2 = tenantKey({
  keyId: 'b2b2b2b2-0000-4000-8000-000000000002',
  version: 2,
  createdBy: 'platform.admin@paydesk.test',
  valuesInUse: 1,
  fingerprint: 'SHA256:v2fingerprint',
});

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(listTenants, { count: 1, data: [tenantRow()] });
  api.on(tenantAdmin.listTenantKeys, [V2, V1]);
});
afterEach(() => expect(api.unhandled).toEqual([]));

async function openTenant() {
  renderWithUser(<EncryptionKeysScreen />, platformAdmin, {
    route: '/crm/tenant-management/encryption-keys',
  });
  expect(await screen.findByRole('heading', { name: 'Encryption keys' })).toBeVisible();
  await screen.findByRole('option', { name: 'Northwind Payments' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tenant' }), NORTHWIND_ID);
  return screen.findByRole('table', { name: 'Keys' });
}
const rowOf = (table: HTMLElement, fingerprint: string) =>
  within(table).getByText(fingerprint).closest('tr') as HTMLElement;

describe('encryption keys (crm/tenant-management/encryption-keys)', () => {
  it("lists a tenant's keys with purpose, version, state pill, fingerprint, date and creator", async () => {
    const table = await openTenant();
    const v2 = await waitFor(() => rowOf(table, 'SHA256:v2fingerprint'));
    expect(within(v2).getByText('Data key')).toBeVisible();
    expect(within(v2).getByText('platform.admin@paydesk.test')).toBeVisible();
    expect(within(v2).getByText('Active').closest('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    // The active data key is retired only after a rotation: no button on it.
    expect(within(v2).queryByRole('button')).toBeNull();
    const v1 = rowOf(table, V1.fingerprint);
    expect(within(v1).getByText('Decrypt only').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'pending',
    );
    expect(within(v1).getByText('system')).toBeVisible();
  });

  it('rotates after a confirmation that says what happens to the values under the current key', async () => {
    api.on(tenantAdmin.rotateTenantDataKey, {
      key: tenantKey({ keyId: 'b2b2b2b2-0000-4000-8000-000000000003', version: 3, valuesInUse: 0 }),
      previousKeyId: V2.keyId,
      valuesToReencrypt: 1,
    });
    await openTenant();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate data key' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Rotate the data key of Northwind Payments?',
    });
    expect(dialog).toHaveTextContent('re-encrypts its 1 value(s)');
    expect(api.callsTo(tenantAdmin.rotateTenantDataKey)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate data key' }));
    await waitFor(() => expect(api.callsTo(tenantAdmin.rotateTenantDataKey)).toHaveLength(1));
    expect(api.callsTo(tenantAdmin.rotateTenantDataKey)[0]?.params.tenantId).toBe(NORTHWIND_ID);
    expect(
      await screen.findByText('Version 3 is active; re-encrypting 1 value(s) in the background'),
    ).toBeVisible();
  });

  it('rotates the webhook signing key through its own call', async () => {
    api.on(tenantAdmin.rotateTenantWebhookSigningKey, {
      key: tenantKey({
        keyId: 'b2b2b2b2-0000-4000-8000-000000000009',
        purpose: 'webhook-signing',
        version: 2,
      }),
      previousKeyId: null,
      valuesToReencrypt: 0,
    });
    await openTenant();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate webhook signing key' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Rotate the webhook signing key of Northwind Payments?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate webhook signing key' }));
    await waitFor(() => expect(api.callsTo(tenantAdmin.rotateTenantWebhookSigningKey)).toHaveLength(1));
    expect(api.callsTo(tenantAdmin.rotateTenantDataKey)).toHaveLength(0);
  });

  it("retires a decrypt-only key after a confirmation, and shows the server's refusal while values remain", async () => {
    api.on(tenantAdmin.retireTenantKey, () =>
      errorResponse(409, '2 stored value(s) are still encrypted under this key', 'KEY_STILL_IN_USE'),
    );
    const table = await openTenant();
    const v1 = await waitFor(() => rowOf(table, V1.fingerprint));
    fireEvent.click(within(v1).getByRole('button', { name: 'Retire Data key 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retire Data key version 1?' });
    expect(dialog).toHaveTextContent('decrypts nothing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(api.callsTo(tenantAdmin.retireTenantKey)).toHaveLength(1));
    expect(api.callsTo(tenantAdmin.retireTenantKey)[0]?.params.keyId).toBe(V1.keyId);
    expect(await screen.findByText('2 stored value(s) are still encrypted under this key')).toBeVisible();
  });

  it('uploads a public key (PEM) once its label and text are filled in', async () => {
    api.on(tenantAdmin.uploadTenantPublicKey, (call) =>
      (call.body as { pem: string }).pem.includes('PRIVATE')
        ? errorResponse(400, 'This is a private key', 'VALIDATION_FAILED')
        : tenantKey({
            purpose: 'settlement-public',
            version: 1,
            fingerprint: 'SHA256:pub',
            label: 'Settlement',
          }),
    );
    await openTenant();
    fireEvent.click(screen.getByRole('button', { name: 'Upload public key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a public key for Northwind Payments' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'Settlement' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Public key (PEM)' }), {
      target: { value: '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.callsTo(tenantAdmin.uploadTenantPublicKey)).toHaveLength(1));
    expect(api.callsTo(tenantAdmin.uploadTenantPublicKey)[0]?.body).toEqual({
      label: 'Settlement',
      pem: '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----',
    });
    expect(await screen.findByText('Public key version 1 added (SHA256:pub)')).toBeVisible();
  });
});
