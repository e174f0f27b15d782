import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { type AccessRule, canAccess } from '../../auth/access';
import type { IsBuilt } from '../built-screens';
import { routeAudienceOf } from '../route-audience';
import { findRoute } from '../routes/route-table';
import type { RouteDef, TitleKey } from '../routes/route-types';
import { isOperator } from '../user-paths';
import type { MenuIcon, MenuNodeDef } from './menu-types';
import { MERCHANT_MENU } from './merchant-menu';
import { ONBOARDING_MENU } from './onboarding-menu';
import { OPERATOR_MENU } from './operator-menu';

export interface VisibleMenuItem {
  readonly kind: 'item';
  readonly id: string;
  readonly to: string;
  readonly title: TitleKey;
  readonly icon?: MenuIcon;
}

export interface VisibleMenuGroup {
  readonly kind: 'group';
  readonly id: string;
  readonly title: TitleKey;
  readonly icon?: MenuIcon;
  readonly children: readonly VisibleMenuNode[];
}

export type VisibleMenuNode = VisibleMenuItem | VisibleMenuGroup;

const MERCHANT_AND_ONBOARDING_MENU: readonly MenuNodeDef[] = [...MERCHANT_MENU, ONBOARDING_MENU];

/**
 * Spec §2: tenant and platform staff get the operator menu, merchants the merchant menu and the
 * onboarding menu, whose pages are for a merchant still boarding (their routes' `audiences`).
 */
export function menuFor(user: CurrentUser): readonly MenuNodeDef[] {
  return isOperator(user) ? OPERATOR_MENU : MERCHANT_AND_ONBOARDING_MENU;
}

/**
 * Whether the menu offers `route` to `user`: the menu shows what the user can use. Spec §2 hides an
 * item whose permissions the user holds none of; the menu also leaves out a route whose screen is
 * not built yet (its URL still answers with the "not available" page) and a route for another
 * audience than the user's, though their keys allow it (platform staff hold every key: the tenant
 * desk, the bank-order uploads, whose calls answer them 403, the merchant's onboarding pages).
 */
function offers(route: RouteDef, rule: AccessRule, user: CurrentUser, isBuilt: IsBuilt): boolean {
  if (!isBuilt(route.path)) return false;
  if (route.audiences && !route.audiences.includes(routeAudienceOf(user))) return false;
  return canAccess(user, rule);
}

/**
 * The entries `user` may see (`offers`); a group shows when at least one entry inside shows, so a
 * group left empty disappears. An item names a route of the route table; a path missing from it is
 * left out (a test proves there is none).
 */
export function visibleMenu(
  nodes: readonly MenuNodeDef[],
  user: CurrentUser,
  isBuilt: IsBuilt,
): VisibleMenuNode[] {
  return nodes.flatMap((node): VisibleMenuNode[] => {
    if (node.kind === 'group') {
      const children = visibleMenu(node.children, user, isBuilt);
      if (children.length === 0) return [];
      return [
        {
          kind: 'group',
          id: node.id,
          title: node.title,
          children,
          ...(node.icon ? { icon: node.icon } : {}),
        },
      ];
    }
    const route = findRoute(node.path);
    if (!route || !offers(route, node.rule ?? route.rule ?? {}, user, isBuilt)) return [];
    const entry: VisibleMenuItem = {
      kind: 'item',
      id: node.path,
      to: `/${node.path}`,
      title: node.title ?? route.title,
    };
    return [node.icon ? { ...entry, icon: node.icon } : entry];
  });
}

export function userMenu(user: CurrentUser, isBuilt: IsBuilt): VisibleMenuNode[] {
  return visibleMenu(menuFor(user), user, isBuilt);
}
