import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { canAccess } from '../../auth/access';
import { findRoute } from '../routes/route-table';
import type { TitleKey } from '../routes/route-types';
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

/**
 * Spec §2: tenant and platform staff get the operator menu, merchants the merchant menu. A
 * merchant that does not process yet (NoProcessing) is still boarding, so the onboarding menu is
 * added to theirs.
 */
export function menuFor(user: CurrentUser): readonly MenuNodeDef[] {
  if (isOperator(user)) return OPERATOR_MENU;
  if (user.merchant?.processingStatus === 'NoProcessing') return [...MERCHANT_MENU, ONBOARDING_MENU];
  return MERCHANT_MENU;
}

/**
 * The entries `user` may see (spec §2): an item hides when the user holds none of its
 * permissions (or is not of its user type); a group shows when at least one entry inside shows.
 * An item names a route of the route table; a path missing from it is left out (a test proves
 * there is none).
 */
export function visibleMenu(nodes: readonly MenuNodeDef[], user: CurrentUser): VisibleMenuNode[] {
  return nodes.flatMap((node): VisibleMenuNode[] => {
    if (node.kind === 'group') {
      const children = visibleMenu(node.children, user);
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
    if (!route || !canAccess(user, node.rule ?? route.rule ?? {})) return [];
    const entry: VisibleMenuItem = {
      kind: 'item',
      id: node.path,
      to: `/${node.path}`,
      title: node.title ?? route.title,
    };
    return [node.icon ? { ...entry, icon: node.icon } : entry];
  });
}

export function userMenu(user: CurrentUser): VisibleMenuNode[] {
  return visibleMenu(menuFor(user), user);
}
