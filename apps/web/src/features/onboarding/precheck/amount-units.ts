/**
 * Amounts on the pre-check form are typed in major units ("2500.50") and stored as integer minor
 * units of the chosen currency (CONVENTIONS: no floats for money). The arithmetic is on the digits,
 * never on a float, so 0.29 EUR is 29 and not 28.999….
 */

export type MinorUnitsResult =
  | { readonly ok: true; readonly minor: number }
  | { readonly ok: false; readonly problem: 'notAnAmount' | 'tooManyDecimals' };

/** "2500.5" with 2 decimal places -> 250050. The text is what DecimalInput gives: digits and one point. */
export function toMinorUnits(text: string, decimalPlaces: number): MinorUnitsResult {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (!match[1] && !match[2])) return { ok: false, problem: 'notAnAmount' };
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimalPlaces) return { ok: false, problem: 'tooManyDecimals' };
  const digits = `${whole}${fraction.padEnd(decimalPlaces, '0')}`.replace(/^0+(?=\d)/, '');
  // Beyond 2^53 a number is no longer exact; such an amount is far past the schema's maximum anyway.
  return { ok: true, minor: Number(BigInt(digits || '0')) };
}

/** 250050 with 2 decimal places -> "2500.50"; the form shows what the merchant typed, in major units. */
export function toMajorUnits(minor: number, decimalPlaces: number): string {
  const digits = BigInt(Math.trunc(minor))
    .toString()
    .padStart(decimalPlaces + 1, '0');
  if (decimalPlaces === 0) return digits;
  return `${digits.slice(0, -decimalPlaces)}.${digits.slice(-decimalPlaces)}`;
}
