import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../components/feedback/feedback-context';
import { closeResultOf, type OfferCloseResult, type OfferRef } from '../../../lib/offers/offer-close-result';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { mayAnswer, useOfferView } from './offer-view';
import { OfferViewBody } from './offer-view-body';
import { RejectDialog, type RejectDialogResult } from './reject-dialog';
import { useOfferResponse } from './use-offer-response';

export interface OfferViewerProps {
  readonly offer: OfferRef;
  readonly onClose: (result?: OfferCloseResult) => void;
}

/**
 * Spec §2 View Proposal / View Agreement dialog: 90% of the width; not dismissed by a click
 * outside (a half-read offer must not vanish by a stray click). Escape does close it: it is the
 * keyboard's only way out, and it is deliberate, unlike a click beside the dialog. Reject and
 * Accept show only in PendingApproval / PendingAcceptance, and only to the merchant.
 */
export function OfferViewer({ offer, onClose }: OfferViewerProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const notify = useNotify();
  const view = useOfferView(offer);
  const answer = useOfferResponse();
  const [rejecting, setRejecting] = useState(false);
  // Accepting cannot be undone: the merchant confirms what it accepts (kind and version) first.
  const [confirmingAccept, setConfirmingAccept] = useState(false);
  const canAnswer = view.data ? mayAnswer(user, offer.kind, view.data) : false;
  const titleId = `offer-${offer.id}-title`;

  const respond = (body: Parameters<typeof answer.mutate>[0]['body']) =>
    answer.mutate(
      { kind: offer.kind, id: offer.id, body },
      {
        onSuccess: () => {
          notify.success(t(`onboarding.offer.answered.${offer.kind}${body.response}`));
          onClose(closeResultOf(offer.kind, body.response));
        },
        onSettled: () => setConfirmingAccept(false),
      },
    );
  const onRejected = (result: RejectDialogResult) => {
    setRejecting(false);
    if (result?.status === 'Valid') respond(result.value);
  };

  return (
    <Dialog
      open
      maxWidth={false}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '90%', m: { xs: 1, sm: 4 }, maxWidth: '90%' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t(`onboarding.offer.title.${offer.kind}`)}
      </DialogTitle>
      {/* Outside the title, so the dialog's name is the title alone ("Proposal", not "Proposal Close"). */}
      <IconButton
        aria-label={t('onboarding.offer.close')}
        onClick={() => onClose()}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {view.isPending && <LinearProgress aria-label={t('onboarding.loading')} />}
        {view.isError && (
          <Typography role="alert" color="error">
            {t(`onboarding.offer.loadFailed.${offer.kind}`)}
          </Typography>
        )}
        {view.data && <OfferViewBody kind={offer.kind} offer={view.data} />}
      </DialogContent>
      <DialogActions>
        {canAnswer && (
          <>
            <Button color="error" disabled={answer.isPending} onClick={() => setRejecting(true)}>
              {t('onboarding.offer.reject')}
            </Button>
            <Button variant="contained" disabled={answer.isPending} onClick={() => setConfirmingAccept(true)}>
              {t('onboarding.offer.accept')}
            </Button>
          </>
        )}
      </DialogActions>
      {rejecting && <RejectDialog kind={offer.kind} id={offer.id} open onClose={onRejected} />}
      {view.data && (
        <ConfirmDialog
          open={confirmingAccept}
          title={t(`onboarding.offer.acceptConfirm.title.${offer.kind}`)}
          message={t(`onboarding.offer.acceptConfirm.message.${offer.kind}`, {
            version: view.data.version,
            tenant: view.data.tenantName,
          })}
          confirmLabel={t('onboarding.offer.accept')}
          busy={answer.isPending}
          onConfirm={() => respond({ response: 'Accepted' })}
          onCancel={() => setConfirmingAccept(false)}
        />
      )}
    </Dialog>
  );
}
