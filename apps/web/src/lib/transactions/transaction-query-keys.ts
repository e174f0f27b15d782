/**
 * TanStack Query keys of the transaction lookups. Every key starts with 'transactions', so
 * invalidating `['transactions']` after an action (a refund, a capture …) refreshes every list
 * that may show the transaction, and the lookups' options with it.
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => ['transactions', 'list'] as const,
  list: (area: string, query: unknown) => ['transactions', 'list', area, query] as const,
  columns: () => ['transactions', 'lookup-columns'] as const,
  savedFilters: () => ['transactions', 'saved-filters'] as const,
  options: (name: string) => ['transactions', 'options', name] as const,
};
