/**
 * A transaction's amount in its tenant's base currency (0008 `base_amount`), from the fixed EUR
 * reference rates (currency_rates) and each currency's decimal places, in exact integer arithmetic:
 *
 *   base = amount × rate(from) × 10^places(base) / (rate(to) × 10^places(from)), rounded half up
 *
 * (amounts are positive, so half up is half away from zero). Rates are exact decimal strings, read
 * into a scaled integer; no float touches the money. The volume generator does the same sum in SQL
 * with numeric `div` (transaction-generator.ts), so both round alike.
 */

export interface RatedCurrency {
  readonly code: string;
  /** Units of EUR per one unit (major units), an exact decimal string such as "0.0061". */
  readonly eurRate: string;
  readonly decimalPlaces: number;
}

/** An exact decimal as numerator / 10^scale. */
export function parseDecimal(value: string): { numerator: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a positive decimal: "${value}"`);
  const fraction = match[2] ?? '';
  return { numerator: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

/** The integer fraction numerator / denominator that turns minor units of `from` into minor units of `to`. */
export function conversionFactor(from: RatedCurrency, to: RatedCurrency): { num: bigint; den: bigint } {
  const source = parseDecimal(from.eurRate);
  const target = parseDecimal(to.eurRate);
  if (source.numerator === 0n || target.numerator === 0n) throw new Error('A rate must be above zero');
  return {
    num: source.numerator * 10n ** BigInt(target.scale + to.decimalPlaces),
    den: target.numerator * 10n ** BigInt(source.scale + from.decimalPlaces),
  };
}

/** `amount` minor units of `from` in minor units of `to`, rounded half up. */
export function convertMinorUnits(amount: number, from: RatedCurrency, to: RatedCurrency): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Not an amount in minor units: ${amount}`);
  if (from.code === to.code) return amount;
  const { num, den } = conversionFactor(from, to);
  // floor((2·a·num + den) / (2·den)) = a·num/den rounded half up, for a ≥ 0.
  return Number((2n * BigInt(amount) * num + den) / (2n * den));
}
