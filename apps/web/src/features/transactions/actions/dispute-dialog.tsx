import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { ReasonField } from '../../../components/forms/text/reason-field';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import type { TransactionRef } from '../api/detail-queries';
import { fetchDisputeCodes } from '../api/detail-tab-calls';
import { useTabQuery } from '../api/detail-tab-queries';
import { ActionDialogShell } from './action-dialog-shell';
import { actionTitle, submitLabel, successText } from './action-text';
import { PrefilledAmountField } from './prefilled-amount-field';
import { useActionSubmit } from './use-action-submit';
import { usePrefilledAmount } from './use-prefilled-amount';

interface Props {
  readonly transactionRef: TransactionRef;
  readonly onClose: () => void;
}

/**
 * Opens a dispute: the disputed amount (at most what is left on the payment, prefilled with it),
 * a dispute code of the card scheme (`disputeCodes`) and a reason.
 */
export function DisputeDialog({ transactionRef, onClose }: Props) {
  const { t } = useTranslation();
  const prefilled = usePrefilledAmount(transactionRef, 'refund');
  const { maximum, amount, decimals } = prefilled;
  const codes = useTabQuery(transactionRef, 'disputeCodes', fetchDisputeCodes);
  const codesFailed = useErrorMessage(codes.error);
  const [disputeCode, setDisputeCode] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const [reason, setReason] = useState('');
  const send = useActionSubmit(
    transactionRef,
    (outcome, request) => successText(t, transactionRef, decimals, outcome, request),
    onClose,
  );
  const missingCode =
    codeTouched && !disputeCode ? t('transactionDetails.actions.disputeCodeRequired') : undefined;
  return (
    <ActionDialogShell
      title={actionTitle(t, 'dispute', transactionRef)}
      submitLabel={submitLabel(t, 'dispute')}
      canSubmit={maximum !== null && amount.check.ok && disputeCode !== ''}
      sending={send.sending}
      refusal={send.refusal}
      onClose={onClose}
      onSubmit={() =>
        amount.check.ok &&
        send.submit({
          action: 'dispute',
          amount: amount.check.minorUnits,
          disputeCode,
          reason: reason.trim() || undefined,
        })
      }
    >
      <PrefilledAmountField value={prefilled} serverError={send.fieldErrors.amount} disabled={send.sending} />
      {codes.isError && (
        <Alert severity="error">
          {t('transactionDetails.actions.optionsFailed', { message: codesFailed })}
        </Alert>
      )}
      <OptionSelect
        name="disputeCode"
        label={t('transactionDetails.actions.disputeCode')}
        value={disputeCode}
        onChange={(value) => {
          setDisputeCode(value);
          setCodeTouched(true);
        }}
        options={(codes.data ?? []).map((c) => ({
          value: c.code,
          label: t('transactionDetails.actions.disputeCodeOption', {
            code: c.code,
            description: c.description,
          }),
        }))}
        error={send.fieldErrors.disputeCode ?? missingCode}
        disabled={send.sending || !codes.isSuccess}
        required
      />
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
