/**
 * Number display of spec §9 "Defaults and display": comma decimal separator, dot thousands,
 * 2 decimals or the currency's decimalPlaces; fees 2 decimals; data sizes in megabytes.
 *
 * All arithmetic is on decimal strings and bigint, never on floats: money is integer minor units
 * (ARCHITECTURE.md "Nothing is lost") and amounts beyond 2^53 must still print exactly.
 */

const DECIMAL_SEPARATOR = ',';
const THOUSANDS_SEPARATOR = '.';

/** Spec §9: currency display defaults to 2 decimals. */
export const DEFAULT_DECIMAL_PLACES = 2;
/** Spec §9: fees show 2 decimals. */
export const FEE_DECIMAL_PLACES = 2;
/** Spec §9: data size is measured in megabytes; 5242880 bytes is the spec's 5 MB, so 1 MB = 2^20 bytes. */
export const BYTES_PER_MEGABYTE = 1_048_576;

export type IntegerInput = bigint | number | string;

function toBigInt(value: IntegerInput): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    // Past 2^53 a number is already rounded; such amounts must come as bigint or string.
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer amount: ${value}`);
    return BigInt(value);
  }
  if (!/^[-+]?\d+$/.test(value.trim())) throw new RangeError(`Not an integer amount: '${value}'`);
  return BigInt(value.trim());
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/** Places a decimal separator `decimalPlaces` digits from the right of an integer count of units. */
function formatScaled(
  units: bigint,
  decimalPlaces: number,
  decimalSeparator = DECIMAL_SEPARATOR,
  grouped = decimalSeparator === DECIMAL_SEPARATOR,
): string {
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0) {
    throw new RangeError(`Invalid decimal places: ${decimalPlaces}`);
  }
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimalPlaces + 1, '0');
  const whole = digits.slice(0, digits.length - decimalPlaces);
  const fraction = digits.slice(digits.length - decimalPlaces);
  const integerPart = grouped ? groupThousands(whole) : whole;
  return `${sign}${integerPart}${decimalPlaces > 0 ? `${decimalSeparator}${fraction}` : ''}`;
}

/**
 * An amount in integer minor units, in the spec's currency format:
 * 123456789 (EUR, 2) -> '1.234.567,89'; 1234 (JPY, 0) -> '1.234'; 1234 (BHD, 3) -> '1,234'.
 */
export function formatAmount(
  minorUnits: IntegerInput,
  decimalPlaces: number = DEFAULT_DECIMAL_PLACES,
): string {
  return formatScaled(toBigInt(minorUnits), decimalPlaces);
}

/** Spec §3 Currency: id, decimalPlaces. */
export interface CurrencyInfo {
  readonly id: string;
  readonly decimalPlaces?: number;
}

/** An amount with its currency code after it: '1.234.567,89 EUR'. */
export function formatMoney(minorUnits: IntegerInput, currency: CurrencyInfo): string {
  return `${formatAmount(minorUnits, currency.decimalPlaces ?? DEFAULT_DECIMAL_PLACES)} ${currency.id}`;
}

/**
 * Reads an amount a user typed into minor units (spec §5's decimal-only directive: digits with at
 * most one decimal point, a comma taken as a point), or null when it is not one or has more
 * decimals than the currency. '10.5', '10,5' and '10,50' are 1050 with 2 decimals. The portal's own
 * format copied from the screen ('1.234,50') is read too: the comma after the dots makes them
 * thousands. A dot alone is always the point: '1.500' is one and a half, so with 2 decimals it is
 * refused as too precise, never taken as 1500 (a refund must not move a thousand times the amount
 * meant).
 */
export function parseTypedAmount(
  text: string,
  decimalPlaces: number = DEFAULT_DECIMAL_PLACES,
): bigint | null {
  const trimmed = text.trim();
  const match =
    /^(-?)(\d{1,3}(?:\.\d{3})+),(\d+)$/.exec(trimmed) ?? /^(-?)(\d+)(?:[.,](\d+))?$/.exec(trimmed);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > decimalPlaces) return null;
  const units = BigInt(whole.replaceAll('.', '') + fraction.padEnd(decimalPlaces, '0'));
  return sign ? -units : units;
}

/**
 * Minor units as an amount field shows them for editing: the spec's comma decimal separator and no
 * thousands dots, so that parseTypedAmount reads it back (1234, 0 decimals -> '1234', not '1.234').
 */
export function formatTypedAmount(
  minorUnits: IntegerInput,
  decimalPlaces: number = DEFAULT_DECIMAL_PLACES,
): string {
  return formatScaled(toBigInt(minorUnits), decimalPlaces, DECIMAL_SEPARATOR, false);
}

/** A number as a plain decimal string, exponent notation expanded (1e-7 -> '0.0000001'). */
function plainDecimal(value: number | string): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([-+]?)(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && !match[3]) || (typeof value === 'number' && !Number.isFinite(value))) {
    throw new RangeError(`Not a decimal number: '${value}'`);
  }
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponentText);
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return `${sign === '-' ? '-' : ''}${padded.slice(0, at) || '0'}.${padded.slice(at)}`;
}

/** Rounds a decimal to `decimals` places, half away from zero, as an integer count of 10^-decimals. */
function toScaledUnits(value: number | string, decimals: number): bigint {
  const plain = plainDecimal(value);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = plain.replace('-', '').split('.');
  let units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') units += 1n;
  return negative ? -units : units;
}

/**
 * A decimal value (a number or a decimal string from the wire) with `decimals` places in the
 * spec's format, rounded half away from zero on the decimal digits (1.005 -> '1,01', which
 * `toFixed` gets wrong): formatDecimal('1234.5', 2) -> '1.234,50'.
 */
export function formatDecimal(value: number | string, decimals: number = DEFAULT_DECIMAL_PLACES): string {
  return formatScaled(toScaledUnits(value, decimals), decimals);
}

/** Spec §9: fees show 2 decimals. */
export function formatFee(value: number | string): string {
  return formatDecimal(value, FEE_DECIMAL_PLACES);
}

/**
 * A fee with the code of its currency after it, as formatMoney writes amounts: (250, 'EUR') ->
 * '250,00 EUR'. Still 2 decimals whatever the currency: a fee is a decimal as typed, not minor units.
 */
export function formatFeeIn(value: number | string, currency: string): string {
  return `${formatFee(value)} ${currency}`;
}

/** A byte count in megabytes, 2 decimals unless told: 5242880 -> '5,00 MB'; (20971520, 0) -> '20 MB'. */
export function formatDataSize(bytes: IntegerInput, decimals = 2): string {
  const b = toBigInt(bytes);
  const scale = 10n ** BigInt(decimals);
  const mb = BigInt(BYTES_PER_MEGABYTE);
  const units = (b * scale * 2n + (b < 0n ? -mb : mb)) / (2n * mb); // rounded half away from zero
  return `${formatScaled(units, decimals)} MB`;
}

/** Megabytes as a number, for charts (spec §9: data size is measured in megabytes). */
export function bytesToMegabytes(bytes: number): number {
  return bytes / BYTES_PER_MEGABYTE;
}

/** Spec §9 time pipe: seconds with 3 decimals plus ' s', or '--' when empty: 1.2345 -> '1.235 s'. */
export function formatSeconds(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '--';
  if (typeof value === 'string' && value.trim() === '') return '--';
  if (typeof value === 'number' && !Number.isFinite(value)) return '--';
  try {
    return `${formatScaled(toScaledUnits(value, 3), 3, '.')} s`;
  } catch {
    return '--';
  }
}
