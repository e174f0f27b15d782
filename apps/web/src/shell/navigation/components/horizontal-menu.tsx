import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { VisibleMenuItem, VisibleMenuNode } from '../menus/visible-menu';
import { HorizontalMenuGroup } from './horizontal-menu-group';
import { holdsPath } from './menu-paths';
import { navFocusRing } from './nav-focus-ring';

function TopLink({ item }: { item: VisibleMenuItem }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <li>
      <Button
        component={NavLink}
        to={item.to}
        end
        color="inherit"
        startIcon={Icon ? <Icon fontSize="small" /> : undefined}
        sx={[
          {
            textTransform: 'none',
            fontWeight: 500,
            px: 1.5,
            borderRadius: 0,
            height: 48,
            whiteSpace: 'nowrap',
            '&.active': { fontWeight: 700, boxShadow: 'inset 0 -3px 0 currentColor' },
          },
          navFocusRing,
        ]}
      >
        {t(item.title)}
      </Button>
    </li>
  );
}

/**
 * The menu as a horizontal bar (the enterprise layout): top-level items are links, groups are
 * dropdowns, one open at a time.
 */
export function HorizontalMenu({ nodes, id }: { nodes: readonly VisibleMenuNode[]; id?: string }) {
  const { pathname } = useLocation();
  // A dropdown is open on the page it was opened on; moving to another page closes it.
  const [opened, setOpened] = useState<{ id: string; pathname: string } | null>(null);
  const openId = opened?.pathname === pathname ? opened.id : null;
  return (
    <Box
      component="ul"
      id={id}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'stretch',
        listStyle: 'none',
        m: 0,
        p: 0,
        columnGap: 0.5,
      }}
    >
      {nodes.map((node) =>
        node.kind === 'group' ? (
          <HorizontalMenuGroup
            key={node.id}
            group={node}
            open={openId === node.id}
            current={holdsPath(node.children, pathname)}
            onOpenChange={(open) => setOpened(open ? { id: node.id, pathname } : null)}
          />
        ) : (
          <TopLink key={node.id} item={node} />
        ),
      )}
    </Box>
  );
}
