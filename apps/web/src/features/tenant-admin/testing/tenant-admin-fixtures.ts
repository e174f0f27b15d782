import type { TenantKey, TenantSettings } from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import type { TenantDetails } from '@paydesk/contracts/tenants/tenants.schemas';

export const NORTHWIND_ID = 'a1a1a1a1-0000-4000-8000-000000000001';
export const HARBOR_ID = 'a1a1a1a1-0000-4000-8000-000000000002';

export function tenantRow(overrides: Partial<TenantDetails> = {}): TenantDetails {
  return {
    tenantId: NORTHWIND_ID,
    tenantName: 'Northwind Payments',
    isDefaultTenant: true,
    isActive: true,
    supportEmail: 'support@northwind.test',
    emailSenderAddress: 'no-reply@northwind.test',
    merchantCount: 4,
    createdOn: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function tenantSettings(overrides: Partial<TenantSettings> = {}): TenantSettings {
  return {
    tenantId: NORTHWIND_ID,
    name: 'Northwind Payments',
    isActive: true,
    isDefaultTenant: true,
    theme: {
      layoutName: 'vertical-layout-1',
      buttonsLinkColor: '#09d0bd',
      headerBackgroundColor: '#ffffff',
      mainBackgroundColor: '#f5f5f5',
      sidebarBackgroundColor: '#2e43fe',
      primaryColor: '#09d0bd',
      textColor: '#404040',
    },
    supportEmail: 'support@northwind.test',
    emailSenderAddress: 'no-reply@northwind.test',
    loginTemplate: 'northwind',
    baseCurrency: 'EUR',
    logoUrl: `/branding/${NORTHWIND_ID}/logo.svg`,
    faviconUrl: `/branding/${NORTHWIND_ID}/favicon.svg`,
    createdOn: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function tenantKey(overrides: Partial<TenantKey> = {}): TenantKey {
  return {
    keyId: 'b2b2b2b2-0000-4000-8000-000000000001',
    tenantId: NORTHWIND_ID,
    purpose: 'data',
    version: 1,
    state: 'active',
    fingerprint: 'SHA256:abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    label: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    createdBy: 'system',
    retiredAt: null,
    valuesInUse: 3,
    ...overrides,
  };
}
