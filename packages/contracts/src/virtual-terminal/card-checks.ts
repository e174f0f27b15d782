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

/** The brand of a card number by its IIN ranges (the schemes' published prefixes); null when unknown. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'Visa';
  if (/^3[47]/.test(digits)) return 'American Express';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'Maestro';
  return null;
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
