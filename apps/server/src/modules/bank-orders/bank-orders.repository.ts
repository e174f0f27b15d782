import { randomUUID } from 'node:crypto';
import { maskAccountNumber } from '@paydesk/contracts/bank-orders/bank-order.model';
import type {
  BankOrder,
  BankOrderItem,
  BankOrderItemPage,
  BankOrderPage,
} from '@paydesk/contracts/bank-orders/bank-order.schemas';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { currencies } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { type DataScope, scopedTenantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { KnownCurrencies, OrderRow } from './bank-order-rows';
import { bankOrderItems, bankOrders } from './bank-orders.table';

/** Rows per insert statement: well under PostgreSQL's 65535 bound parameters (9 per row). */
const INSERT_CHUNK = 1000;

export interface Paging {
  readonly PageIndex: number;
  readonly PageSize: number;
}

/** Active currencies with their decimal places, for checking amounts. */
export async function knownCurrencies(tx: ScopedTx): Promise<KnownCurrencies> {
  const rows = await tx
    .select({ id: currencies.id, places: currencies.decimalPlaces })
    .from(currencies)
    .where(eq(currencies.isActive, true));
  return new Map(rows.map((c) => [c.id.trim(), c.places]));
}

export interface NewOrder {
  readonly tenantId: string;
  readonly bankName: string;
  readonly accountNumber: string;
  readonly fileName: string;
  readonly sha256: string;
  readonly uploadedByUserId: string;
  readonly uploadedByEmail: string;
  readonly rows: readonly OrderRow[];
}

/**
 * Writes the order and all its payments in the caller's transaction (withRequestScope's), so a
 * failure part-way leaves nothing. A reference this tenant already uploaded is refused first with
 * the rows it is on; the unique index catches one uploaded at the same moment (see the plugin).
 */
export async function insertOrder(tx: ScopedTx, order: NewOrder): Promise<string> {
  const references = order.rows.map((r) => r.reference);
  const taken = new Set<string>();
  for (let i = 0; i < references.length; i += INSERT_CHUNK) {
    const found = await tx
      .select({ reference: bankOrderItems.reference })
      .from(bankOrderItems)
      .where(
        and(
          eq(bankOrderItems.tenantId, order.tenantId),
          inArray(bankOrderItems.reference, references.slice(i, i + INSERT_CHUNK)),
        ),
      );
    for (const row of found) taken.add(row.reference);
  }
  if (taken.size > 0) {
    const rows = order.rows.filter((r) => taken.has(r.reference));
    throw AppError.validation(
      rows.slice(0, 50).map((r) => ({
        field: 'csvFile',
        message: `Row ${r.rowNumber}, reference: ${r.reference} was already uploaded in an earlier order`,
      })),
    );
  }
  const id = randomUUID();
  await tx.insert(bankOrders).values({
    tenantId: order.tenantId,
    id,
    bankName: order.bankName,
    accountNumber: order.accountNumber,
    fileName: order.fileName,
    fileSha256: order.sha256,
    itemCount: order.rows.length,
    uploadedByUserId: order.uploadedByUserId,
    uploadedByEmail: order.uploadedByEmail,
  });
  for (let i = 0; i < order.rows.length; i += INSERT_CHUNK) {
    await tx.insert(bankOrderItems).values(
      order.rows.slice(i, i + INSERT_CHUNK).map((r) => ({
        tenantId: order.tenantId,
        id: randomUUID(),
        orderId: id,
        rowNumber: r.rowNumber,
        beneficiaryName: r.beneficiaryName,
        beneficiaryIban: r.beneficiaryIban,
        amount: r.amount,
        currency: r.currency,
        reference: r.reference,
      })),
    );
  }
  return id;
}

const inScope = (scope: DataScope) => scopedTenantCondition(scope, bankOrders.tenantId);

/** One page of the scope's orders, newest first, with their totals per currency. */
export async function listOrders(tx: ScopedTx, scope: DataScope, paging: Paging): Promise<BankOrderPage> {
  const rows = await tx
    .select()
    .from(bankOrders)
    .where(inScope(scope))
    .orderBy(desc(bankOrders.createdAt), desc(bankOrders.id))
    .limit(paging.PageSize)
    .offset(paging.PageIndex * paging.PageSize);
  const [total] = await tx.select({ n: count() }).from(bankOrders).where(inScope(scope));
  return { count: Number(total?.n ?? 0), data: await withTotals(tx, rows) };
}

/** An order of the scope, or 404 (another tenant's order is not found, never forbidden). */
export async function requireOrder(tx: ScopedTx, scope: DataScope, id: string): Promise<BankOrder> {
  const [row] = await tx
    .select()
    .from(bankOrders)
    .where(and(inScope(scope), eq(bankOrders.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound('Bank order');
  const [order] = await withTotals(tx, [row]);
  return order!;
}

async function withTotals(tx: ScopedTx, rows: (typeof bankOrders.$inferSelect)[]): Promise<BankOrder[]> {
  if (rows.length === 0) return [];
  const sums = await tx
    .select({
      tenantId: bankOrderItems.tenantId,
      orderId: bankOrderItems.orderId,
      currency: bankOrderItems.currency,
      // Summed in the database as numeric, read back as text: exact, then checked to be a safe integer.
      amount: sql<string>`sum(${bankOrderItems.amount})::text`,
      itemCount: count(),
    })
    .from(bankOrderItems)
    .where(
      and(
        inArray(bankOrderItems.tenantId, [...new Set(rows.map((r) => r.tenantId))]),
        inArray(
          bankOrderItems.orderId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .groupBy(bankOrderItems.tenantId, bankOrderItems.orderId, bankOrderItems.currency)
    .orderBy(asc(bankOrderItems.currency));
  return rows.map((row) => ({
    id: row.id,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    fileName: row.fileName,
    itemCount: row.itemCount,
    totals: sums
      .filter((s) => s.tenantId === row.tenantId && s.orderId === row.id)
      .map((s) => ({
        currency: s.currency.trim(),
        amount: safeInteger(s.amount),
        itemCount: Number(s.itemCount),
      })),
    status: row.status,
    uploadedBy: row.uploadedByEmail,
    uploadedAt: row.createdAt.toISOString(),
  }));
}

function safeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error('A bank-order total is beyond a safe integer');
  return value;
}

function toItem(row: typeof bankOrderItems.$inferSelect): BankOrderItem {
  return {
    id: row.id,
    orderId: row.orderId,
    rowNumber: row.rowNumber,
    beneficiaryName: row.beneficiaryName,
    beneficiaryIban: row.beneficiaryIban,
    amount: row.amount,
    currency: row.currency.trim(),
    reference: row.reference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of an order's payments in file order; 404 when the order is not the scope's. */
export async function listItems(
  tx: ScopedTx,
  scope: DataScope,
  orderId: string,
  paging: Paging,
): Promise<BankOrderItemPage> {
  const order = await requireOrder(tx, scope, orderId);
  const rows = await tx
    .select()
    .from(bankOrderItems)
    .where(and(scopedTenantCondition(scope, bankOrderItems.tenantId), eq(bankOrderItems.orderId, orderId)))
    .orderBy(asc(bankOrderItems.rowNumber))
    .limit(paging.PageSize)
    .offset(paging.PageIndex * paging.PageSize);
  return { count: order.itemCount, data: rows.map(toItem) };
}

/** One payment of an order of the scope; 404 when either is not found or the payment is another order's. */
export async function getPayment(
  tx: ScopedTx,
  scope: DataScope,
  orderId: string,
  itemId: string,
): Promise<BankOrderItem> {
  const [row] = await tx
    .select()
    .from(bankOrderItems)
    .where(
      and(
        scopedTenantCondition(scope, bankOrderItems.tenantId),
        eq(bankOrderItems.orderId, orderId),
        eq(bankOrderItems.id, itemId),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound('Bank payment');
  return toItem(row);
}
