/**
 * The numeric input rules of spec §5 "Numeric inputs" and "Other input rules", as pure functions.
 * The web's inputs apply them to every change (typing, paste, drop); each returns the value the
 * field should hold next.
 */

function keepFirst(value: string, char: string): string {
  const at = value.indexOf(char);
  return at === -1
    ? value
    : value.slice(0, at + 1) +
        value
          .slice(at + 1)
          .split(char)
          .join('');
}

/** Decimal-only: digits with at most one decimal point; a comma is treated as a point. */
export function toDecimalOnly(raw: string): string {
  return keepFirst(raw.replace(/,/g, '.').replace(/[^0-9.]/g, ''), '.');
}

export const DECIMAL_ONLY = /^\d*\.?\d*$/;

export type DecimalSeparator = '.' | ',';

export interface DigitOnlyOptions {
  /** Whether one decimal separator is allowed. */
  readonly allowDecimal?: boolean;
  /** The separator allowed when `allowDecimal`; '.' unless said otherwise. */
  readonly decimalSeparator?: DecimalSeparator;
  /** A value that does not match is refused (the field keeps its previous value). */
  readonly pattern?: RegExp | string;
  /** A value below it is reported (`isBelowMin`), not refused: "1" is on the way to "15". */
  readonly min?: number;
  /** A value above it is refused. */
  readonly max?: number;
  /** Longer values are cut to it (pasted text is inserted as far as it fits). */
  readonly maxLength?: number;
}

/** Keeps digits and, when allowed, the first decimal separator. */
export function toDigitOnly(raw: string, options: DigitOnlyOptions = {}): string {
  const separator = options.decimalSeparator ?? '.';
  if (!options.allowDecimal) return raw.replace(/[^0-9]/g, '');
  const kept = raw.replace(separator === '.' ? /[^0-9.]/g : /[^0-9,]/g, '');
  return keepFirst(kept, separator);
}

/** The number a digit-only value stands for (NaN for '' or a lone separator). */
export function digitOnlyNumber(value: string, options: DigitOnlyOptions = {}): number {
  const normalised = options.decimalSeparator === ',' ? value.replace(',', '.') : value;
  return normalised === '' || normalised === '.' ? Number.NaN : Number(normalised);
}

function toRegExp(pattern: RegExp | string): RegExp {
  // A fresh expression without the global flag: `test` on a /g expression keeps state between calls.
  return typeof pattern === 'string'
    ? new RegExp(pattern)
    : new RegExp(pattern.source, pattern.flags.replace('g', ''));
}

/**
 * The digit-only rule: the proposed value is cleaned (digits and one separator), cut to the max
 * length, and refused (the previous value stays) when it breaks the pattern or exceeds max.
 */
export function applyDigitOnly(previous: string, proposed: string, options: DigitOnlyOptions = {}): string {
  let next = toDigitOnly(proposed, options);
  if (options.maxLength !== undefined) next = next.slice(0, options.maxLength);
  if (next === '') return next;
  if (options.pattern !== undefined && !toRegExp(options.pattern).test(next)) return previous;
  const value = digitOnlyNumber(next, options);
  if (options.max !== undefined && value > options.max) return previous;
  return next;
}

/**
 * Inserts pasted or dropped text at the selection: the text is cleaned first, and loses its decimal
 * separator when the rest of the value already has one.
 */
export function insertDigits(
  current: string,
  selection: { start: number; end: number },
  inserted: string,
  options: DigitOnlyOptions = {},
): string {
  const before = current.slice(0, selection.start);
  const after = current.slice(selection.end);
  const separator = options.decimalSeparator ?? '.';
  const hasSeparator = (before + after).includes(separator);
  const clean = toDigitOnly(inserted, { ...options, allowDecimal: options.allowDecimal && !hasSeparator });
  let room = clean;
  if (options.maxLength !== undefined)
    room = clean.slice(0, Math.max(0, options.maxLength - before.length - after.length));
  return applyDigitOnly(current, before + room + after, options);
}

export function isBelowMin(value: string, options: DigitOnlyOptions): boolean {
  const number = digitOnlyNumber(value, options);
  return options.min !== undefined && !Number.isNaN(number) && number < options.min;
}

/**
 * Spec §5 percentage: at most two integer digits (three when the value is 100 or more, and 100 is
 * the maximum), at most two decimals, no leading dot, no leading double zero. Values on the way
 * ("", "7.") are accepted so that typing works.
 */
const PERCENTAGE = /^(?:\d{1,2}(?:\.\d{0,2})?|100(?:\.0{0,2})?)$/;

export function isPercentageInput(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('00')) return false;
  return PERCENTAGE.test(value);
}

export function applyPercentage(previous: string, proposed: string): string {
  return isPercentageInput(proposed) ? proposed : previous;
}

/** Spec §5/§9: a card number shows its first 6 and last 4 digits on blur. */
export const CARD_MASK = { visibleStart: 6, visibleEnd: 4, maskCharacter: '*' } as const;

/** Card numbers have at most 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;

export function toCardDigits(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

/** First 6 and last 4 digits shown, the middle masked; a number of 10 digits or fewer has no middle. */
export function maskCardNumber(value: string): string {
  const digits = toCardDigits(value);
  const { visibleStart, visibleEnd, maskCharacter } = CARD_MASK;
  if (digits.length <= visibleStart + visibleEnd) return digits;
  const hidden = digits.length - visibleStart - visibleEnd;
  return digits.slice(0, visibleStart) + maskCharacter.repeat(hidden) + digits.slice(-visibleEnd);
}
