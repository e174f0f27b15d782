import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Spec §2: the logout page acts only when started from inside the app, which the router state
 * `{ local: true }` tells it.
 */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      color="inherit"
      startIcon={<LogoutIcon />}
      onClick={() => navigate('/authentication/logout', { state: { local: true } })}
    >
      {t('layout.logout')}
    </Button>
  );
}
