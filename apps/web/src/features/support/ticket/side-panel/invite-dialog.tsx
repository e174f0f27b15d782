import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { InviteExternalPartyRequest } from '@paydesk/contracts/support/support.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../components/forms/text/text-input';
import { Textarea } from '../../../../components/forms/text/textarea';
import { inviteExternalParty } from '../../api/ticket-calls';
import type { TicketRef } from '../../api/ticket-ref';
import { useTicketAction } from '../use-ticket-action';

interface InviteDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly ticketId: string;
  readonly ticketRef: TicketRef;
}

/**
 * Invites someone outside the portal by email: they get a link through which they can comment
 * without an account (an ExternalPartyCommentItem).
 */
export function InviteDialog({ open, onClose, ticketId, ticketRef }: InviteDialogProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const invite = useTicketAction(
    ticketId,
    (request: { email: string; description: string }) =>
      inviteExternalParty(ticketRef, request.email, request.description),
    (request) => t('support.panel.invited', { email: request.email }),
  );
  const valid = InviteExternalPartyRequest.safeParse({ email, description }).success;
  const close = () => {
    setEmail('');
    setDescription('');
    setTouched(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{t('support.panel.invite')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('support.panel.inviteHint')}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 2 }}>
          <TextInput
            name="email"
            type="email"
            required
            label={t('support.panel.inviteEmail')}
            value={email}
            onChange={setEmail}
            onBlur={() => setTouched(true)}
            error={touched && !valid && email.length > 0 ? t('support.panel.inviteEmailInvalid') : undefined}
          />
          <Textarea
            name="description"
            label={t('support.panel.inviteDescription')}
            value={description}
            onChange={setDescription}
            maxLength={1000}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('support.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid}
          loading={invite.isPending}
          onClick={() =>
            invite.mutate({ email: email.trim(), description: description.trim() }, { onSuccess: close })
          }
        >
          {t('support.panel.inviteSend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
