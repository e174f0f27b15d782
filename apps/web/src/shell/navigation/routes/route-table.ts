import { MERCHANT_ROUTES } from './merchant-routes';
import { OPERATOR_REPORT_ROUTES } from './operator-report-routes';
import { OPERATOR_ROUTES } from './operator-routes';
import { OPERATOR_SETTINGS_ROUTES } from './operator-settings-routes';
import type { RouteDef } from './route-types';

/**
 * Every route of spec §2 behind the login guard: its path, title, breadcrumb groups and access
 * rule. Menus and breadcrumbs read it; src/app/routes builds the router's routes from it.
 */
export const ROUTE_TABLE: readonly RouteDef[] = [
  ...MERCHANT_ROUTES,
  ...OPERATOR_ROUTES,
  ...OPERATOR_REPORT_ROUTES,
  ...OPERATOR_SETTINGS_ROUTES,
];

const byPath = new Map(ROUTE_TABLE.map((r) => [r.path, r]));

/** The route at `path` (with or without a leading slash). */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path.replace(/^\//, ''));
}
