import { CleanedDecimalInput, type DecimalInputProps } from './decimal-input';

/** What an amount in the portal's format can hold: digits, the comma before the decimals (or a point), thousands dots. */
export function toAmountText(raw: string): string {
  return raw.replace(/[^0-9.,]/g, '');
}

/**
 * A money amount typed in major units, in the format the portal shows amounts in (spec §9: a comma
 * before the decimals, '25000,00'), read by `parseTypedAmount` (lib/format/number-format.ts), which
 * takes a point for the comma (spec §5) and the screen's own '25.000,00'. Unlike DecimalInput, which
 * turns a comma into a point for plain decimals (fees, rates), it keeps what the user typed, so a
 * stored amount shows here as it does everywhere else (formatTypedAmount).
 */
export function AmountInput(props: DecimalInputProps) {
  return <CleanedDecimalInput {...props} clean={toAmountText} />;
}
