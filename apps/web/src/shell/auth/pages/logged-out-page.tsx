import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { LoginLinkButton } from '../components/login-link-button';

/** authentication/logged-out (spec §2). */
export function LoggedOutPage() {
  const { t } = useTranslation();
  return (
    <AuthCard actions={<LoginLinkButton />}>
      <Typography variant="h5" component="h1">
        {t('auth.loggedOut')}
      </Typography>
    </AuthCard>
  );
}
