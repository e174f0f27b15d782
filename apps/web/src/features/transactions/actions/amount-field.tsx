import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatTypedAmount } from '../../../lib/format/number-format';
import { type AmountCheck, checkAmount } from '../../../lib/transactions/money';

/** An amount typed in major units and what it is worth (minor units) or why it is refused. */
export interface AmountState {
  readonly text: string;
  readonly check: AmountCheck;
}

export function amountState(text: string, decimals: number, maximum: number): AmountState {
  return { text, check: checkAmount(text, decimals, maximum) };
}

interface AmountFieldProps {
  readonly value: AmountState;
  readonly onChange: (text: string) => void;
  readonly currency: string;
  readonly decimals: number;
  /** Minor units. */
  readonly maximum: number;
  /** A message from the server for this field (400). */
  readonly serverError?: string;
  readonly disabled?: boolean;
}

/**
 * The amount of a refund, capture, payout or dispute, in major units of the transaction's
 * currency and the spec §9 format (comma decimals), checked as typed: more than zero, not above
 * the maximum, at most the currency's decimals.
 */
export function AmountField({
  value,
  onChange,
  currency,
  decimals,
  maximum,
  serverError,
  disabled,
}: AmountFieldProps) {
  const { t } = useTranslation();
  const example = formatTypedAmount(2500 * 10 ** Math.max(0, decimals - 2), decimals);
  const maximumText = `${formatAmount(maximum, decimals)} ${currency}`;
  let error: string | undefined = serverError;
  if (!value.check.ok) {
    const a = 'transactionDetails.actions';
    switch (value.check.reason) {
      case 'format':
        error =
          decimals === 0
            ? t(`${a}.amountFormatNoDecimals`, { example, currency })
            : t(`${a}.amountFormat`, { example, decimals });
        break;
      case 'positive':
        error = t(`${a}.amountPositive`);
        break;
      case 'maximum':
        error = t(`${a}.amountMaximum`, { maximum: maximumText });
        break;
    }
  }
  return (
    <TextField
      name="amount"
      label={t('transactionDetails.actions.amount', { currency })}
      value={value.text}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? t('transactionDetails.actions.amountHint', { maximum: maximumText, example })}
      required
      disabled={disabled}
      fullWidth
      autoFocus
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
