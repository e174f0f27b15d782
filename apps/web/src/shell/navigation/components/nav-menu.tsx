import List from '@mui/material/List';
import type { VisibleMenuNode } from '../menus/visible-menu';
import { NAV_SUBMENU } from './nav-classes';
import { NavGroup } from './nav-group';
import { NavItem } from './nav-item';

/** One level of the navbar menu; groups render the next level inside themselves. */
export function NavMenu({
  nodes,
  depth = 0,
  id,
}: {
  nodes: readonly VisibleMenuNode[];
  depth?: number;
  id?: string;
}) {
  return (
    <List disablePadding dense={depth > 0} id={id} className={depth > 0 ? NAV_SUBMENU : undefined}>
      {nodes.map((node) =>
        node.kind === 'group' ? (
          <NavGroup key={node.id} group={node} depth={depth} />
        ) : (
          <NavItem key={node.id} item={node} depth={depth} />
        ),
      )}
    </List>
  );
}
