import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth-context';
import { AUTH_PATHS, isLocalLogout } from '../auth-paths';
import { AuthResultStatus } from '../auth-result';
import { AuthCard } from '../components/auth-card';
import { AuthErrorAlert, AuthText } from '../components/auth-parts';
import { AuthProgress } from '../components/auth-progress';
import { useRunOnce } from './use-run-once';

/**
 * authentication/logout: acts only when the app itself navigated here (router state
 * `{ local: true }`, see `startLogout`), so a link from elsewhere cannot sign the user out.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const local = isLocalLogout(location.state);
  const [message, setMessage] = useState<string | null>(null);

  useRunOnce(async () => {
    const result = await auth.signOut(null);
    if (result.status === AuthResultStatus.Success) await navigate(AUTH_PATHS.loggedOut, { replace: true });
    else if (result.status === AuthResultStatus.Fail) setMessage(result.message);
  }, local);

  if (!local) {
    return (
      <AuthCard>
        <AuthText>{t('auth.logoutNotLocal')}</AuthText>
      </AuthCard>
    );
  }
  if (message !== null) {
    return (
      <AuthCard>
        <AuthErrorAlert>{message}</AuthErrorAlert>
      </AuthCard>
    );
  }
  return <AuthProgress label={t('auth.signingOut')} />;
}
