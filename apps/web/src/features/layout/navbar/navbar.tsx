import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/use-current-user';
import { NavMenu } from '../../navigation/components/nav-menu';
import { userMenu } from '../../navigation/menus/visible-menu';
import { tenantName } from '../../theme/portal-title';

export const NAVBAR_WIDTH = 280;

/** The left navbar: the tenant's logo (spec §1: from the user's profile) and the user's menu. */
export function Navbar({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const nodes = useMemo(() => userMenu(user), [user]);
  const tenant = tenantName(user);
  return (
    <Box
      component="nav"
      id={id}
      aria-label={t('layout.mainMenu')}
      sx={{
        width: NAVBAR_WIDTH,
        flexShrink: 0,
        bgcolor: 'portal.sidebar',
        color: 'portal.sidebarText',
        overflowY: 'auto',
        height: '100vh',
        position: 'sticky',
        top: 0,
      }}
    >
      <Box sx={{ px: 2, py: 2.5, minHeight: 64, display: 'flex', alignItems: 'center' }}>
        {user.checkoutLogoSource ? (
          <Box
            component="img"
            src={user.checkoutLogoSource}
            alt={t('layout.logoAlt', { name: tenant })}
            // Tenants draw their logos for light backgrounds; a white plate keeps any logo
            // readable on the tenant's sidebar colour.
            sx={{ maxWidth: '100%', maxHeight: 48, bgcolor: '#ffffff', borderRadius: 1, px: 1, py: 0.5 }}
          />
        ) : (
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {tenant}
          </Typography>
        )}
      </Box>
      <NavMenu nodes={nodes} />
    </Box>
  );
}
