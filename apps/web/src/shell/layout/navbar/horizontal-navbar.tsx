import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { HorizontalMenu } from '../../navigation/components/horizontal-menu';
import { useUserMenu } from './use-user-menu';

/** The enterprise layout's navbar: the user's menu as a bar in the tenant's sidebar colour. */
export function HorizontalNavbar({ id }: { id: string }) {
  const { t } = useTranslation();
  const nodes = useUserMenu();
  return (
    <Box
      component="nav"
      id={id}
      aria-label={t('layout.mainMenu')}
      sx={{ bgcolor: 'portal.sidebar', color: 'portal.sidebarText', px: { xs: 1, md: 2 } }}
    >
      <HorizontalMenu nodes={nodes} />
    </Box>
  );
}
