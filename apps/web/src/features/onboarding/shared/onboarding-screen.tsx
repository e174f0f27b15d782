import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAny, type Permission } from '@paydesk/contracts/auth/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { isOperator } from '../../../shell/navigation/user-paths';
import { useMyOnboarding } from '../api/my-onboarding-queries';
import { JourneyStepper } from './journey-stepper';

export interface OnboardingScreenProps {
  /** The page's heading (translated). */
  readonly title: string;
  /** Any one of these onboarding keys opens the page (spec §6). */
  readonly anyOf: readonly Permission[];
  readonly children: ReactNode;
}

/**
 * The frame of the merchant's onboarding pages: heading and journey stepper. Spec §2 leaves the
 * boarding routes unguarded, so the page itself tells a user without the key (or an operator, who
 * has no onboarding of their own) that it is not theirs, rather than calling the server in vain.
 */
export function OnboardingScreen({ title, anyOf, children }: OnboardingScreenProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = !isOperator(user) && holdsAny(user.permissions, anyOf);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {allowed ? <CaseStepper /> : <Alert severity="info">{t('onboarding.noAccess')}</Alert>}
      {allowed && children}
    </Stack>
  );
}

function CaseStepper() {
  const mine = useMyOnboarding();
  return mine.data ? <JourneyStepper onboarding={mine.data} /> : null;
}

/** Loading and failure of a page's main query, with a way to try again. */
export function LoadState({
  pending,
  failed,
  retry,
}: {
  pending: boolean;
  failed: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (pending) return <LinearProgress aria-label={t('onboarding.loading')} />;
  if (!failed) return null;
  return (
    <RetryAlert retryLabel={t('onboarding.retry')} onRetry={retry}>
      {t('onboarding.loadFailed')}
    </RetryAlert>
  );
}
