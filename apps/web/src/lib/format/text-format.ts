/** Text display helpers of spec §9 "Defaults and display": mask, SWIFT split and ellipsis. */

/** Spec §9: a mask shows the first 6 and last 4 characters. */
export const MASK_VISIBLE_START = 6;
export const MASK_VISIBLE_END = 4;

/**
 * Masks the middle of a value, keeping the first 6 and last 4 characters:
 * '4111111111111111' -> '411111******1111'. A value too short to have a middle is returned as is.
 */
export function maskMiddle(
  value: string | null | undefined,
  options: { start?: number; end?: number; maskChar?: string } = {},
): string {
  const { start = MASK_VISIBLE_START, end = MASK_VISIBLE_END, maskChar = '*' } = options;
  const chars = Array.from(value ?? '');
  if (chars.length <= start + end) return chars.join('');
  return (
    chars.slice(0, start).join('') +
    maskChar.repeat(chars.length - start - end) +
    chars.slice(chars.length - end).join('')
  );
}

export interface SwiftParts {
  /** Bank (institution) code, 4 letters. */
  bank: string;
  /** ISO country code, 2 letters. */
  country: string;
  /** Location code, 2 characters. */
  location: string;
  /** Branch code: up to 4 per the spec; a BIC11 carries 3; '' for a BIC8 (head office). */
  branch: string;
}

/** Spec §9: SWIFT splits into bank 4, country 2, location 2, branch 4 ('DEUTDEFF500' -> DEUT DE FF 500). */
export function splitSwift(code: string): SwiftParts {
  const value = code.replace(/\s+/g, '').toUpperCase();
  return {
    bank: value.slice(0, 4),
    country: value.slice(4, 6),
    location: value.slice(6, 8),
    branch: value.slice(8, 12),
  };
}

/** The SWIFT parts separated by spaces: 'DEUTDEFF500' -> 'DEUT DE FF 500'. */
export function formatSwift(code: string): string {
  const { bank, country, location, branch } = splitSwift(code);
  return [bank, country, location, branch].filter(Boolean).join(' ');
}

/**
 * Spec §9: trims at a given length and adds '...'. Counts code points, not UTF-16 units, so an
 * emoji (a surrogate pair) is never cut in half.
 */
export function ellipsis(text: string | null | undefined, length: number): string {
  const chars = Array.from(text ?? '');
  return chars.length > length ? `${chars.slice(0, Math.max(0, length)).join('')}...` : chars.join('');
}
