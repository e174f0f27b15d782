import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MuiToolbar from '@mui/material/Toolbar';
import { useId } from 'react';
import { PortalFooter } from '../footer/portal-footer';
import { HorizontalNavbar } from '../navbar/horizontal-navbar';
import { NavDrawer } from '../navbar/nav-drawer';
import { NavbarBrand } from '../navbar/navbar-brand';
import { BreadcrumbBar } from '../shared/breadcrumb-bar';
import { LayoutMain } from '../shared/layout-main';
import { PortalName } from '../shared/portal-name';
import { useNavbarOpen } from '../shared/use-navbar-open';
import { MenuButton } from '../toolbar/menu-button';
import { ToolbarActions } from '../toolbar/toolbar-actions';

/**
 * Spec §2 layout "Entreprise" (enterprise): no sidebar. A branded header (logo, portal name and
 * the toolbar items) over a horizontal navigation bar whose groups open as dropdowns; breadcrumbs
 * on their own row; the page centred in a wide column. On a narrow screen the navigation bar
 * collapses into a drawer opened by the menu button.
 */
export function EnterpriseLayout() {
  const navbar = useNavbarOpen();
  const navbarId = useId();
  return (
    <Box data-layout="enterprise" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="sticky" elevation={2} sx={{ bgcolor: 'portal.header', color: 'portal.headerText' }}>
        <MuiToolbar sx={{ gap: 1.5 }}>
          <MenuButton
            expanded={navbar.open}
            controls={navbar.open ? navbarId : undefined}
            onToggle={navbar.toggle}
          />
          <NavbarBrand maxHeight={36} />
          <Divider orientation="vertical" flexItem sx={{ my: 2, display: { xs: 'none', md: 'block' } }} />
          <Box sx={{ flex: 1, minWidth: 0, display: { xs: 'none', md: 'block' } }}>
            <PortalName />
          </Box>
          <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
          <ToolbarActions />
        </MuiToolbar>
        {!navbar.narrow && navbar.open && <HorizontalNavbar id={navbarId} />}
      </AppBar>
      {navbar.narrow && <NavDrawer id={navbarId} open={navbar.open} onClose={navbar.closeDrawer} />}
      <BreadcrumbBar />
      <LayoutMain sx={{ width: '100%', maxWidth: 1600, mx: 'auto', px: { xs: 2, md: 4 } }} />
      <PortalFooter />
    </Box>
  );
}
