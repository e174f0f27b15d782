import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../components/load-state/retry-alert';
import { useProfileSettings } from './api/profile-calls';
import { SessionsCard } from './sessions-card';
import { SettingsForm } from './settings-form';
import { StepUpCard } from './step-up-card';

/**
 * `tenant/profile-settings` and `merchant/profile-settings`: the user's own name, time zone and
 * language, their password (the identity provider's page), and the browsers they are signed in on.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const settings = useProfileSettings();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {t('profile.heading')}
      </Typography>
      {settings.isLoading && <LinearProgress aria-label={t('profile.loading')} />}
      {settings.isError && (
        <RetryAlert retryLabel={t('profile.retry')} onRetry={() => settings.refetch()}>
          {t('profile.loadFailed')}
        </RetryAlert>
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('profile.security.heading')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link component={RouterLink} to="/authentication/profile">
            {t('profile.security.changePassword')}
          </Link>
        </Typography>
      </Paper>
      <StepUpCard />
      <SessionsCard />
    </Stack>
  );
}
