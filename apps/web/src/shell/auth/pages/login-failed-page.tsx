import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { QUERY_PARAMS } from '../auth-paths';
import { AuthCard } from '../components/auth-card';
import { LoginLinkButton } from '../components/login-link-button';

/** authentication/login-failed: shows the `message` query text (spec §2). */
export function LoginFailedPage() {
  const [params] = useSearchParams();
  const message = params.get(QUERY_PARAMS.message) ?? '';
  return (
    <AuthCard actions={<LoginLinkButton />}>
      <Alert severity="error" sx={{ width: '100%', justifyContent: 'center' }}>
        {message}
      </Alert>
    </AuthCard>
  );
}
