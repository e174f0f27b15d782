import type { DisputeCategory } from '@paydesk/contracts/disputes/dispute.model';
import { DISPUTE_CODES_BY_SCHEME, disputeCodesFor } from '../money';

/**
 * A dispute's reason code read against the payment's scheme (dispute-codes.ts, the list the
 * `dispute` action chose it from): its text and category; null for a code the scheme no longer lists.
 */
export function disputeReasonOf(
  code: string,
  cardBrand: string | null,
  paymentMethod: string,
): { reasonText: string | null; category: DisputeCategory | null } {
  const found = disputeCodesFor(cardBrand, paymentMethod).find((c) => c.code === code);
  return { reasonText: found?.description ?? null, category: found?.category ?? null };
}

/** Every scheme's codes of the categories, for the lookup's category filter (an exact code match). */
export function codesOfCategories(categories: readonly DisputeCategory[]): string[] {
  const codes = new Set<string>();
  for (const list of Object.values(DISPUTE_CODES_BY_SCHEME)) {
    for (const c of list) if (categories.includes(c.category)) codes.add(c.code);
  }
  return [...codes];
}
