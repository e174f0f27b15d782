import * as user from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import type {
  AddPersonalWidgetInput,
  EditPersonalWidgetsInput,
} from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';

/** The signed-in user's dashboard and their personal widgets (spec §7 "User dashboard"). */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  dashboard: ['dashboards', 'user-dashboard'] as const,
  available: ['dashboards', 'available'] as const,
  shares: ['dashboards', 'shares'] as const,
  shareableRoles: ['dashboards', 'shareable-roles'] as const,
  categories: ['dashboards', 'user-categories'] as const,
};

export function useUserDashboard() {
  return useQuery({
    queryKey: dashboardKeys.dashboard,
    queryFn: ({ signal }) => callEndpoint(user.getUserDashboard, { signal }),
    meta: { silentError: true },
  });
}

/** The catalogue widgets the user may add (their tenant's and roles' assignments). */
export function useAvailableWidgets(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.available,
    queryFn: ({ signal }) => callEndpoint(user.listAvailableWidgets, { signal }),
    enabled,
  });
}

/** After any change the dashboard is read again (the widget data stays cached by its request). */
export function useDashboardMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.shares }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.categories }),
      ]),
  });
}

export const useAddWidget = () =>
  useDashboardMutation((body: AddPersonalWidgetInput) => callEndpoint(user.addPersonalWidget, { body }));

/** Without reading the dashboard again: a layout save answers what the grid already shows. */
export function useSaveLayout() {
  return useMutation({
    mutationFn: (body: EditPersonalWidgetsInput) => callEndpoint(user.editPersonalWidgets, { body }),
  });
}

export const useEditWidgets = () =>
  useDashboardMutation((body: EditPersonalWidgetsInput) => callEndpoint(user.editPersonalWidgets, { body }));

export const useCloneWidget = () =>
  useDashboardMutation((id: string) => callEndpoint(user.clonePersonalWidget, { params: { id } }));

export const useRemoveWidget = () =>
  useDashboardMutation((id: string) => callEndpoint(user.deletePersonalWidget, { params: { id } }));
