import { randomUUID } from 'node:crypto';
import {
  type SavedFilter,
  type SavedFilterRequest,
  TransactionFilter,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../infra/errors/app-error';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { savedTransactionFilters } from '../../money';

/**
 * Each user's saved lookup filters (spec §3 "Saved transaction filter", §4 "Saved filter flow").
 * They belong to the signed-in user alone: every query is keyed by the user id, and another user's
 * filter answers 404 like one that does not exist. Names are unique per user, case ignored.
 */
export const SAVED_FILTER_NAME_TAKEN = 'A saved filter with this name already exists';

type Row = typeof savedTransactionFilters.$inferSelect;

/**
 * A stored filter is parsed again on the way out: the filter schema may have tightened since it was
 * saved, and a field it no longer knows must not reach the lookup. Fields that no longer validate
 * are dropped one by one, so the rest of the user's filter survives.
 */
export function revalidatedFilter(stored: Record<string, unknown>): TransactionFilter {
  const whole = TransactionFilter.safeParse(stored);
  if (whole.success) return whole.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (TransactionFilter.shape[key as keyof typeof TransactionFilter.shape] === undefined) continue;
    if (TransactionFilter.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return TransactionFilter.parse(kept);
}

function toSavedFilter(row: Row): SavedFilter {
  return {
    id: row.id,
    externalId: row.externalId,
    name: row.name,
    filter: revalidatedFilter(row.filter),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownedBy = (userId: string, externalId: string) =>
  and(eq(savedTransactionFilters.userId, userId), eq(savedTransactionFilters.externalId, externalId));

export async function listSavedFilters(tx: ScopedTx, userId: string): Promise<SavedFilter[]> {
  const rows = await tx
    .select()
    .from(savedTransactionFilters)
    .where(eq(savedTransactionFilters.userId, userId))
    .orderBy(sql`lower(${savedTransactionFilters.name})`, asc(savedTransactionFilters.createdAt));
  return rows.map(toSavedFilter);
}

export async function getSavedFilter(tx: ScopedTx, userId: string, externalId: string): Promise<SavedFilter> {
  const [row] = await tx.select().from(savedTransactionFilters).where(ownedBy(userId, externalId)).limit(1);
  if (!row) throw AppError.notFound('Saved filter');
  return toSavedFilter(row);
}

export async function createSavedFilter(
  tx: ScopedTx,
  userId: string,
  request: SavedFilterRequest,
): Promise<SavedFilter> {
  const [created] = await tx
    .insert(savedTransactionFilters)
    .values({
      id: randomUUID(),
      externalId: randomUUID(),
      userId,
      name: request.name,
      filter: request.filter,
    })
    // The unique (user_id, lower(name)) index decides, so two saves racing with one name give one 409.
    .onConflictDoNothing()
    .returning();
  if (!created) throw AppError.refused('SAVED_FILTER_NAME_TAKEN', SAVED_FILTER_NAME_TAKEN);
  return toSavedFilter(created);
}

export async function updateSavedFilter(
  tx: ScopedTx,
  userId: string,
  externalId: string,
  request: SavedFilterRequest,
): Promise<SavedFilter> {
  const [existing] = await tx
    .select({ id: savedTransactionFilters.id })
    .from(savedTransactionFilters)
    .where(ownedBy(userId, externalId))
    .for('update')
    .limit(1);
  if (!existing) throw AppError.notFound('Saved filter');
  let updated: Row | undefined;
  try {
    // A savepoint: a name clash fails only this statement, and becomes the same 409 as on create.
    [updated] = await tx.transaction((savepoint) =>
      savepoint
        .update(savedTransactionFilters)
        .set({ name: request.name, filter: request.filter, updatedAt: new Date() })
        .where(eq(savedTransactionFilters.id, existing.id))
        .returning(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.refused('SAVED_FILTER_NAME_TAKEN', SAVED_FILTER_NAME_TAKEN);
    throw error;
  }
  if (!updated) throw AppError.notFound('Saved filter');
  return toSavedFilter(updated);
}

export async function deleteSavedFilter(tx: ScopedTx, userId: string, externalId: string) {
  const deleted = await tx
    .delete(savedTransactionFilters)
    .where(ownedBy(userId, externalId))
    .returning({ id: savedTransactionFilters.id });
  if (deleted.length === 0) throw AppError.notFound('Saved filter');
  return { deleted: true as const };
}

/** PostgreSQL's unique_violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e instanceof Object; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
