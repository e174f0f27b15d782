import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import {
  BrandingAssetParams,
  KeyRotation,
  PublicKeyUpload,
  TenantCreateInput,
  TenantIdParams,
  TenantKey,
  TenantKeyParams,
  TenantSettings,
  TenantSettingsInput,
} from './tenant-admin.schemas';

/**
 * Tenant management and tenant encryption keys (issue 17; the spec writes only the tenant reads,
 * `GET /tenants`, `/tenants/{tenantId}/details` and `/tenants/mydetails`, served by the tenants
 * module). Platform staff only; every write is in the audit trail, in the tenant's own chain.
 */

type Keys = readonly [Permission, ...Permission[]];
const TENANTS = ['Platform.Tenants.View'] as const satisfies Keys;
const KEYS = ['Tenant.Keys.View'] as const satisfies Keys;
const platform = ['platform'] as const;
const tags = ['tenant-admin'] as const;

export const createTenant = defineEndpoint({
  id: 'tenantAdmin.create',
  method: 'POST',
  path: 'api/platform/tenants',
  summary:
    'Creates a tenant with its theme and settings, its Tenant Administrator and Merchant Administrator roles, and invites its first administrator',
  audiences: platform,
  permissions: TENANTS,
  body: TenantCreateInput,
  response: TenantSettings,
  tags,
});

export const getTenantSettings = defineEndpoint({
  id: 'tenantAdmin.settings',
  method: 'GET',
  path: 'api/platform/tenants/{tenantId}',
  summary: "A tenant's settings as the edit form shows them (theme, layout, addresses, currency, branding)",
  audiences: platform,
  permissions: TENANTS,
  params: TenantIdParams,
  response: TenantSettings,
  tags,
});

export const updateTenant = defineEndpoint({
  id: 'tenantAdmin.update',
  method: 'PUT',
  path: 'api/platform/tenants/{tenantId}',
  summary: "Edits a tenant's name, theme, layout, addresses, login template and base currency",
  audiences: platform,
  permissions: TENANTS,
  params: TenantIdParams,
  body: TenantSettingsInput,
  response: TenantSettings,
  tags,
});

export const activateTenant = defineEndpoint({
  id: 'tenantAdmin.activate',
  method: 'PUT',
  path: 'api/platform/tenants/{tenantId}/activate',
  summary: 'Activates a tenant: its users may sign in again',
  audiences: platform,
  permissions: TENANTS,
  params: TenantIdParams,
  response: TenantSettings,
  tags,
});

export const deactivateTenant = defineEndpoint({
  id: 'tenantAdmin.deactivate',
  method: 'PUT',
  path: 'api/platform/tenants/{tenantId}/deactivate',
  summary: "Deactivates a tenant: its users' next request is refused and they cannot sign in",
  audiences: platform,
  permissions: TENANTS,
  params: TenantIdParams,
  response: TenantSettings,
  tags,
});

export const uploadTenantBranding = defineEndpoint({
  id: 'tenantAdmin.uploadBranding',
  method: 'POST',
  path: 'api/platform/tenants/{tenantId}/branding/{asset}',
  summary:
    "Uploads the tenant's logo or favicon (multipart field `file`; PNG or JPEG, at most 512 KiB; SVG is refused)",
  audiences: platform,
  permissions: TENANTS,
  params: BrandingAssetParams,
  response: TenantSettings,
  tags,
});

// --- Encryption keys ---------------------------------------------------------------------------

export const listTenantKeys = defineEndpoint({
  id: 'tenantAdmin.keys',
  method: 'GET',
  path: 'api/platform/tenants/{tenantId}/keys',
  summary: "A tenant's keys, newest first (purpose, version, state, fingerprint; never their material)",
  audiences: platform,
  permissions: KEYS,
  params: TenantIdParams,
  response: z.array(TenantKey),
  tags,
});

export const rotateTenantDataKey = defineEndpoint({
  id: 'tenantAdmin.rotateDataKey',
  // Every key action is confirmed with a step-up code (docs/administration.md "Encryption keys").
  stepUp: 'always',
  method: 'POST',
  path: 'api/platform/tenants/{tenantId}/keys/data/rotate',
  summary:
    'Makes a new version of the data key; the old one becomes decrypt-only until the re-encryption job has moved its values',
  audiences: platform,
  permissions: KEYS,
  params: TenantIdParams,
  response: KeyRotation,
  tags,
});

export const rotateTenantWebhookSigningKey = defineEndpoint({
  id: 'tenantAdmin.rotateWebhookSigningKey',
  // Every key action is confirmed with a step-up code (docs/administration.md "Encryption keys").
  stepUp: 'always',
  method: 'POST',
  path: 'api/platform/tenants/{tenantId}/keys/webhook-signing/rotate',
  summary:
    "Makes a new version of the key that encrypts the merchants' webhook signing secrets; the old one becomes decrypt-only until the re-encryption job has moved them",
  audiences: platform,
  permissions: KEYS,
  params: TenantIdParams,
  response: KeyRotation,
  tags,
});

export const retireTenantKey = defineEndpoint({
  id: 'tenantAdmin.retireKey',
  // Every key action is confirmed with a step-up code (docs/administration.md "Encryption keys").
  stepUp: 'always',
  method: 'POST',
  path: 'api/platform/tenants/{tenantId}/keys/{keyId}/retire',
  summary:
    'Retires a decrypt-only data or webhook-signing key no value uses any more, or a public key (409 otherwise)',
  audiences: platform,
  permissions: KEYS,
  params: TenantKeyParams,
  response: TenantKey,
  tags,
});

export const uploadTenantPublicKey = defineEndpoint({
  id: 'tenantAdmin.uploadPublicKey',
  // Every key action is confirmed with a step-up code (docs/administration.md "Encryption keys").
  stepUp: 'always',
  method: 'POST',
  path: 'api/platform/tenants/{tenantId}/keys/public',
  summary: "Adds a public key for the tenant's settlement files (PEM); the previous one becomes decrypt-only",
  audiences: platform,
  permissions: KEYS,
  params: TenantIdParams,
  body: PublicKeyUpload,
  response: TenantKey,
  tags,
});
