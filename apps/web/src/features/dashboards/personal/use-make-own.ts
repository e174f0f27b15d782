import type { UserDashboard } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardKeys, useAddWidget } from '../api/dashboard-calls';

/**
 * Turns the audience's default dashboard into the user's own: each default widget is added as a
 * personal one, in its place, with its title and filters. Done before the first change, so
 * adding a widget to the default keeps what was there rather than leaving that one alone.
 */
export function useMakeOwn() {
  const add = useAddWidget();
  const queryClient = useQueryClient();
  return useCallback(
    async (dashboard: UserDashboard) => {
      for (const category of dashboard.categories) {
        for (const widget of category.widgets) {
          await add.mutateAsync({
            widgetId: widget.widget.widgetId,
            title: widget.title,
            filters: widget.filters,
            layout: widget.layout,
          });
        }
      }
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.dashboard });
    },
    [add, queryClient],
  );
}
