import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from '../../../components/forms/text/reason-field';
import type { TransactionRef } from '../api/detail-queries';
import { ActionDialogShell } from './action-dialog-shell';
import { actionTitle, submitLabel, successText } from './action-text';
import { PrefilledAmountField } from './prefilled-amount-field';
import { useActionSubmit } from './use-action-submit';
import { type AmountAction, usePrefilledAmount } from './use-prefilled-amount';

interface Props {
  readonly action: AmountAction;
  readonly transactionRef: TransactionRef;
  readonly onClose: () => void;
}

/** Refund, capture and payout: the amount is prefilled with the maximum once it is known. */
export function AmountActionDialog({ action, transactionRef, onClose }: Props) {
  const { t } = useTranslation();
  const prefilled = usePrefilledAmount(transactionRef, action);
  const { maximum, amount, decimals } = prefilled;
  const [reason, setReason] = useState('');
  const send = useActionSubmit(
    transactionRef,
    (outcome, request) => successText(t, transactionRef, decimals, outcome, request),
    onClose,
  );
  return (
    <ActionDialogShell
      title={actionTitle(t, action, transactionRef)}
      submitLabel={submitLabel(t, action)}
      canSubmit={maximum !== null && amount.check.ok}
      sending={send.sending}
      refusal={send.refusal}
      onClose={onClose}
      onSubmit={() =>
        amount.check.ok &&
        send.submit({ action, amount: amount.check.minorUnits, reason: reason.trim() || undefined })
      }
    >
      <PrefilledAmountField value={prefilled} serverError={send.fieldErrors.amount} disabled={send.sending} />
      <ReasonField
        name="reason"
        label={t('transactionDetails.actions.reason')}
        value={reason}
        onChange={setReason}
        error={send.fieldErrors.reason}
        disabled={send.sending}
      />
    </ActionDialogShell>
  );
}
