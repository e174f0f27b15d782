import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AUTH_PATHS } from '../auth-paths';

/** The way back to sign-in from the end states of the authentication pages. */
export function LoginLinkButton() {
  const { t } = useTranslation();
  return (
    <Button variant="contained" component={RouterLink} to={AUTH_PATHS.login}>
      {t('auth.login')}
    </Button>
  );
}
