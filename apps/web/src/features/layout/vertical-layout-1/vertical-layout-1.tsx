import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useId, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { PortalFooter } from '../footer/portal-footer';
import { Navbar } from '../navbar/navbar';
import { PortalToolbar } from '../toolbar/portal-toolbar';

/**
 * Spec §2 layout "vertical-layout-1" (the default): the navbar on the left, the toolbar above the
 * main area, the footer below it. The main area takes the tenant's main background and text colour.
 */
export function VerticalLayout1() {
  const theme = useTheme();
  // On a narrow screen the navbar would leave little room for the page, so it starts closed there.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [navbarOpen, setNavbarOpen] = useState(!narrow);
  const navbarId = useId();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {navbarOpen && <Navbar id={navbarId} />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <PortalToolbar
          navbarOpen={navbarOpen}
          navbarId={navbarId}
          onToggleNavbar={() => setNavbarOpen((open) => !open)}
        />
        <Box component="main" sx={{ flex: 1, p: 3, bgcolor: 'background.default', color: 'text.primary' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        <PortalFooter />
      </Box>
    </Box>
  );
}
