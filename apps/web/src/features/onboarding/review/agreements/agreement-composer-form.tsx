import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OfferSummary, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { AgreementDraft } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { formatDateTime } from '../../../../lib/format/date-format';
import { saveAgreement, sendAgreementToMerchant } from '../../api/offer-drafts';
import { serverFieldMessages } from '../../shared/server-field-errors';
import { OfferBodyEditor } from '../body/offer-body-editor';
import { ComposerActions } from '../offers/composer-actions';
import { useSaveOffer } from '../offers/use-save-offer';

interface AgreementComposerFormProps {
  readonly onboarding: OnboardingCase;
  /** The accepted proposal the agreement is made from. */
  readonly proposal: OfferSummary;
  readonly initialBody: string;
  /** The unsent agreement being edited. */
  readonly draftId?: string;
  readonly onClose: () => void;
}

/**
 * An agreement takes the accepted proposal's fees and products as they are (the server copies
 * them); the tenant writes only its body, from an agreement template.
 */
export function AgreementComposerForm({
  onboarding,
  proposal,
  initialBody,
  draftId,
  onClose,
}: AgreementComposerFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { merchantId, legalBusinessName, tenantName } = onboarding.merchant;
  const [body, setBody] = useState(initialBody);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const saving = useSaveOffer({
    save: (draft: AgreementDraft, id?: string) => saveAgreement(merchantId, draft, id),
    send: sendAgreementToMerchant,
    draftId,
  });
  const parsed = AgreementDraft.safeParse({ proposalId: proposal.id, agreementBody: body });
  const bodyIssue = parsed.success
    ? undefined
    : parsed.error.issues.find((i) => i.path[0] === 'agreementBody');
  const bodyError =
    (serverError?.field === 'agreementBody' ? serverError.message : undefined) ??
    (tried ? bodyIssue?.message : undefined);
  const formError = serverError && serverError.field !== 'agreementBody' ? serverError.message : undefined;

  const submit = (send: boolean) => {
    setTried(true);
    if (!parsed.success) return;
    saving.mutate(
      { draft: parsed.data, send },
      {
        onSuccess: () => {
          notify.success(
            t(send ? 'onboardingReview.composer.sentAgreement' : 'onboardingReview.composer.savedAgreement'),
          );
          onClose();
        },
        onError: (error) => {
          const [first] = serverFieldMessages(error);
          if (first) setServerError(first);
        },
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Alert severity="info">
            {t('onboardingReview.composer.fromProposal', {
              version: proposal.version,
              date: proposal.respondedAt ? formatDateTime(proposal.respondedAt) : t('onboardingReview.none'),
            })}
          </Alert>
          <Stack spacing={1.5} component="section">
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('onboardingReview.composer.body')}
            </Typography>
            <OfferBodyEditor
              kind="agreement"
              value={body}
              onChange={(next) => {
                setServerError(null);
                setBody(next);
              }}
              error={bodyError}
              merchantName={legalBusinessName}
              tenantName={tenantName}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <ComposerActions
        problem={formError || undefined}
        pending={saving.isPending}
        sending={saving.variables?.send}
        onCancel={onClose}
        onSubmit={submit}
      />
    </>
  );
}
