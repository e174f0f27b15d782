import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import MuiToolbar from '@mui/material/Toolbar';
import { PortalBreadcrumbs } from '../../navigation/components/portal-breadcrumbs';
import { useNarrowScreen } from '../shared/use-narrow-screen';
import { MenuButton } from './menu-button';
import { ToolbarActions } from './toolbar-actions';

interface PortalToolbarProps {
  readonly navbarOpen: boolean;
  readonly navbarId: string;
  readonly onToggleNavbar: () => void;
  /** `header`: the tenant's header colour; `band`: see-through, over the material layout's band. */
  readonly tone?: 'header' | 'band';
}

/**
 * The one-row toolbar (vertical-layout-1, material): menu button and breadcrumbs on the left,
 * the shared toolbar items on the right (spec §2 top toolbar). On a narrow screen the breadcrumbs
 * show the page's own crumb only, behind a button that opens the rest.
 */
export function PortalToolbar({ navbarOpen, navbarId, onToggleNavbar, tone = 'header' }: PortalToolbarProps) {
  const band = tone === 'band';
  const narrow = useNarrowScreen();
  return (
    <AppBar
      position={band ? 'static' : 'sticky'}
      elevation={band ? 0 : 1}
      sx={{
        bgcolor: band ? 'transparent' : 'portal.header',
        color: band ? 'portal.sidebarText' : 'portal.headerText',
        backgroundImage: 'none',
      }}
    >
      <MuiToolbar sx={{ gap: 1 }}>
        <MenuButton
          expanded={navbarOpen}
          controls={navbarOpen ? navbarId : undefined}
          onToggle={onToggleNavbar}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PortalBreadcrumbs compact={narrow} />
        </Box>
        <ToolbarActions />
      </MuiToolbar>
    </AppBar>
  );
}
