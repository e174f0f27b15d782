import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { formatDateTime } from '../../../../lib/format/date-format';
import { useApprovePrecheck } from '../../api/tenant-onboarding-queries';
import { PrecheckStatusPill } from '../parts/status-pills';
import { PrecheckDetails } from './precheck-details';
import { RequestChangesDialog } from './request-changes-dialog';

/** The state line of the form: what happened when, and what the reviewer can do about it. */
function PrecheckState({ onboarding }: { onboarding: OnboardingCase }) {
  const { t } = useTranslation();
  const { precheck } = onboarding;
  switch (precheck.status) {
    case 'Draft':
      return <Alert severity="info">{t('onboardingReview.precheck.notSubmitted')}</Alert>;
    case 'Submitted':
      return <Alert severity="warning">{t('onboardingReview.precheck.awaitingReview')}</Alert>;
    case 'ChangesRequested':
      return (
        <Alert severity="info">
          {t('onboardingReview.precheck.changesRequested')}
          <Typography component="blockquote" variant="body2" sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap' }}>
            {precheck.reviewNote}
          </Typography>
        </Alert>
      );
    case 'Approved':
      return <Alert severity="success">{t('onboardingReview.precheck.approvedNote')}</Alert>;
  }
}

/** The Pre-check tab: the form as submitted, and Approve / Request changes while it waits for review. */
export function PrecheckReview({ onboarding }: { onboarding: OnboardingCase }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const merchantId = onboarding.merchant.merchantId;
  const approve = useApprovePrecheck(merchantId);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { precheck } = onboarding;
  // Approving cannot be undone (the merchant can no longer change the form): asked first.
  const confirmApprove = () =>
    approve.mutate(undefined, {
      onSuccess: () => notify.success(t('onboardingReview.precheck.approved')),
      onSettled: () => setConfirming(false),
    });
  const dates = [
    precheck.submittedAt &&
      t('onboardingReview.precheck.submittedAt', { date: formatDateTime(precheck.submittedAt) }),
    precheck.reviewedAt &&
      t('onboardingReview.precheck.reviewedAt', { date: formatDateTime(precheck.reviewedAt) }),
    precheck.updatedAt &&
      t('onboardingReview.precheck.updatedAt', { date: formatDateTime(precheck.updatedAt) }),
  ].filter(Boolean);

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('onboardingReview.precheck.heading')}
        </Typography>
        <PrecheckStatusPill value={precheck.status} />
        {precheck.status === 'Submitted' && (
          <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
            <Button variant="outlined" onClick={() => setAsking(true)} disabled={approve.isPending}>
              {t('onboardingReview.precheck.requestChanges')}
            </Button>
            <Button variant="contained" loading={approve.isPending} onClick={() => setConfirming(true)}>
              {t('onboardingReview.precheck.approve')}
            </Button>
          </Stack>
        )}
      </Stack>
      {dates.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {dates.join(' · ')}
        </Typography>
      )}
      <PrecheckState onboarding={onboarding} />
      <PrecheckDetails form={precheck.form} />
      <RequestChangesDialog merchantId={merchantId} open={asking} onClose={() => setAsking(false)} />
      <ConfirmDialog
        open={confirming}
        title={t('onboardingReview.precheck.approveConfirm.title')}
        message={t('onboardingReview.precheck.approveConfirm.message', {
          merchant: onboarding.merchant.legalBusinessName,
        })}
        confirmLabel={t('onboardingReview.precheck.approve')}
        busy={approve.isPending}
        onConfirm={confirmApprove}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
