import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/transactions/use-money';
import type { TransactionRef } from '../api/detail-queries';
import { ActionDialogShell } from './action-dialog-shell';
import { actionTitle, submitLabel, successText } from './action-text';
import { PayoutDeclineReasonField } from './payout-decline-reason-field';
import { useActionSubmit } from './use-action-submit';

interface Props {
  readonly transactionRef: TransactionRef;
  readonly onClose: () => void;
}

/** Declines one payout waiting for approval, with the reason the batch call requires. */
export function PayoutDeclineDialog({ transactionRef, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [reason, setReason] = useState('');
  const send = useActionSubmit(
    transactionRef,
    (outcome, request) =>
      successText(t, transactionRef, money.decimals(transactionRef.transaction.currency), outcome, request),
    onClose,
  );
  const missing = reason.trim() === '';
  return (
    <ActionDialogShell
      title={actionTitle(t, 'payoutDecline', transactionRef)}
      submitLabel={submitLabel(t, 'payoutDecline')}
      canSubmit={!missing}
      sending={send.sending}
      refusal={send.refusal}
      onClose={onClose}
      onSubmit={() => send.submit({ action: 'payoutDecline', reason: reason.trim() })}
    >
      <PayoutDeclineReasonField
        value={reason}
        onChange={setReason}
        serverError={send.fieldErrors.reason}
        disabled={send.sending}
      />
    </ActionDialogShell>
  );
}
