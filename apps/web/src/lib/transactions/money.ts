import { formatMoney, parseTypedAmount } from '../format/number-format';

/** Minor units with the currency code, in the spec §9 format: '1.234,56 EUR'. */
export function moneyText(minorUnits: number, currency: string, decimals: number): string {
  return formatMoney(minorUnits, { id: currency, decimalPlaces: decimals });
}

/** Why an amount typed in major units is refused, or its minor units. */
export type AmountCheck =
  | { readonly ok: true; readonly minorUnits: number }
  | { readonly ok: false; readonly reason: 'format' | 'positive' | 'maximum' };

/**
 * Reads a typed amount (parseTypedAmount: a comma or a point as the decimal point) into minor units
 * and checks it: more than zero, not above `maximum` (minor units), at most `decimals` decimals
 * (parseTypedAmount refuses more). Integer arithmetic only: '25,10' is 2510, never 25.1 * 100.
 */
export function checkAmount(text: string, decimals: number, maximum: number): AmountCheck {
  const units = parseTypedAmount(text, decimals);
  if (units === null) return { ok: false, reason: 'format' };
  if (units <= 0n) return { ok: false, reason: 'positive' };
  if (units > BigInt(maximum)) return { ok: false, reason: 'maximum' };
  return { ok: true, minorUnits: Number(units) };
}
