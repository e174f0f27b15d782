import type { NavTitleId } from '../../../i18n/locales/en-nav';
import type { AccessRule } from '../../auth/access';

/**
 * Who a screen serves, finer than the permission keys: platform staff hold every key, and a
 * merchant's onboarding pages are for a merchant that is still boarding (see `routeAudienceOf`).
 */
export type RouteAudience = 'merchant' | 'boardingMerchant' | 'tenantStaff' | 'platformStaff';

/** An i18next key of a route or group title (src/i18n/locales/en-nav.ts). */
export type TitleKey = `nav.${NavTitleId}`;

/**
 * One route of the portal (spec §2): its path, its title (breadcrumbs, menus, the "not available"
 * page), the groups shown between Dashboard and the title in the breadcrumbs, and its access rule.
 * The React Router objects are built from these in src/app/routes.
 */
export interface RouteDef {
  /** Without a leading slash, e.g. `merchant/payments/single-payment`. */
  readonly path: string;
  readonly title: TitleKey;
  /** Breadcrumb groups between "Dashboard" and the title; group crumbs are not links. */
  readonly sections: readonly TitleKey[];
  /** Permission guard (spec §6). Absent: the login guard alone (spec §2: `boarding`). */
  readonly rule?: AccessRule;
  /** Spec §2: "Some routes hide breadcrumbs." */
  readonly hideBreadcrumbs?: boolean;
  /** Spec §2 "a side-panel route": drawn in the right-hand modal over the page it was opened from. */
  readonly sidePanel?: boolean;
  /**
   * The audiences the screen serves (its calls answer 403 to the others, or it is about a stage the
   * others are past). Absent: whoever the rule admits. The menu leaves the route out for the others;
   * its URL still opens under the rule alone.
   */
  readonly audiences?: readonly RouteAudience[];
  /** Operators (tenant and platform staff) landing here go to this path instead. */
  readonly redirectOperatorsTo?: string;
}

/** What each registry route carries in React Router's `handle`, read through `useMatches()`. */
export interface RouteHandle {
  readonly route: RouteDef;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}
