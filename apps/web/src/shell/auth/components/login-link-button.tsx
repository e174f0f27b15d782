import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AUTH_PATHS } from '../auth-paths';
import { AUTH_BUTTON_CLASSES } from './auth-parts';

/** The way back to sign-in from the end states of the authentication pages. */
export function LoginLinkButton() {
  const { t } = useTranslation();
  return (
    <RouterLink className={AUTH_BUTTON_CLASSES} to={AUTH_PATHS.login}>
      {t('auth.login')}
    </RouterLink>
  );
}
