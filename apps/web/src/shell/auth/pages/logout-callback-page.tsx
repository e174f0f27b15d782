import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth-context';
import { AUTH_PATHS } from '../auth-paths';
import { AuthResultStatus } from '../auth-result';
import { AuthCard } from '../components/auth-card';
import { AuthErrorAlert } from '../components/auth-parts';
import { AuthProgress } from '../components/auth-progress';
import { LoginLinkButton } from '../components/login-link-button';
import { useRunOnce } from './use-run-once';

/** authentication/logout-callback: completes the sign-out, then authentication/logged-out. */
export function LogoutCallbackPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [message, setMessage] = useState<string | null>(null);

  useRunOnce(async () => {
    const result = await auth.completeSignOut(
      `${window.location.origin}${location.pathname}${location.search}`,
    );
    if (result.status === AuthResultStatus.Fail) setMessage(result.message);
    else await navigate(AUTH_PATHS.loggedOut, { replace: true });
  });

  if (message === null) return <AuthProgress label={t('auth.signingOut')} />;
  return (
    <AuthCard actions={<LoginLinkButton />}>
      <AuthErrorAlert>{message}</AuthErrorAlert>
    </AuthCard>
  );
}
