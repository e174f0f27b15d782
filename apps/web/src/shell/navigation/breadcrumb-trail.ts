import { title } from './routes/route-builders';
import type { RouteDef, TitleKey } from './routes/route-types';

export interface Crumb {
  readonly title: TitleKey;
  /** Only the Dashboard crumb links anywhere: groups have no page, and the last crumb is plain. */
  readonly to?: string;
}

/**
 * Spec §2: breadcrumbs start at Dashboard (the user's own dashboard), then the route's groups,
 * then the route's title; the last crumb is not clickable.
 */
export function breadcrumbTrail(route: RouteDef, dashboardTo: string): Crumb[] {
  const dashboard = title('dashboard');
  if (`/${route.path}` === dashboardTo) return [{ title: dashboard }];
  return [
    { title: dashboard, to: dashboardTo },
    ...route.sections.map((s) => ({ title: s })),
    { title: route.title },
  ];
}
