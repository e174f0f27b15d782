import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { ProcessingStatusPill } from '../parts/status-pills';
import { JourneyStepper } from './journey-stepper';

/** The merchant's name, processing status and tenant, and where its journey stands. */
export function CaseHeader({ onboarding }: { onboarding: OnboardingCase }) {
  const { t } = useTranslation();
  const { merchant } = onboarding;
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {merchant.legalBusinessName}
        </Typography>
        <ProcessingStatusPill value={merchant.processingStatus} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('onboardingReview.case.tenant', { name: merchant.tenantName })}
      </Typography>
      <JourneyStepper onboarding={onboarding} />
    </Stack>
  );
}
