import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth-context';
import { startLogout } from '../auth-paths';
import { AUTH_MESSAGES } from '../auth-result';
import { AuthCard } from '../components/auth-card';
import { resolvePostLoginPath } from '../post-login-path';
import { DEFAULT_LOGIN_PATH } from '../return-url';

/** authentication/unauthorized: where the permission guard sends a user (spec §2). */
export function UnauthorizedPage() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The dashboard of the user's type (crm users have their own); unknown until GET /users answers.
  const toDashboard = async () => {
    await navigate(isAuthenticated ? await resolvePostLoginPath(null, queryClient) : DEFAULT_LOGIN_PATH);
  };

  return (
    <AuthCard
      actions={
        <>
          <Button variant="outlined" onClick={() => startLogout(navigate)}>
            Logout
          </Button>
          <Button variant="contained" onClick={() => void toDashboard()}>
            Back to dashboard
          </Button>
        </>
      }
    >
      <Typography variant="h5" component="h1">
        {AUTH_MESSAGES.unauthorizedHeading}
      </Typography>
      <Typography>{AUTH_MESSAGES.unauthorizedText}</Typography>
    </AuthCard>
  );
}
