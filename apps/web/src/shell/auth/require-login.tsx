import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useAuth } from './auth-context';
import { loginPathFrom } from './auth-paths';
import { AuthCard } from './components/auth-card';
import { AuthButton, AuthErrorAlert } from './components/auth-parts';
import { AuthProgress } from './components/auth-progress';
import { applyUserContext, currentUserQuery } from './current-user.query';

/**
 * The login guard (spec §2): an unauthenticated user goes to the login path with the return URL
 * in the query. A signed-in user's context (GET /users) is loaded before anything below renders,
 * so `useCurrentUser()` never waits and the crm prefix of spec §7 is set before any other call.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}`;
  if (!isAuthenticated) return <Navigate to={loginPathFrom(returnUrl)} replace />;
  return <UserContextGate returnUrl={returnUrl}>{children}</UserContextGate>;
}

function UserContextGate({ returnUrl, children }: { returnUrl: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { reauthenticate } = useAuth();
  const user = useQuery(currentUserQuery);
  const refused = user.error instanceof ApiError && user.error.status === 401;

  useEffect(() => {
    // The API refused the token: sign out of this tab and back in through the login page.
    if (refused) void reauthenticate(returnUrl);
  }, [refused, reauthenticate, returnUrl]);

  if (user.data) {
    // Already set by the query; repeated for data put in the cache some other way. Idempotent.
    applyUserContext(user.data);
    return children;
  }
  if (user.isError && !refused) {
    return (
      <AuthCard
        actions={
          <AuthButton variant="contained" onClick={() => void user.refetch()}>
            {t('auth.retry')}
          </AuthButton>
        }
      >
        <AuthErrorAlert>{t('auth.userFailed')}</AuthErrorAlert>
      </AuthCard>
    );
  }
  return <AuthProgress label={t('auth.loading')} />;
}
