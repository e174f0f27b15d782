import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfferSummary } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../../components/status-pill/status-pill';

/** A merchant's processing status (NoProcessing, SandboxEnabled, LiveEnabled) in words. */
export function ProcessingStatusPill({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <StatusPill
      value={value}
      label={t(`onboardingReview.processingStatus.${value}`, { defaultValue: value })}
    />
  );
}

/** The pre-check form's status (Draft, Submitted, ChangesRequested, Approved) in words. */
export function PrecheckStatusPill({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <StatusPill
      value={value}
      label={t(`onboardingReview.precheckStatus.${value}`, { defaultValue: value })}
    />
  );
}

/** An offer's status as spec §4's proposal and agreement badge. */
export function OfferStatusPill({ value }: { value: string }) {
  return <StatusPill value={value} kind="proposal" />;
}

/** A proposal or agreement in a cell: its version and status badge, or a dash when there is none. */
export function OfferBadge({ offer }: { offer: OfferSummary | null }) {
  const { t } = useTranslation();
  if (!offer) return <>{t('onboardingReview.none')}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" component="span">
        {t('onboardingReview.version', { version: offer.version })}
      </Typography>
      <OfferStatusPill value={offer.status} />
    </Stack>
  );
}
