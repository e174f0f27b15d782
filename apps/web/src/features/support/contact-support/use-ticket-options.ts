import { SUPPORT_PAGING } from '@paydesk/contracts/support/support.model';
import {
  getPlatformTicketCategories,
  getSupportTenants,
  getTenantSupportContacts,
  getTicketCategories,
} from '@paydesk/contracts/support/support-options.endpoints';
import { listMerchants, listTenantMerchants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionPageRequest, SelectOption } from '../../../components/forms/select/select-options';
import { callEndpoint } from '../../../lib/api/api-client';
import { supportKeys } from '../api/support-query-keys';

/** Spec §5: a list that failed or came back empty marks its control as an error. */
function loadState<T>(query: { isError: boolean; isSuccess: boolean; data?: readonly T[] }) {
  return { failed: query.isError || (query.isSuccess && (query.data?.length ?? 0) === 0) };
}

/** Platform staff: the tenants for "Create ticket for Tenant" (GET /support/tenants). */
export function useTenantOptions(enabled: boolean) {
  const query = useQuery({
    queryKey: supportKeys.options('tenants'),
    queryFn: ({ signal }) => callEndpoint(getSupportTenants, { signal }),
    enabled,
    select: (page) => page.data,
  });
  const options = useMemo<SelectOption[]>(
    () => (query.data ?? []).map((t) => ({ value: t.tenantId, label: t.tenantName })),
    [query.data],
  );
  return { options, loading: query.isLoading, ...loadState(query) };
}

/**
 * The ticket categories: GET /support/ticket-categories, or for platform staff the categories of
 * the chosen tenant (nothing until one is chosen).
 */
export function useCategoryOptions(platform: boolean, tenantId: string | null) {
  const { t } = useTranslation();
  const enabled = !platform || tenantId !== null;
  const query = useQuery({
    queryKey: supportKeys.options('categories', platform ? tenantId : 'own'),
    queryFn: ({ signal }) =>
      platform && tenantId
        ? callEndpoint(getPlatformTicketCategories, { params: { tenantId }, signal })
        : callEndpoint(getTicketCategories, { signal }),
    enabled,
  });
  const options = useMemo<SelectOption[]>(
    () =>
      (query.data ?? []).map((category) => ({
        value: category,
        label: t(`supportDialogs.contact.categories.${category}`),
      })),
    [query.data, t],
  );
  return { options, enabled, loading: query.isLoading, ...loadState(query) };
}

/**
 * Customers a ticket can name (offered only to users without a merchant id): tenant staff's
 * merchants (GET /merchants?pageSize=1000, spec §9), or for platform staff the chosen tenant's.
 */
export function useCustomerOptions(enabled: boolean, platform: boolean, tenantId: string | null) {
  const active = enabled && (!platform || tenantId !== null);
  const query = useQuery({
    queryKey: supportKeys.options('customers', platform ? tenantId : 'own'),
    queryFn: async ({ signal }) =>
      platform && tenantId
        ? callEndpoint(listTenantMerchants, { params: { tenantId }, signal })
        : (
            await callEndpoint(listMerchants, {
              query: { pageIndex: 0, pageSize: SUPPORT_PAGING.ticketCustomersPageSize },
              signal,
            })
          ).data,
    enabled: active,
  });
  const options = useMemo<SelectOption[]>(
    () => (query.data ?? []).map((m) => ({ value: m.merchantId, label: m.legalBusinessName })),
    [query.data],
  );
  return { options, enabled: active, loading: query.isLoading };
}

/**
 * Platform staff: one page of the tenant's staff for "contacts to notify" (infinite scroll, pages of
 * 50, spec §9). The select calls it for the first page when opened and for the next at the bottom.
 */
export function contactPageLoader(tenantId: string, contactLabel: (name: string, email: string) => string) {
  return async ({ searchKey, pageIndex, pageSize }: OptionPageRequest): Promise<SelectOption[]> => {
    const page = await callEndpoint(getTenantSupportContacts, {
      params: { tenantId },
      query: { pageIndex, pageSize, ...(searchKey ? { searchKey } : {}) },
    });
    return page.data.map((user) => ({
      value: user.email,
      label: contactLabel(`${user.firstName} ${user.lastName}`.trim(), user.email),
    }));
  };
}
