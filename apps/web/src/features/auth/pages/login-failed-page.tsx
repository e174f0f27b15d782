import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AUTH_PATHS, QUERY_PARAMS } from '../auth-paths';
import { AuthCard } from '../components/auth-card';

/** authentication/login-failed: shows the `message` query text (spec §2). */
export function LoginFailedPage() {
  const [params] = useSearchParams();
  const message = params.get(QUERY_PARAMS.message) ?? '';
  return (
    <AuthCard
      actions={
        <Button variant="contained" component={RouterLink} to={AUTH_PATHS.login}>
          Login
        </Button>
      }
    >
      <Alert severity="error" sx={{ width: '100%', justifyContent: 'center' }}>
        {message}
      </Alert>
    </AuthCard>
  );
}
