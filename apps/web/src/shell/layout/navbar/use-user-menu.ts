import { useMemo } from 'react';
import { useCurrentUser } from '../../auth/use-current-user';
import { useIsBuilt } from '../../navigation/built-screens';
import { userMenu, type VisibleMenuNode } from '../../navigation/menus/visible-menu';

/** The signed-in user's menu entries (spec §2, permission-driven): the same data in every layout. */
export function useUserMenu(): VisibleMenuNode[] {
  const user = useCurrentUser();
  const isBuilt = useIsBuilt();
  return useMemo(() => userMenu(user, isBuilt), [user, isBuilt]);
}
