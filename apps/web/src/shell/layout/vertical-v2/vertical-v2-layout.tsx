import Box from '@mui/material/Box';
import { useId } from 'react';
import { PortalFooter } from '../footer/portal-footer';
import { FoldedNavbar } from '../navbar/folded-navbar';
import { LayoutMain } from '../shared/layout-main';
import { useNavbarOpen } from '../shared/use-navbar-open';
import { ToolbarV2 } from './toolbar-v2';

/**
 * Spec §2 layout "vertical-v2": a folded sidebar (icons only, opening on hover or focus, or kept
 * open with the menu button) and toolbar v2 (breadcrumbs on a second row).
 */
export function VerticalV2Layout() {
  // Folded is this layout's resting state: the menu button pins the sidebar open.
  const [pinned, togglePinned] = useNavbarOpen(false);
  const navbarId = useId();
  return (
    <Box data-layout="vertical-v2" sx={{ display: 'flex', minHeight: '100vh' }}>
      <FoldedNavbar id={navbarId} pinned={pinned} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ToolbarV2 navbarPinned={pinned} navbarId={navbarId} onToggleNavbar={togglePinned} />
        <LayoutMain />
        <PortalFooter />
      </Box>
    </Box>
  );
}
