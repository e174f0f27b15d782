import type { Permission } from '@paydesk/contracts/auth/permissions';
import type { NavTitleId } from '../../../i18n/locales/en-nav';
import type { AccessRule } from '../../auth/access';
import type { RouteAudience, RouteDef, TitleKey } from './route-types';

export const title = (id: NavTitleId): TitleKey => `nav.${id}`;

/** Any one of these permissions (spec §6: comma-separated permissions are any-of). */
export const anyOf = (...permissions: Permission[]): AccessRule => ({ permissions });

/** A route under a group: [path relative to the prefix, title, rule, the audiences it serves]. */
export type Leaf = readonly [
  path: string,
  titleId: NavTitleId,
  rule?: AccessRule,
  audiences?: readonly RouteAudience[],
];

/** The routes of one menu group: paths under `prefix`, breadcrumbs through `sections`. */
export function group(prefix: string, sections: readonly NavTitleId[], leaves: readonly Leaf[]): RouteDef[] {
  return leaves.map(([path, titleId, rule, audiences]) => ({
    path: prefix ? `${prefix}/${path}` : path,
    title: title(titleId),
    sections: sections.map(title),
    ...(rule ? { rule } : {}),
    ...(audiences ? { audiences } : {}),
  }));
}

/**
 * The root of a route area (spec §2 "Route areas", e.g. `merchant/payments`): open to whoever may
 * open one of its routes, so its guard is the union of theirs. A child without a guard makes the
 * root unguarded too.
 */
export function areaRoot(path: string, titleId: NavTitleId, children: readonly RouteDef[]): RouteDef {
  const root: RouteDef = { path, title: title(titleId), sections: [] };
  if (children.some((c) => !c.rule)) return root;
  const permissions = [...new Set(children.flatMap((c) => c.rule?.permissions ?? []))];
  const allTyped = children.every((c) => c.rule?.userTypes);
  const userTypes = allTyped ? [...new Set(children.flatMap((c) => c.rule?.userTypes ?? []))] : undefined;
  return { ...root, rule: { permissions, ...(userTypes ? { userTypes } : {}) } };
}

/** An area root followed by its routes. */
export function area(path: string, titleId: NavTitleId, children: readonly RouteDef[]): RouteDef[] {
  return [areaRoot(path, titleId, children), ...children];
}
