import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Spec §2: the logout page acts only when started from inside the app, which the router state
 * `{ local: true }` tells it. The logout button and the narrow toolbar's menu item both do this.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate('/authentication/logout', { state: { local: true } });
  }, [navigate]);
}

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={logout}>
      {t('layout.logout')}
    </Button>
  );
}
