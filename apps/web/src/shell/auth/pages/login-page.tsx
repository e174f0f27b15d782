import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../auth-context';
import { loginFailedPath, QUERY_PARAMS } from '../auth-paths';
import { AuthResultStatus, success } from '../auth-result';
import { AuthProgress } from '../components/auth-progress';
import { resolvePostLoginPath } from '../post-login-path';
import { safeReturnPath } from '../return-url';
import { useRunOnce } from './use-run-once';

/** authentication/login: starts the sign-in; the return URL counts only from this origin (spec §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  useRunOnce(async () => {
    const returnUrl = safeReturnPath(params.get(QUERY_PARAMS.returnUrl));
    const result = auth.isAuthenticated ? success(returnUrl) : await auth.signIn(returnUrl);
    if (result.status === AuthResultStatus.Success) {
      await navigate(await resolvePostLoginPath(result.returnUrl, queryClient), { replace: true });
    } else if (result.status === AuthResultStatus.Fail) {
      await navigate(loginFailedPath(result.message), { replace: true });
    }
    // Redirect: the browser is on its way to the identity provider.
  });

  return <AuthProgress label={t('auth.signingIn')} />;
}
