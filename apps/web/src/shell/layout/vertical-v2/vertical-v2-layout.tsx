import Box from '@mui/material/Box';
import { useId } from 'react';
import { PortalFooter } from '../footer/portal-footer';
import { FoldedNavbar } from '../navbar/folded-navbar';
import { NavDrawer } from '../navbar/nav-drawer';
import { LayoutMain } from '../shared/layout-main';
import { useNavbarOpen } from '../shared/use-navbar-open';
import { ToolbarV2 } from './toolbar-v2';

/**
 * Spec §2 layout "vertical-v2": a folded sidebar (icons only, opening on hover or focus, or kept
 * open with the menu button) and toolbar v2 (breadcrumbs on a second row). On a narrow screen
 * there is no folded sidebar: the menu button opens the navbar as a drawer.
 */
export function VerticalV2Layout() {
  // Folded is this layout's resting state: the menu button pins the sidebar open.
  const navbar = useNavbarOpen(false);
  const navbarId = useId();
  return (
    <Box data-layout="vertical-v2" sx={{ display: 'flex', minHeight: '100vh' }}>
      {navbar.narrow ? (
        <NavDrawer id={navbarId} open={navbar.open} onClose={navbar.closeDrawer} />
      ) : (
        <FoldedNavbar id={navbarId} pinned={navbar.open} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ToolbarV2
          navbarPinned={navbar.open}
          navbarId={navbar.narrow && !navbar.open ? undefined : navbarId}
          onToggleNavbar={navbar.toggle}
        />
        <LayoutMain />
        <PortalFooter />
      </Box>
    </Box>
  );
}
