import { formatMinorUnits } from '../validation/money-format';
/**
 * Card checks the virtual terminal's form and server share. They run on keyed-in card data, which
 * is never stored: only the brand, BIN and last four leave the request (maskCardNumber).
 */

/** The digits of a card number as typed (spaces and dashes allowed between groups). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every scheme's card numbers pass. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Maestro'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The payment method (payment_methods id) a brand is taken through. */
export const PAYMENT_METHOD_OF_BRAND: Readonly<Record<CardBrand, string>> = {
  Visa: 'visa',
  Mastercard: 'mastercard',
  'American Express': 'amex',
  Maestro: 'maestro',
};

/**
 * Brands recognised by their prefix but never taken: Paydesk has no payment method for them, so the
 * card is refused with the brand named ("does not take Discover cards") instead of being mistaken
 * for Maestro, whose old "every 6…" rule caught them.
 */
export const REFUSED_CARD_BRANDS = ['Discover', 'UnionPay'] as const;
export type RefusedCardBrand = (typeof REFUSED_CARD_BRANDS)[number];

/** Maestro's own IIN prefixes (the issued ranges, not the whole 5x/6x space other schemes share). */
const MAESTRO_PREFIXES = /^(5018|5020|5038|5893|6304|6759|676[1-3])/;

/** The brand of a card number by its IIN ranges (the schemes' published prefixes); null when unknown. */
export function cardBrandOf(digits: string): CardBrand | null {
  const brand = recognisedBrandOf(digits);
  return brand === null || isRefusedBrand(brand) ? null : brand;
}

/** Any brand the prefix tells, taken or not; null when no scheme owns it. */
export function recognisedBrandOf(digits: string): CardBrand | RefusedCardBrand | null {
  if (/^4/.test(digits)) return 'Visa';
  if (/^3[47]/.test(digits)) return 'American Express';
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (MAESTRO_PREFIXES.test(digits)) return 'Maestro';
  if (four === 6011 || (three >= 644 && three <= 649) || two === 65) return 'Discover';
  if (two === 62) return 'UnionPay';
  return null;
}

function isRefusedBrand(brand: string): brand is RefusedCardBrand {
  return (REFUSED_CARD_BRANDS as readonly string[]).includes(brand);
}

/** Expected lengths: Amex 15, Visa 13/16/19, Mastercard 16, Maestro 12–19. */
export function cardLengthFits(brand: CardBrand, digits: string): boolean {
  const n = digits.length;
  switch (brand) {
    case 'American Express':
      return n === 15;
    case 'Visa':
      return n === 13 || n === 16 || n === 19;
    case 'Mastercard':
      return n === 16;
    case 'Maestro':
      return n >= 12 && n <= 19;
  }
}

/** The CVC length of a brand: four digits for American Express, three for the others. */
export function cvcLengthOf(brand: CardBrand | null): number | null {
  if (brand === null) return null;
  return brand === 'American Express' ? 4 : 3;
}

/** MM/YY parsed; null when the text is not a month and a two-digit year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is valid to the end of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/**
 * A decimal amount as integer minor units of a currency with `decimals` places, by string
 * arithmetic (never a float); null when it is not a positive decimal with at most that many places.
 */
export function decimalToMinorUnits(value: string, decimals: number): number | null {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/**
 * The most one virtual-terminal payment may be, in the currency's major units: a keyed-in payment
 * above it is a typo or abuse, and the cap keeps every minor-unit sum far inside bigint and a JS
 * safe integer (1,000,000 × 10^4 at most).
 */
export const VT_MAXIMUM_MAJOR_UNITS = 1_000_000;

/** The cap in minor units of a currency with `decimals` places. */
export function vtMaximumMinorUnits(decimals: number): number {
  return VT_MAXIMUM_MAJOR_UNITS * 10 ** decimals;
}

/**
 * Whether a plain decimal ('1000000.01', '99999999999999') is above the cap, by comparing digits
 * (never a float), so an amount too long for any number still gets the cap's message.
 */
export function exceedsVtMaximum(value: string): boolean {
  const match = /^0*(\d*)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return false;
  const whole = match[1] ?? '';
  const cap = String(VT_MAXIMUM_MAJOR_UNITS);
  if (whole.length !== cap.length) return whole.length > cap.length;
  if (whole !== cap) return whole > cap;
  return /[1-9]/.test(match[2] ?? '');
}

/**
 * The cap as the message shows it, in the portal's amount format (spec §9: dot thousands, comma
 * decimals), so the server's 400 reads like every amount on screen: '1.000.000,00', '1.000.000'.
 */
export function formatVtMaximum(decimals: number): string {
  return formatMinorUnits(vtMaximumMinorUnits(decimals), decimals);
}
