import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AUTH_PATHS } from '../auth-paths';
import { AUTH_MESSAGES } from '../auth-result';
import { AuthCard } from '../components/auth-card';

/** authentication/logged-out (spec §2). */
export function LoggedOutPage() {
  return (
    <AuthCard
      actions={
        <Button variant="contained" component={RouterLink} to={AUTH_PATHS.login}>
          Login
        </Button>
      }
    >
      <Typography variant="h5" component="h1">
        {AUTH_MESSAGES.loggedOut}
      </Typography>
    </AuthCard>
  );
}
