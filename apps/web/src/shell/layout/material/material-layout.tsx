import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useId } from 'react';
import { PortalFooter } from '../footer/portal-footer';
import { NavDrawer } from '../navbar/nav-drawer';
import { Navbar } from '../navbar/navbar';
import { LayoutMain } from '../shared/layout-main';
import { useNavbarOpen } from '../shared/use-navbar-open';
import { PortalToolbar } from '../toolbar/portal-toolbar';

/** The height of the coloured band behind the top of the page. */
const BAND_HEIGHT = 260;

/**
 * Spec §2 layout "Material": a band in the tenant's sidebar colour across the top of the page,
 * the toolbar on the band, the navbar as a raised panel floating beside the page, and the page on
 * a raised sheet over the band. On a narrow screen the navbar is a drawer.
 */
export function MaterialLayout() {
  const navbar = useNavbarOpen();
  const navbarId = useId();
  return (
    <Box
      data-layout="material"
      sx={{ position: 'relative', minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <Box
        data-testid="material-band"
        sx={{
          position: 'absolute',
          inset: '0 0 auto 0',
          height: BAND_HEIGHT,
          bgcolor: 'portal.sidebar',
          backgroundImage: 'linear-gradient(160deg, rgba(255,255,255,0.14) 0%, rgba(0,0,0,0.18) 100%)',
        }}
      />
      <Box sx={{ position: 'relative', display: 'flex', gap: 3, px: { xs: 1.5, md: 3 }, minHeight: '100vh' }}>
        {navbar.narrow ? (
          <NavDrawer id={navbarId} open={navbar.open} onClose={navbar.closeDrawer} />
        ) : (
          navbar.open && <Navbar id={navbarId} variant="floating" />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <PortalToolbar
            tone="band"
            navbarOpen={navbar.open}
            navbarId={navbarId}
            onToggleNavbar={navbar.toggle}
          />
          <Paper
            elevation={6}
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              borderRadius: 3,
              overflow: 'hidden',
              mt: 1,
            }}
          >
            <LayoutMain />
          </Paper>
          <PortalFooter variant="plain" />
        </Box>
      </Box>
    </Box>
  );
}
