import { AmountField } from './amount-field';
import { BalanceLoading } from './balance-loading';
import type { PrefilledAmount } from './use-prefilled-amount';

interface Props {
  readonly value: PrefilledAmount;
  /** A message from the server for this field (400). */
  readonly serverError?: string;
  readonly disabled?: boolean;
}

/** The amount field of a `usePrefilledAmount`, or the balance loading in its place. */
export function PrefilledAmountField({ value, serverError, disabled }: Props) {
  const { maximum, amount, currency, decimals, setTyped } = value;
  return maximum === null ? (
    <BalanceLoading />
  ) : (
    <AmountField
      value={amount}
      onChange={setTyped}
      currency={currency}
      decimals={decimals}
      maximum={maximum}
      serverError={serverError}
      disabled={disabled}
    />
  );
}
