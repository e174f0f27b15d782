import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialogShell } from '../actions/action-dialog-shell';
import { PayoutDeclineReasonField } from '../actions/payout-decline-reason-field';

interface Props {
  readonly count: number;
  readonly sending: boolean;
  readonly onDecline: (reason: string) => void;
  readonly onClose: () => void;
}

/** Spec §3 "Batch payout decline: transactions and reason": one reason for every selected payout. */
export function BatchDeclineDialog({ count, sending, onDecline, onClose }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const missing = reason.trim() === '';
  return (
    <ActionDialogShell
      title={t('transactionDetails.pending.batchTitle', { count })}
      submitLabel={t('transactionDetails.pending.declineSelected')}
      canSubmit={!missing}
      sending={sending}
      refusal={null}
      onClose={onClose}
      onSubmit={() => onDecline(reason.trim())}
    >
      <Typography>{t('transactionDetails.pending.selected', { count })}</Typography>
      <PayoutDeclineReasonField value={reason} onChange={setReason} disabled={sending} />
    </ActionDialogShell>
  );
}
