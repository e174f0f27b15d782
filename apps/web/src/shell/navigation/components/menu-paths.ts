import type { VisibleMenuNode } from '../menus/visible-menu';

/** Whether `pathname` is the page of one of `nodes` or of an entry inside one of their groups. */
export function holdsPath(nodes: readonly VisibleMenuNode[], pathname: string): boolean {
  return nodes.some((n) => (n.kind === 'group' ? holdsPath(n.children, pathname) : n.to === pathname));
}
