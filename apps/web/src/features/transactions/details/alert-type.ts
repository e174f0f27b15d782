import type { TFunction } from 'i18next';

/**
 * An alert's type as people read it. Processors send codes such as `HighRiskScore`; the known ones
 * have a text in the locale, and a code no locale lists yet is split into its words ("New rule hit"
 * for `NewRuleHit`) rather than shown raw.
 */
export function alertTypeLabel(t: TFunction, type: string): string {
  return t(`transactionDetails.alertTypes.${type}`, { defaultValue: wordsOf(type) });
}

/** `BinCountryMismatch` -> "Bin country mismatch"; a code without capitals stays as it is. */
export function wordsOf(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return code;
  return words.map((w, i) => (i === 0 ? w : w.toLowerCase())).join(' ');
}
