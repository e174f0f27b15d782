import type { FeeType, PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';
import { formatFee } from '../../../lib/format/number-format';

/** Spec §2: a cell with no such fee for its product shows a slash. */
export const MISSING_FEE = '/';

export interface ProductsFeesTable {
  /** One column per fee type found in any entry, ordered by name. */
  readonly columns: readonly FeeType[];
  /** One row per product: its name and a cell per column. */
  readonly rows: readonly {
    readonly productId: string;
    readonly productName: string;
    readonly cells: readonly string[];
  }[];
}

/**
 * Spec §2 "Products and fees" table: one row per product, one column per fee type (the union of
 * the fee types across the entries, ordered by name), each cell the value to 2 decimals plus the
 * fee's symbol, or a slash when that product has no such fee.
 */
export function productsFeesTable(entries: readonly PriceBookEntry[]): ProductsFeesTable {
  const byId = new Map<string, FeeType>();
  for (const entry of entries)
    for (const { feeTypeId, feeTypeName, feeSymbol } of entry.items)
      if (!byId.has(feeTypeId)) byId.set(feeTypeId, { feeTypeId, feeTypeName, feeSymbol });
  const columns = [...byId.values()].sort(
    (a, b) => a.feeTypeName.localeCompare(b.feeTypeName) || a.feeTypeId.localeCompare(b.feeTypeId),
  );
  const rows = entries.map((entry) => ({
    productId: entry.productId,
    productName: entry.productName,
    cells: columns.map((column) => {
      const item = entry.items.find((i) => i.feeTypeId === column.feeTypeId);
      return item ? `${formatFee(item.value)} ${item.feeSymbol}` : MISSING_FEE;
    }),
  }));
  return { columns, rows };
}
