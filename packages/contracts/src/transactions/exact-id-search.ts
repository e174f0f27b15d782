/**
 * An exact id finds its transaction whatever the date filter (issue 16): support people are handed
 * an id, not a date. The lookup's dates bound browsing (spec §9's default start, today); a match on
 * the transaction's id or external id ignores them, in the lookup, its count and its CSV exports.
 * A match on the customer's e-mail or the card's last four stays within the dates: those find many
 * payments, which is browsing. The portal and the server decide it with these functions.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The search key is a transaction id (a UUID, any case). */
export function isTransactionId(key: string): boolean {
  return UUID.test(key.trim());
}

/** The search key can match the card's last four digits. */
export function isCardLast4(key: string): boolean {
  return /^\d{4}$/.test(key.trim());
}

/**
 * The search key can only match an id or an external id: a UUID, or a text that is no e-mail
 * address (no `@`) and not four digits. Then the whole search ignores the dates.
 */
export function searchKeyIsExactId(key: string | undefined): boolean {
  const text = key?.trim() ?? '';
  if (text === '') return false;
  return isTransactionId(text) || (!text.includes('@') && !isCardLast4(text));
}

/**
 * The lookup searches all dates: the external id filter is given (exact), or the search key can
 * only be an id or an external id.
 */
export function searchesAllDates(
  filter: { readonly externalId?: string | null },
  searchKey?: string,
): boolean {
  return (filter.externalId?.trim() ?? '') !== '' || searchKeyIsExactId(searchKey);
}
