import * as user from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { dashboardKeys, useDashboardMutation } from '../api/dashboard-calls';

/*
 * The calls only the dialogs of a user changing their dashboard make (sharing and categories): they
 * load with those dialogs, not with the dashboard, the first screen after sign-in.
 */

/** The roles each of the user's widgets is shared with. */
export function useShares() {
  return useQuery({
    queryKey: dashboardKeys.shares,
    queryFn: ({ signal }) => callEndpoint(user.listShares, { signal }),
  });
}

/** The roles the user may share a widget with (their own tenant's, of their own kind). */
export function useShareableRoles() {
  return useQuery({
    queryKey: dashboardKeys.shareableRoles,
    queryFn: ({ signal }) => callEndpoint(user.listShareableRoles, { signal }),
  });
}

export function useUserCategories() {
  return useQuery({
    queryKey: dashboardKeys.categories,
    queryFn: ({ signal }) => callEndpoint(user.listUserCategories, { signal }),
  });
}

export const useShareWidget = () =>
  useDashboardMutation((body: { widgetId: string; roleId: string }) =>
    callEndpoint(user.sharePersonalWidget, { body }),
  );

export const useUnshareWidget = () =>
  useDashboardMutation((body: { widgetId: string; roleId: string }) =>
    callEndpoint(user.unsharePersonalWidget, { body }),
  );

export const useCreateCategory = () =>
  useDashboardMutation((body: { name: string; userType: 'crm' | 'merchant' }) =>
    callEndpoint(user.createUserCategory, { body }),
  );

export const useRenameCategory = () =>
  useDashboardMutation((body: { id: string; name: string; userType: 'crm' | 'merchant' }) =>
    callEndpoint(user.updateUserCategory, { body }),
  );

export const useDeleteCategory = () =>
  useDashboardMutation((id: string) => callEndpoint(user.deleteUserCategory, { params: { id } }));
