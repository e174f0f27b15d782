import { useMatches } from 'react-router';
import { isRouteHandle, type RouteDef } from '../routes/route-types';

/** The route-table entry of the deepest matched route, if the page is one. */
export function useCurrentRoute(): RouteDef | null {
  const handle = useMatches()
    .map((m) => m.handle)
    .reverse()
    .find(isRouteHandle);
  return handle?.route ?? null;
}

/** Whether the page shows breadcrumbs (spec §2: "Some routes hide breadcrumbs"). */
export function useShowsBreadcrumbs(): boolean {
  const route = useCurrentRoute();
  return route !== null && !route.hideBreadcrumbs;
}
