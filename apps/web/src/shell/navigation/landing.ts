import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { canAccess } from '../auth/access';
import { useCurrentUser } from '../auth/use-current-user';
import { type IsBuilt, useIsBuilt } from './built-screens';
import { ONBOARDING_MENU } from './menus/onboarding-menu';
import { userMenu, type VisibleMenuNode } from './menus/visible-menu';
import { isBoardingMerchant } from './route-audience';
import { findRoute } from './routes/route-table';
import { dashboardPath } from './user-paths';

function firstItem(nodes: readonly VisibleMenuNode[]): string | undefined {
  for (const node of nodes) {
    const to = node.kind === 'item' ? node.to : firstItem(node.children);
    if (to) return to;
  }
  return undefined;
}

/**
 * Where a user lands (the / and /dashboard redirects, the "not available" page's button, the
 * Test/Live switch): spec §2's dashboard once it is built and theirs; until then the first built
 * screen of their menu, so a user never lands on a "not available" page. A merchant still boarding
 * lands on the onboarding pages, where they can act; a user whose menu has no built screen at all
 * stays on their dashboard's "not available" page.
 */
export function landingPath(user: CurrentUser, isBuilt: IsBuilt): string {
  const dashboard = dashboardPath(user);
  const route = findRoute(dashboard);
  if (route && isBuilt(route.path) && canAccess(user, route.rule ?? {})) return dashboard;
  const menu = userMenu(user, isBuilt);
  const onboarding = isBoardingMerchant(user)
    ? menu.filter((n) => n.kind === 'group' && n.id === ONBOARDING_MENU.id)
    : [];
  return firstItem(onboarding) ?? firstItem(menu) ?? dashboard;
}

/** The signed-in user's landing path. */
export function useLandingPath(): string {
  return landingPath(useCurrentUser(), useIsBuilt());
}
