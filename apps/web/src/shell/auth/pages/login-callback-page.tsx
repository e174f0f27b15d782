import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth-context';
import { AUTH_PATHS, loginFailedPath } from '../auth-paths';
import { AuthResultStatus } from '../auth-result';
import { AuthProgress } from '../components/auth-progress';
import { markFreshSignIn } from '../fresh-sign-in';
import { resolvePostLoginPath } from '../post-login-path';
import { useRunOnce } from './use-run-once';

/**
 * authentication/login-callback: completes the redirect sign-in, then goes to the return URL kept
 * in the state (checked again) or the user type's default. Spec §2: "After a failed callback the
 * user is redirected to register": when the identity provider answered with an error; any other
 * failure goes to login-failed with the message.
 */
export function LoginCallbackPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  useRunOnce(async () => {
    const url = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
    const providerError = new URLSearchParams(location.search).has('error');
    const result = await auth.completeSignIn(url);
    if (result.status === AuthResultStatus.Success) {
      // The one load that shows the splash screen (spec §9): the first after an interactive sign-in.
      markFreshSignIn();
      await navigate(await resolvePostLoginPath(result.returnUrl, queryClient), { replace: true });
    } else if (result.status === AuthResultStatus.Fail) {
      await navigate(providerError ? AUTH_PATHS.register : loginFailedPath(result.message), {
        replace: true,
      });
    }
    // Redirect: a popup or iframe callback; its opener finishes the sign-in.
  });

  return <AuthProgress label={t('auth.signingIn')} />;
}
