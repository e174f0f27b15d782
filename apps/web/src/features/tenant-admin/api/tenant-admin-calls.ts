import { getActiveCurrencies } from '@paydesk/contracts/lookups/lookups.endpoints';
import * as tenantAdmin from '@paydesk/contracts/tenant-admin/tenant-admin.endpoints';
import type {
  PublicKeyUpload,
  SecretKeyPurpose,
  TenantCreateInput,
  TenantSettingsInput,
} from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { listTenants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { uploadToEndpoint } from '../../../lib/api/upload-endpoint';

/** The calls of tenant management and encryption keys (platform staff). */
export const tenantAdminKeys = {
  all: ['tenant-admin'] as const,
  tenants: (query: TenantListQuery) => ['tenant-admin', 'tenants', query] as const,
  settings: (tenantId: string) => ['tenant-admin', 'settings', tenantId] as const,
  keys: (tenantId: string) => ['tenant-admin', 'keys', tenantId] as const,
};

export interface TenantListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly searchKey?: string;
}

export function useTenants(query: TenantListQuery) {
  return useQuery({
    queryKey: tenantAdminKeys.tenants(query),
    queryFn: ({ signal }) => callEndpoint(listTenants, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One tenant's settings, for the edit form (off while no tenant is being edited). */
export function useTenantSettings(tenantId: string | undefined) {
  return useQuery({
    queryKey: tenantAdminKeys.settings(tenantId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(tenantAdmin.getTenantSettings, { params: { tenantId: tenantId ?? '' }, signal }),
    enabled: tenantId !== undefined,
  });
}

/** The currencies Paydesk knows, as options (the base currency). */
export function useCurrencyOptions() {
  return useQuery({
    queryKey: ['tenant-admin', 'currencies'],
    queryFn: ({ signal }) => callEndpoint(getActiveCurrencies, { signal }),
    select: (currencies) => currencies.map((c) => ({ value: c.id, label: `${c.id} · ${c.name}` })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After any write: the lists, settings and keys are read again. */
function useInvalidatingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantAdminKeys.all }),
    // Each form or dialog shows the refusal where the user acted.
    meta: { silentError: true },
  });
}

export const useCreateTenant = () =>
  useInvalidatingMutation((body: TenantCreateInput) => callEndpoint(tenantAdmin.createTenant, { body }));

export const useUpdateTenant = () =>
  useInvalidatingMutation(({ tenantId, body }: { tenantId: string; body: TenantSettingsInput }) =>
    callEndpoint(tenantAdmin.updateTenant, { params: { tenantId }, body }),
  );

export const useTenantActivation = () =>
  useInvalidatingMutation(({ tenantId, isActive }: { tenantId: string; isActive: boolean }) =>
    callEndpoint(isActive ? tenantAdmin.activateTenant : tenantAdmin.deactivateTenant, {
      params: { tenantId },
    }),
  );

export const useUploadBranding = () =>
  useInvalidatingMutation(
    ({ tenantId, asset, file }: { tenantId: string; asset: 'logo' | 'favicon'; file: File }) =>
      uploadToEndpoint(tenantAdmin.uploadTenantBranding, { params: { tenantId, asset }, file }),
  );

export function useTenantKeys(tenantId: string | undefined) {
  return useQuery({
    queryKey: tenantAdminKeys.keys(tenantId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(tenantAdmin.listTenantKeys, { params: { tenantId: tenantId ?? '' }, signal }),
    enabled: tenantId !== undefined,
    meta: { silentError: true },
  });
}

/** Rotates one of the tenant's secret keys: the data key or the webhook-signing key. */
export const useRotateSecretKey = () =>
  useInvalidatingMutation(({ tenantId, purpose }: { tenantId: string; purpose: SecretKeyPurpose }) =>
    callEndpoint(
      purpose === 'data' ? tenantAdmin.rotateTenantDataKey : tenantAdmin.rotateTenantWebhookSigningKey,
      { params: { tenantId } },
    ),
  );

export const useRetireKey = () =>
  useInvalidatingMutation(({ tenantId, keyId }: { tenantId: string; keyId: string }) =>
    callEndpoint(tenantAdmin.retireTenantKey, { params: { tenantId, keyId } }),
  );

export const useUploadPublicKey = () =>
  useInvalidatingMutation(({ tenantId, body }: { tenantId: string; body: PublicKeyUpload }) =>
    callEndpoint(tenantAdmin.uploadTenantPublicKey, { params: { tenantId }, body }),
  );
