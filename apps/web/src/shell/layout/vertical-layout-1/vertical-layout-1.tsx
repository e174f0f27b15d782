import Box from '@mui/material/Box';
import { useId } from 'react';
import { PortalFooter } from '../footer/portal-footer';
import { NavDrawer } from '../navbar/nav-drawer';
import { Navbar } from '../navbar/navbar';
import { LayoutMain } from '../shared/layout-main';
import { useNavbarOpen } from '../shared/use-navbar-open';
import { PortalToolbar } from '../toolbar/portal-toolbar';

/**
 * Spec §2 layout "vertical-layout-1" (the default): the navbar on the left in the tenant's
 * sidebar colour, the toolbar above the main area, the footer below it. The menu button shows and
 * hides the navbar (a drawer on a narrow screen).
 */
export function VerticalLayout1() {
  const navbar = useNavbarOpen();
  const navbarId = useId();
  return (
    <Box data-layout="vertical-layout-1" sx={{ display: 'flex', minHeight: '100vh' }}>
      {navbar.narrow ? (
        <NavDrawer id={navbarId} open={navbar.open} onClose={navbar.closeDrawer} />
      ) : (
        navbar.open && <Navbar id={navbarId} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <PortalToolbar navbarOpen={navbar.open} navbarId={navbarId} onToggleNavbar={navbar.toggle} />
        <LayoutMain />
        <PortalFooter />
      </Box>
    </Box>
  );
}
