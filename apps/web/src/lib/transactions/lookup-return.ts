/**
 * "Back to the lookup" returns to the lookup the user came from: its filters, sort and page (issue
 * 16). A lookup row opens a transaction with the lookup's URL in the router's location state; the
 * details screen goes back there, or to the bare lookup when it was opened otherwise (a link, a
 * bookmark, another screen). The state stays with the browser's history entry, so a reload keeps it.
 */
export interface LookupReturn {
  /** The lookup's path and search, e.g. /transaction-management/transaction-lookup?status=Captured. */
  readonly lookupUrl: string;
}

/** The state a lookup row hands the transaction it opens. */
export function lookupReturnOf(location: {
  readonly pathname: string;
  readonly search: string;
}): LookupReturn {
  return { lookupUrl: `${location.pathname}${location.search}` };
}

/**
 * Where "Back to the lookup" goes: the lookup URL the location's state carries (a path of this
 * portal only), else `fallback`.
 */
export function backToLookup(state: unknown, fallback: string): string {
  const url =
    typeof state === 'object' && state !== null && 'lookupUrl' in state
      ? (state as { lookupUrl: unknown }).lookupUrl
      : undefined;
  const ownPath =
    typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
  return ownPath ? url : fallback;
}
