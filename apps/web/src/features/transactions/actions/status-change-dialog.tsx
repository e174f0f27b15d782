import {
  STATUS_CHANGE_ACTIONS,
  STATUS_CHANGE_TARGETS,
  type StatusChangeAction,
} from '@paydesk/contracts/transactions/transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { ReasonField } from '../../../components/forms/text/reason-field';
import { useMoney } from '../../../lib/transactions/use-money';
import type { TransactionRef } from '../api/detail-queries';
import { ActionDialogShell } from './action-dialog-shell';
import { actionTitle, submitLabel, successText } from './action-text';
import { useActionSubmit } from './use-action-submit';

interface Props {
  readonly transactionRef: TransactionRef;
  readonly onClose: () => void;
}

/**
 * Platform staff set the status of an undecided or wrongly decided transaction by hand (spec §7
 * StatusChange {actionType[,declineReason]}); a decline needs its reason. The status it already
 * has is not offered.
 */
export function StatusChangeDialog({ transactionRef, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const tx = transactionRef.transaction;
  const [actionType, setActionType] = useState<StatusChangeAction | ''>('');
  const [declineReason, setDeclineReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const send = useActionSubmit(
    transactionRef,
    (outcome, request) => successText(t, transactionRef, money.decimals(tx.currency), outcome, request),
    onClose,
  );
  const needsReason = actionType === 'Decline';
  const reasonMissing = needsReason && declineReason.trim() === '';
  const choices = STATUS_CHANGE_ACTIONS.filter((a) => STATUS_CHANGE_TARGETS[a] !== tx.status);
  return (
    <ActionDialogShell
      title={actionTitle(t, 'statusChange', transactionRef)}
      submitLabel={submitLabel(t, 'statusChange')}
      canSubmit={actionType !== '' && !reasonMissing}
      sending={send.sending}
      refusal={send.refusal}
      onClose={onClose}
      onSubmit={() =>
        actionType !== '' &&
        send.submit({
          action: 'statusChange',
          actionType,
          declineReason: needsReason ? declineReason.trim() : undefined,
        })
      }
    >
      <OptionSelect
        name="actionType"
        label={t('transactionDetails.actions.actionType')}
        value={actionType}
        onChange={(value) => setActionType(value as StatusChangeAction | '')}
        options={choices.map((a) => ({ value: a, label: t(`transactionDetails.actions.actionTypes.${a}`) }))}
        error={send.fieldErrors.actionType}
        disabled={send.sending}
        required
      />
      {needsReason && (
        <ReasonField
          name="declineReason"
          label={t('transactionDetails.actions.declineReason')}
          value={declineReason}
          onChange={(value) => {
            setDeclineReason(value);
            setReasonTouched(true);
          }}
          error={
            send.fieldErrors.declineReason ??
            (reasonTouched && reasonMissing
              ? t('transactionDetails.actions.declineReasonRequired')
              : undefined)
          }
          disabled={send.sending}
          required
        />
      )}
    </ActionDialogShell>
  );
}
