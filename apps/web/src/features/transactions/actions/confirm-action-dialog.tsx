import Typography from '@mui/material/Typography';
import { refundableAmount } from '@paydesk/contracts/transactions/transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from '../../../components/forms/text/reason-field';
import { moneyText } from '../../../lib/transactions/money';
import { useMoney } from '../../../lib/transactions/use-money';
import type { TransactionRef } from '../api/detail-queries';
import { ActionDialogShell } from './action-dialog-shell';
import { actionTitle, submitLabel, successText } from './action-text';
import { useActionSubmit } from './use-action-submit';

export type ConfirmAction =
  | 'void'
  | 'reversal'
  | 'checkStatus'
  | 'statusChangeRefund'
  | 'payoutApprove'
  | 'cancelPayout';

/** Payout decisions take no body (spec §7: PUT {id}/payout-approve, cancel-payout/{id}). */
const WITHOUT_REASON: readonly ConfirmAction[] = ['payoutApprove', 'cancelPayout'];

interface Props {
  readonly action: ConfirmAction;
  readonly transactionRef: TransactionRef;
  readonly onClose: () => void;
}

/** Actions on the whole transaction: what will happen, an optional reason, and a confirm. */
export function ConfirmActionDialog({ action, transactionRef, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const tx = transactionRef.transaction;
  const decimals = money.decimals(tx.currency);
  const [reason, setReason] = useState('');
  const send = useActionSubmit(
    transactionRef,
    (outcome, request) => successText(t, transactionRef, decimals, outcome, request),
    onClose,
  );
  // The amount the action concerns: what is left for a manual refund, the captured amount for a
  // reversal, the authorised or payout amount otherwise.
  const concerned =
    action === 'statusChangeRefund'
      ? refundableAmount(tx)
      : action === 'reversal'
        ? tx.capturedAmount
        : tx.amount;
  const withReason = !WITHOUT_REASON.includes(action);
  const submit = () => {
    const text = reason.trim() || undefined;
    if (action === 'payoutApprove' || action === 'cancelPayout') send.submit({ action });
    else send.submit({ action, reason: text });
  };
  return (
    <ActionDialogShell
      title={actionTitle(t, action, transactionRef)}
      submitLabel={submitLabel(t, action)}
      canSubmit
      sending={send.sending}
      refusal={send.refusal}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography>
        {t(`transactionDetails.actions.confirm.${action}`, {
          amount: moneyText(concerned, tx.currency, decimals),
        })}
      </Typography>
      {withReason && (
        <ReasonField
          name="reason"
          label={t('transactionDetails.actions.reason')}
          value={reason}
          onChange={setReason}
          error={send.fieldErrors.reason}
          disabled={send.sending}
        />
      )}
    </ActionDialogShell>
  );
}
