import type {
  FeeType,
  PriceBookEntry,
  PriceBookSummary,
} from '@paydesk/contracts/onboarding/pricebook.schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DataScope, scopedTenantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { groupEntryRows } from './entry-rows';
import { feeTypes, priceBookEntries, priceBookEntryItems, priceBooks } from './onboarding.table';

/** The scope's tenants' active price books: the standard one first, then by name. */
export async function listPriceBooks(tx: ScopedTx, scope: DataScope): Promise<PriceBookSummary[]> {
  const rows = await tx
    .select({
      id: priceBooks.id,
      name: priceBooks.name,
      description: priceBooks.description,
      isStandard: priceBooks.isStandard,
      isActive: priceBooks.isActive,
      ownerId: priceBooks.tenantId,
    })
    .from(priceBooks)
    .where(and(scopedTenantCondition(scope, priceBooks.tenantId), eq(priceBooks.isActive, true)))
    .orderBy(desc(priceBooks.isStandard), asc(sql`lower(${priceBooks.name})`), asc(priceBooks.id));
  return rows;
}

/** Every active fee type, by name. */
export async function listFeeTypes(tx: ScopedTx): Promise<FeeType[]> {
  return tx
    .select({ feeTypeId: feeTypes.id, feeTypeName: feeTypes.name, feeSymbol: feeTypes.symbol })
    .from(feeTypes)
    .where(eq(feeTypes.isActive, true))
    .orderBy(asc(feeTypes.name));
}

/** The fee types of these ids that exist and are active. */
export async function findFeeTypes(tx: ScopedTx, ids: readonly string[]): Promise<Map<string, FeeType>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ feeTypeId: feeTypes.id, feeTypeName: feeTypes.name, feeSymbol: feeTypes.symbol })
    .from(feeTypes)
    .where(and(inArray(feeTypes.id, [...ids]), eq(feeTypes.isActive, true)));
  return new Map(rows.map((row) => [row.feeTypeId, row]));
}

/** A price book of the scope's tenants (of one tenant when `tenantId` is given), or undefined. */
export async function findPriceBook(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
  tenantId?: string,
): Promise<{ id: string; tenantId: string } | undefined> {
  const [row] = await tx
    .select({ id: priceBooks.id, tenantId: priceBooks.tenantId })
    .from(priceBooks)
    .where(
      and(
        eq(priceBooks.id, id),
        scopedTenantCondition(scope, priceBooks.tenantId),
        tenantId === undefined ? undefined : eq(priceBooks.tenantId, tenantId),
      ),
    )
    .limit(1);
  return row;
}

/** A price book's products in the book's order, each with its fees ordered by fee type name. */
export async function priceBookEntriesOf(
  tx: ScopedTx,
  book: { readonly id: string; readonly tenantId: string },
): Promise<(PriceBookEntry & { sortOrder: number })[]> {
  const rows = await tx
    .select({
      entryId: priceBookEntries.id,
      productId: priceBookEntries.productId,
      productName: priceBookEntries.productName,
      sortOrder: priceBookEntries.sortOrder,
      itemId: priceBookEntryItems.id,
      feeTypeId: feeTypes.id,
      feeTypeName: feeTypes.name,
      feeSymbol: feeTypes.symbol,
      value: priceBookEntryItems.value,
    })
    .from(priceBookEntries)
    .leftJoin(
      priceBookEntryItems,
      and(
        eq(priceBookEntryItems.tenantId, priceBookEntries.tenantId),
        eq(priceBookEntryItems.entryId, priceBookEntries.id),
      ),
    )
    .leftJoin(feeTypes, eq(feeTypes.id, priceBookEntryItems.feeTypeId))
    .where(and(eq(priceBookEntries.tenantId, book.tenantId), eq(priceBookEntries.priceBookId, book.id)))
    .orderBy(
      asc(priceBookEntries.sortOrder),
      asc(sql`lower(${priceBookEntries.productName})`),
      asc(priceBookEntries.id),
      asc(feeTypes.name),
    );
  return groupEntryRows(rows, (row): PriceBookEntry & { sortOrder: number } => ({
    productId: row.productId,
    productName: row.productName,
    sortOrder: row.sortOrder,
    items: [],
  }));
}
