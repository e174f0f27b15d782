import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/use-current-user';
import { tenantName } from '../../theme/portal-title';

/**
 * The tenant's logo (spec §1: from the user's profile) or, without one, its name. `mark` is the
 * square favicon, for a folded navbar.
 */
export function NavbarBrand({ mark = false, maxHeight = 44 }: { mark?: boolean; maxHeight?: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const tenant = tenantName(user);
  const src = mark ? (user.favIconSource ?? user.checkoutLogoSource) : user.checkoutLogoSource;
  if (!src) {
    return (
      <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700, fontSize: mark ? 16 : 20 }}>
        {mark ? tenant.charAt(0) : tenant}
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={t('layout.logoAlt', { name: tenant })}
      // Tenants draw their logos for light backgrounds; a white plate keeps any logo readable on
      // the tenant's sidebar colour.
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: mark ? 32 : maxHeight,
        bgcolor: '#ffffff',
        borderRadius: 1,
        px: mark ? 0.5 : 1,
        py: 0.5,
      }}
    />
  );
}
