import { useSearchParams } from 'react-router';
import { QUERY_PARAMS } from '../auth-paths';
import { AuthCard } from '../components/auth-card';
import { AuthErrorAlert } from '../components/auth-parts';
import { LoginLinkButton } from '../components/login-link-button';

/** authentication/login-failed: shows the `message` query text (spec §2). */
export function LoginFailedPage() {
  const [params] = useSearchParams();
  const message = params.get(QUERY_PARAMS.message) ?? '';
  return (
    <AuthCard actions={<LoginLinkButton />}>
      <AuthErrorAlert wide>{message}</AuthErrorAlert>
    </AuthCard>
  );
}
