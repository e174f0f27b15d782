import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import MuiToolbar from '@mui/material/Toolbar';
import { BreadcrumbBar } from '../shared/breadcrumb-bar';
import { PortalName } from '../shared/portal-name';
import { MenuButton } from '../toolbar/menu-button';
import { ToolbarActions } from '../toolbar/toolbar-actions';

interface ToolbarV2Props {
  readonly navbarPinned: boolean;
  /** The navbar's id, while the navbar is in the page. */
  readonly navbarId?: string;
  readonly onToggleNavbar: () => void;
}

/**
 * Spec §2 "toolbar v2": the menu button (folding and unfolding the sidebar) and the portal name
 * with the toolbar items on the first row, the breadcrumbs on a second row.
 */
export function ToolbarV2({ navbarPinned, navbarId, onToggleNavbar }: ToolbarV2Props) {
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'portal.header', color: 'portal.headerText' }}>
      <MuiToolbar sx={{ gap: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <MenuButton expanded={navbarPinned} controls={navbarId} onToggle={onToggleNavbar} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PortalName />
        </Box>
        <ToolbarActions />
      </MuiToolbar>
      <BreadcrumbBar />
    </AppBar>
  );
}
