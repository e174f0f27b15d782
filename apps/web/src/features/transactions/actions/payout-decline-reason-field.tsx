import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from '../../../components/forms/text/reason-field';

interface Props {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A message from the server for this field (400). */
  readonly serverError?: string;
  readonly disabled: boolean;
}

/** The reason a payout decline (one payout or a batch) requires: flagged once typed and left empty. */
export function PayoutDeclineReasonField({ value, onChange, serverError, disabled }: Props) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const missing = value.trim() === '';
  return (
    <ReasonField
      name="reason"
      label={t('transactionDetails.actions.payoutDeclineReason')}
      value={value}
      onChange={(next) => {
        onChange(next);
        setTouched(true);
      }}
      error={
        serverError ??
        (touched && missing ? t('transactionDetails.actions.payoutDeclineReasonRequired') : undefined)
      }
      disabled={disabled}
      required
    />
  );
}
