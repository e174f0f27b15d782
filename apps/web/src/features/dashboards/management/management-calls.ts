import * as management from '@paydesk/contracts/dashboards/dashboard-management.endpoints';
import type { WidgetInput } from '@paydesk/contracts/dashboards/widget.schemas';
import { listTenants } from '@paydesk/contracts/tenants/tenants.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';

/** Dashboard management (spec §7): the widget catalogue and who gets which widget. */
const keys = {
  all: ['dashboard-management'] as const,
  categories: ['dashboard-management', 'categories'] as const,
  catalogue: ['dashboard-management', 'catalogue'] as const,
  roles: (tenantId: string | null) => ['dashboard-management', 'roles', tenantId] as const,
  assignable: (kind: string, id: string) => ['dashboard-management', 'assignable', kind, id] as const,
  tenants: ['dashboard-management', 'tenants'] as const,
};

export function useCatalogueCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: ({ signal }) => callEndpoint(management.listCategories, { signal }),
  });
}

export function useCatalogue() {
  return useQuery({
    queryKey: keys.catalogue,
    queryFn: ({ signal }) => callEndpoint(management.listWidgetsByCategory, { signal }),
  });
}

/** The tenants to assign widgets to (platform staff; one page of the tenant list, spec §9: 100). */
export function useTenantChoices(enabled: boolean) {
  return useQuery({
    queryKey: keys.tenants,
    queryFn: ({ signal }) => callEndpoint(listTenants, { query: { pageIndex: 0, pageSize: 100 }, signal }),
    enabled,
  });
}

/** The roles of a tenant (tenant staff: their own) with the widgets each has. */
export function useRoleWidgets(tenantId: string | null, enabled = true) {
  return useQuery({
    queryKey: keys.roles(tenantId),
    queryFn: ({ signal }) =>
      callEndpoint(management.listRoleWidgets, { query: tenantId ? { tenantId } : {}, signal }),
    enabled,
  });
}

export type AssignableKind = 'tenant' | 'crm' | 'merchant';

/** The widgets one may give a tenant or a role, by category, each saying whether it has it. */
export function useAssignable(kind: AssignableKind, id: string | null) {
  return useQuery({
    queryKey: keys.assignable(kind, id ?? ''),
    queryFn: ({ signal }) => {
      const target = id ?? '';
      if (kind === 'tenant')
        return callEndpoint(management.tenantAssignableWidgets, { params: { tenantId: target }, signal });
      const endpoint =
        kind === 'crm' ? management.tenantRoleAssignableWidgets : management.merchantRoleAssignableWidgets;
      return callEndpoint(endpoint, { query: { roleId: target }, signal });
    },
    enabled: id !== null,
  });
}

function useManagementMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

export const useAssign = (kind: AssignableKind) =>
  useManagementMutation(({ id, widgetsIds }: { id: string; widgetsIds: string[] }) => {
    if (kind === 'tenant') {
      return callEndpoint(management.assignTenantWidgets, { params: { tenantId: id }, body: { widgetsIds } });
    }
    const endpoint =
      kind === 'crm' ? management.assignTenantRoleWidgets : management.assignMerchantRoleWidgets;
    return callEndpoint(endpoint, { body: { roleId: id, widgetsIds } });
  });

export const useSaveCategory = () =>
  useManagementMutation(({ id, name }: { id: string | null; name: string }) =>
    id
      ? callEndpoint(management.updateCategory, { params: { categoryId: id }, body: { name } })
      : callEndpoint(management.createCategory, { body: { name } }),
  );

export const useDeleteCategory = () =>
  useManagementMutation((categoryId: string) =>
    callEndpoint(management.deleteCategory, { params: { categoryId } }),
  );

export const useSaveWidget = () =>
  useManagementMutation(({ widgetId, body }: { widgetId: string | null; body: WidgetInput }) =>
    widgetId
      ? callEndpoint(management.updateWidget, { params: { categoryId: body.categoryId, widgetId }, body })
      : callEndpoint(management.createWidget, { body }),
  );

export const useDeleteWidget = () =>
  useManagementMutation((params: { categoryId: string; widgetId: string }) =>
    callEndpoint(management.deleteWidget, { params }),
  );
