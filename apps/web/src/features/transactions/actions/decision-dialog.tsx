import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { ReasonField } from '../../../components/forms/text/reason-field';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import { useDecisionReasons } from '../../../lib/transactions/action-reasons';
import { useMoney } from '../../../lib/transactions/use-money';
import type { TransactionRef } from '../api/detail-queries';
import { ActionDialogShell } from './action-dialog-shell';
import { actionTitle, submitLabel, successText } from './action-text';
import { useActionSubmit } from './use-action-submit';

interface Props {
  readonly action: 'decline' | 'approve';
  readonly transactionRef: TransactionRef;
  readonly onClose: () => void;
}

/** Declines or approves a pending payment with a reason from the lookup and a comment. */
export function DecisionDialog({ action, transactionRef, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const reasons = useDecisionReasons(action);
  const reasonsFailed = useErrorMessage(reasons.error);
  const [reasonId, setReasonId] = useState('');
  const [touched, setTouched] = useState(false);
  const [comment, setComment] = useState('');
  const decimals = money.decimals(transactionRef.transaction.currency);
  const send = useActionSubmit(
    transactionRef,
    (outcome, request) => successText(t, transactionRef, decimals, outcome, request),
    onClose,
  );
  const missing = touched && !reasonId ? t('transactionDetails.actions.decisionReasonRequired') : undefined;
  return (
    <ActionDialogShell
      title={actionTitle(t, action, transactionRef)}
      submitLabel={submitLabel(t, action)}
      canSubmit={reasonId !== ''}
      sending={send.sending}
      refusal={send.refusal}
      onClose={onClose}
      onSubmit={() => send.submit({ action, reasonId, comment: comment.trim() || undefined })}
    >
      {reasons.isError && (
        <Alert severity="error">
          {t('transactionDetails.actions.optionsFailed', { message: reasonsFailed })}
        </Alert>
      )}
      <OptionSelect
        name="reasonId"
        label={t('transactionDetails.actions.decisionReason')}
        value={reasonId}
        onChange={(value) => {
          setReasonId(value);
          setTouched(true);
        }}
        options={(reasons.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        error={send.fieldErrors.reasonId ?? missing}
        disabled={send.sending || !reasons.isSuccess}
        required
      />
      <ReasonField
        name="comment"
        label={t('transactionDetails.actions.comment')}
        value={comment}
        onChange={setComment}
        error={send.fieldErrors.comment}
        disabled={send.sending}
      />
    </ActionDialogShell>
  );
}
