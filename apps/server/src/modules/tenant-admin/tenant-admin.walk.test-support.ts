import * as calls from '@paydesk/contracts/tenant-admin/tenant-admin.endpoints';
import { demoId } from '../../seed/demo-ids';
import type { ExampleInput, ForeignIdRule, ModuleWalk } from '../../test/endpoint-walk';
import { DEFAULT_THEME } from '../users';

/**
 * The endpoint walk's part for tenant management and keys: platform staff only, so no caller who
 * may call them has a tenant for another's to be foreign to. The valid inputs name a tenant no row
 * has (the calls answer 404 and change nothing: deactivating a demo tenant would sign its users
 * out of the rest of the walk), and a creation the sampler cannot make (a known currency).
 */
const NO_SUCH_TENANT = demoId('walk:tenant-admin:no-such-tenant');
const NO_SUCH_KEY = demoId('walk:tenant-admin:no-such-key');

const platformOnly: ForeignIdRule = {
  kind: 'not-tenant-owned',
  reason: 'platform staff only: nobody who may call it has a tenant for this id to be foreign to',
};

const settings = {
  name: 'Walk Tenant',
  theme: { ...DEFAULT_THEME },
  supportEmail: 'support@walk-tenant.test',
  emailSenderAddress: 'no-reply@walk-tenant.test',
  loginTemplate: 'walk-tenant',
  baseCurrency: 'EUR',
};

const tenantParams = { params: { tenantId: NO_SUCH_TENANT } };

const examples: Record<string, ExampleInput> = {
  [calls.createTenant.id]: {
    body: {
      ...settings,
      firstAdministrator: { email: 'first.admin@walk-tenant.test', firstName: 'First', lastName: 'Admin' },
    },
  },
  [calls.getTenantSettings.id]: tenantParams,
  [calls.updateTenant.id]: { ...tenantParams, body: settings },
  [calls.activateTenant.id]: tenantParams,
  [calls.deactivateTenant.id]: tenantParams,
  [calls.uploadTenantBranding.id]: { params: { tenantId: NO_SUCH_TENANT, asset: 'logo' } },
  [calls.listTenantKeys.id]: tenantParams,
  [calls.rotateTenantDataKey.id]: tenantParams,
  [calls.rotateTenantWebhookSigningKey.id]: tenantParams,
  [calls.retireTenantKey.id]: { params: { tenantId: NO_SUCH_TENANT, keyId: NO_SUCH_KEY } },
  [calls.uploadTenantPublicKey.id]: { ...tenantParams, body: { label: 'Settlement', pem: 'not a key' } },
};

export const TENANT_ADMIN_WALK: ModuleWalk = {
  foreignIds: {
    [`${calls.retireTenantKey.id}.keyId`]: platformOnly,
    [`${calls.uploadTenantBranding.id}.asset`]: {
      kind: 'not-tenant-owned',
      reason: 'which branding file (logo or favicon), the same for every tenant',
    },
  },
  examples,
  addData: async () => {},
};
