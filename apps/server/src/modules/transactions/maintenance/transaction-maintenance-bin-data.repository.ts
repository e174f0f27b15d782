import type {
  BinData,
  BinDataRequest,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../infra/auth/actor';
import { AppError } from '../../../infra/errors/app-error';
import type { DataScope } from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { actorShownTo } from '../merchant-visible-actor';
import { transactionBinData } from './transaction-maintenance.table';
import { writeMaintenanceAudit } from './transaction-maintenance-audit';
import { requireTransactionInScope, type TransactionRecord } from './transaction-maintenance-scope';

export const BIN_DATA_MESSAGES = {
  noCard: 'This transaction has no card BIN to correct',
} as const;

const b = transactionBinData;
type BinRecord = typeof b.$inferSelect;

function toBinData(transaction: TransactionRecord, corrected: BinRecord | undefined): BinData {
  if (!corrected) {
    // What the processor told us: the brand and issuer country; the rest was never known.
    return {
      transactionId: transaction.id,
      bin: transaction.cardBin,
      brand: transaction.cardBrand,
      issuer: null,
      country: transaction.issuerCountry,
      cardType: null,
      cardLevel: null,
      source: 'Processor',
      updatedAt: null,
      updatedBy: null,
    };
  }
  return {
    transactionId: transaction.id,
    bin: corrected.bin,
    brand: corrected.brand,
    issuer: corrected.issuer,
    country: corrected.country,
    cardType: corrected.cardType as BinData['cardType'],
    cardLevel: corrected.cardLevel as BinData['cardLevel'],
    source: 'Corrected',
    updatedAt: corrected.updatedAt.toISOString(),
    updatedBy: corrected.updatedBy,
  };
}

async function correctionOf(tx: ScopedTx, transaction: TransactionRecord, lock = false) {
  const query = tx
    .select()
    .from(b)
    .where(and(eq(b.tenantId, transaction.tenantId), eq(b.transactionId, transaction.id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** GET bin-data/{id}: the staff correction if there is one, else what the processor gave. */
export async function getBinData(tx: ScopedTx, scope: DataScope, transactionId: string): Promise<BinData> {
  const transaction = await requireTransactionInScope(tx, scope, transactionId);
  const data = toBinData(transaction, await correctionOf(tx, transaction));
  // Merchants read this too: the staff member who corrected it shows as "Staff" to them.
  const shown = await actorShownTo(tx, scope, [data.updatedBy]);
  return { ...data, updatedBy: shown(data.updatedBy) };
}

/**
 * PUT bin-data/{id}: corrects what the card's BIN means. The BIN itself is the transaction's first
 * six digits and is never taken from the caller, so no other digits of a card can enter here. The
 * transaction's row is locked, so two corrections take turns and the audit's "before" is exact.
 */
export async function updateBinData(
  tx: ScopedTx,
  scope: DataScope,
  actor: Actor,
  request: FastifyRequest,
  transactionId: string,
  body: BinDataRequest,
): Promise<BinData> {
  const transaction = await requireTransactionInScope(tx, scope, transactionId, { lock: true });
  if (!transaction.cardBin) throw AppError.refused('BIN_DATA_NO_CARD', BIN_DATA_MESSAGES.noCard);
  const before = toBinData(transaction, await correctionOf(tx, transaction, true));
  const values = {
    bin: transaction.cardBin,
    brand: body.brand,
    issuer: body.issuer,
    country: body.country,
    cardType: body.cardType,
    cardLevel: body.cardLevel ?? null,
    updatedAt: new Date(),
    updatedBy: actor.email,
  };
  const [saved] = await tx
    .insert(b)
    .values({
      tenantId: transaction.tenantId,
      transactionId: transaction.id,
      merchantId: transaction.merchantId,
      ...values,
    })
    .onConflictDoUpdate({ target: [b.tenantId, b.transactionId], set: values })
    .returning();
  const after = toBinData(transaction, saved);
  await writeMaintenanceAudit(tx, { transaction, actor, request, action: 'binData', before, after });
  return after;
}
