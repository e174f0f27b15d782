import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { VisibleMenuItem, VisibleMenuNode } from '../menus/visible-menu';

/** A group's entries in a dropdown: more than this and they flow into columns. */
const ONE_COLUMN_MAX = 10;

function countItems(nodes: readonly VisibleMenuNode[]): number {
  return nodes.reduce((n, node) => n + (node.kind === 'group' ? countItems(node.children) : 1), 0);
}

function PanelLink({ item, onNavigate }: { item: VisibleMenuItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      component={NavLink}
      to={item.to}
      end
      underline="none"
      onClick={onNavigate}
      sx={{
        display: 'block',
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        color: 'text.primary',
        fontSize: 14,
        breakInside: 'avoid',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
        '&.active': { color: 'primary.dark', bgcolor: 'action.selected', fontWeight: 600 },
      }}
    >
      {t(item.title)}
    </Link>
  );
}

function PanelNodes({ nodes, onNavigate }: { nodes: readonly VisibleMenuNode[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  return nodes.map((node) =>
    node.kind === 'item' ? (
      <PanelLink key={node.id} item={node} onNavigate={onNavigate} />
    ) : (
      // A nested group is a titled section of the dropdown rather than another dropdown.
      <Fragment key={node.id}>
        <Typography
          variant="overline"
          component="p"
          sx={{
            display: 'block',
            px: 1.5,
            pt: 1,
            color: 'text.secondary',
            lineHeight: 2,
            breakAfter: 'avoid',
          }}
        >
          {t(node.title)}
        </Typography>
        <PanelNodes nodes={node.children} onNavigate={onNavigate} />
      </Fragment>
    ),
  );
}

/** The content of an enterprise-layout dropdown: the group's links, in columns when many. */
export function HorizontalMenuPanel({
  nodes,
  id,
  onNavigate,
}: {
  nodes: readonly VisibleMenuNode[];
  id: string;
  onNavigate: () => void;
}) {
  const many = countItems(nodes) > ONE_COLUMN_MAX;
  return (
    <Box
      id={id}
      sx={{
        p: 1,
        minWidth: 240,
        maxHeight: '70vh',
        overflowY: 'auto',
        ...(many && { columnWidth: 230, columnGap: 8, width: 'min(960px, calc(100vw - 32px))' }),
      }}
    >
      <PanelNodes nodes={nodes} onNavigate={onNavigate} />
    </Box>
  );
}
