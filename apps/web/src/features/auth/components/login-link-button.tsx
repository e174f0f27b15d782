import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { AUTH_PATHS } from '../auth-paths';

/** The way back to sign-in from the end states of the authentication pages. */
export function LoginLinkButton() {
  return (
    <Button variant="contained" component={RouterLink} to={AUTH_PATHS.login}>
      Login
    </Button>
  );
}
