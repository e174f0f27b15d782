import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavMenu } from '../../navigation/components/nav-menu';
import { NavbarBrand } from './navbar-brand';
import { useUserMenu } from './use-user-menu';

export const NAVBAR_WIDTH = 280;

interface NavbarProps {
  readonly id: string;
  /** `sidebar`: full height in the tenant's sidebar colour; `floating`: a raised light panel. */
  readonly variant?: 'sidebar' | 'floating';
}

/** The vertical navbar: the tenant's logo and the user's menu (vertical-layout-1, material). */
export function Navbar({ id, variant = 'sidebar' }: NavbarProps) {
  const { t } = useTranslation();
  const nodes = useUserMenu();
  const floating = variant === 'floating';
  return (
    <Box
      component="nav"
      id={id}
      aria-label={t('layout.mainMenu')}
      data-variant={variant}
      sx={[
        { width: NAVBAR_WIDTH, flexShrink: 0, overflowY: 'auto', position: 'sticky' },
        floating
          ? (theme) => ({
              top: 16,
              maxHeight: 'calc(100vh - 32px)',
              alignSelf: 'flex-start',
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRadius: 3,
              boxShadow: 8,
              py: 1,
              '--nav-active-bg': alpha(theme.palette.primary.main, 0.16),
              // The menu's text colour is the tenant's, not chosen to read on white: the primary is.
              '--nav-focus-ring': theme.palette.primary.main,
              '& .MuiListItemIcon-root': { color: 'primary.main' },
            })
          : { top: 0, height: '100vh', bgcolor: 'portal.sidebar', color: 'portal.sidebarText' },
      ]}
    >
      <Box sx={{ px: 2, py: floating ? 1.5 : 2.5, minHeight: 64, display: 'flex', alignItems: 'center' }}>
        <NavbarBrand />
      </Box>
      <NavMenu nodes={nodes} />
    </Box>
  );
}
