import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import {
  DEFAULT_DECIMAL_PLACES,
  formatMoney,
  formatTypedAmount,
  parseTypedAmount,
} from '../format/number-format';

/**
 * The decimal places of a currency: the currencies lookup's (spec §9 "the currency's
 * decimalPlaces"), else ISO 4217's as the browser knows them, else 2 (spec §9 default).
 */
export function decimalPlacesOf(code: string, currencies: readonly Currency[] | undefined): number {
  const listed = currencies?.find((c) => c.id === code)?.decimalPlaces;
  if (listed !== undefined) return listed;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? DEFAULT_DECIMAL_PLACES
    );
  } catch {
    return DEFAULT_DECIMAL_PLACES;
  }
}

/** Minor units in the spec §9 format with the code after it: 1234567 EUR -> '12.345,67 EUR'. */
export function moneyDisplay(minorUnits: number, code: string, currencies?: readonly Currency[]): string {
  return formatMoney(minorUnits, { id: code, decimalPlaces: decimalPlacesOf(code, currencies) });
}

/**
 * The decimals the amount filter is typed with: the chosen currency's when exactly one is chosen,
 * else the spec §9 default of 2 (amounts of several currencies share no scale).
 */
export function amountFilterDecimals(chosen: readonly string[], currencies?: readonly Currency[]): number {
  return chosen.length === 1 ? decimalPlacesOf(chosen[0]!, currencies) : DEFAULT_DECIMAL_PLACES;
}

/** Minor units shown in the amount filter's field: 1250 with 2 decimals -> '12,50'; 123450 -> '1234,50'. */
export function amountFieldText(minorUnits: number | null, decimals: number): string {
  return minorUnits === null ? '' : formatTypedAmount(minorUnits, decimals);
}

/**
 * What the amount filter's field says, in minor units: null for an empty field, 'invalid' for text
 * that is not an amount of that many decimals (or a negative or unsafe one).
 */
export function amountFieldValue(text: string, decimals: number): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const units = parseTypedAmount(text, decimals);
  if (units === null || units < 0n || units > BigInt(Number.MAX_SAFE_INTEGER)) return 'invalid';
  return Number(units);
}
