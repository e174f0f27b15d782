import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES } from '../auth-result';
import { AuthCard } from '../components/auth-card';
import { LoginLinkButton } from '../components/login-link-button';

/** authentication/logged-out (spec §2). */
export function LoggedOutPage() {
  return (
    <AuthCard actions={<LoginLinkButton />}>
      <Typography variant="h5" component="h1">
        {AUTH_MESSAGES.loggedOut}
      </Typography>
    </AuthCard>
  );
}
