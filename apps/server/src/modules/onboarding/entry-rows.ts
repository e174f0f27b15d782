import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';

/** One row of an entries-left-join-items query: the item's columns are null for a product with no fees. */
export interface EntryItemRow {
  readonly entryId: string;
  readonly itemId: string | null;
  readonly feeTypeId: string | null;
  readonly feeTypeName: string | null;
  readonly feeSymbol: string | null;
  readonly value: number | null;
}

/**
 * Folds the joined rows into entries, each with its fees, keeping the query's order. Price books
 * and offers store entries in tables of their own but read them the same way; `newEntry` makes an
 * entry (items empty) from its first row.
 */
export function groupEntryRows<R extends EntryItemRow, E extends PriceBookEntry>(
  rows: readonly R[],
  newEntry: (row: R) => E,
): E[] {
  const entries = new Map<string, E>();
  for (const row of rows) {
    let entry = entries.get(row.entryId);
    if (!entry) {
      entry = newEntry(row);
      entries.set(row.entryId, entry);
    }
    if (row.itemId && row.feeTypeId && row.feeTypeName && row.feeSymbol && row.value !== null) {
      entry.items.push({
        id: row.itemId,
        feeTypeId: row.feeTypeId,
        feeTypeName: row.feeTypeName,
        feeSymbol: row.feeSymbol,
        value: row.value,
      });
    }
  }
  return [...entries.values()];
}
