import { randomUUID } from 'node:crypto';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { BoardingFees, OfferSummary } from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';
import { and, asc, desc, eq, inArray, max, ne, type SQL, sql } from 'drizzle-orm';
import { type DataScope, scopedMerchantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { groupEntryRows } from './entry-rows';
import { agreements, offerEntries, offerEntryItems, proposals } from './onboarding.table';
import type { OnboardingMerchant } from './onboarding-access';

/**
 * Proposals and agreements share their columns (agreements add proposal_id) and their entry tables
 * (offer_entries names one or the other). Functions here take the kind and work on either; Drizzle is
 * given the proposals table's type for both, which holds for every column used through it.
 */
export function offerTable(kind: OfferKind): typeof proposals {
  return (kind === 'proposal' ? proposals : agreements) as unknown as typeof proposals;
}

const entryOwner = (kind: OfferKind) =>
  kind === 'proposal' ? offerEntries.proposalId : offerEntries.agreementId;

export type OfferRow = typeof proposals.$inferSelect;

/** The statuses in which an offer waits: being written, or sent and not answered. */
export const OPEN_STATUSES: Record<OfferKind, readonly string[]> = {
  proposal: ['Created', 'PendingApproval'],
  agreement: ['Created', 'PendingAcceptance'],
};

/** A product of an offer as written: the names as they are now, kept as they were. */
export interface EntrySnapshot {
  readonly productId: string;
  readonly productName: string;
  readonly sortOrder: number;
  readonly items: readonly {
    readonly feeTypeId: string;
    readonly feeTypeName: string;
    readonly feeSymbol: string;
    readonly value: number;
  }[];
}

/**
 * An offer the scope may see, else undefined: the scope's tenant and merchant, customer limits, and
 * for a merchant user only what was sent (a draft is the tenant's own business). `lock` takes the
 * offer's row lock (callers lock the merchant first).
 */
export async function findOffer(
  tx: ScopedTx,
  scope: DataScope,
  kind: OfferKind,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<OfferRow | undefined> {
  const table = offerTable(kind);
  const query = tx
    .select()
    .from(table)
    .where(
      and(
        eq(table.id, id),
        scopedMerchantCondition(scope, { tenantId: table.tenantId, merchantId: table.merchantId }),
        scope.merchantId === null ? undefined : ne(table.status, 'Created'),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

const ofMerchant = (table: typeof proposals, merchant: OnboardingMerchant): SQL | undefined =>
  and(eq(table.tenantId, merchant.tenantId), eq(table.merchantId, merchant.merchantId));

/** The merchant's next version of this kind: 1, then 2, 3… */
export async function nextVersion(tx: ScopedTx, kind: OfferKind, merchant: OnboardingMerchant) {
  const table = offerTable(kind);
  const [row] = await tx
    .select({ latest: max(table.version) })
    .from(table)
    .where(ofMerchant(table, merchant));
  return (row?.latest ?? 0) + 1;
}

/** The merchant's offers of this kind in these statuses, newest first. */
export async function offersInStatus(
  tx: ScopedTx,
  kind: OfferKind,
  merchant: OnboardingMerchant,
  statuses: readonly string[],
): Promise<OfferRow[]> {
  const table = offerTable(kind);
  return tx
    .select()
    .from(table)
    .where(and(ofMerchant(table, merchant), inArray(table.status, [...statuses] as OfferRow['status'][])))
    .orderBy(desc(table.version));
}

export function toSummary(row: OfferRow): OfferSummary {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    created: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

/** The merchant's offers of this kind, newest first; only those sent when `sentOnly`. */
export async function listOfferSummaries(
  tx: ScopedTx,
  kind: OfferKind,
  merchant: OnboardingMerchant,
  options: { readonly sentOnly: boolean },
): Promise<OfferSummary[]> {
  const table = offerTable(kind);
  const rows = await tx
    .select()
    .from(table)
    .where(and(ofMerchant(table, merchant), options.sentOnly ? ne(table.status, 'Created') : undefined))
    .orderBy(desc(table.version));
  return rows.map(toSummary);
}

/** What an offer is written with. */
export interface OfferValues extends BoardingFees {
  readonly body: string;
  readonly priceBookId: string;
}

export async function insertOffer(
  tx: ScopedTx,
  kind: OfferKind,
  merchant: OnboardingMerchant,
  values: OfferValues & {
    readonly version: number;
    readonly createdBy: string;
    /** Set once here, never by updateOffer: the currency of the fees (offer-currency.ts). */
    readonly currency: string;
    readonly proposalId?: string;
  },
  entries: readonly EntrySnapshot[],
): Promise<OfferRow> {
  const id = randomUUID();
  const row = { tenantId: merchant.tenantId, id, merchantId: merchant.merchantId, ...values };
  const { proposalId } = values;
  if (kind === 'agreement' && !proposalId) throw new Error('An agreement is made from a proposal');
  const [inserted] =
    kind === 'agreement' && proposalId
      ? await tx
          .insert(agreements)
          .values({ ...row, proposalId })
          .returning()
      : await tx.insert(proposals).values(row).returning();
  if (!inserted) throw new Error('The offer was not written');
  await insertEntries(tx, kind, inserted as OfferRow, entries);
  return inserted as OfferRow;
}

/** Rewrites a draft: its values and, when given, its products. */
export async function updateOffer(
  tx: ScopedTx,
  kind: OfferKind,
  offer: OfferRow,
  values: Partial<OfferValues>,
  entries?: readonly EntrySnapshot[],
): Promise<OfferRow> {
  const table = offerTable(kind);
  const [row] = await tx
    .update(table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(table.tenantId, offer.tenantId), eq(table.id, offer.id)))
    .returning();
  if (!row) throw new Error('The offer was not updated');
  if (entries) {
    await tx
      .delete(offerEntries)
      .where(and(eq(offerEntries.tenantId, offer.tenantId), eq(entryOwner(kind), offer.id)));
    await insertEntries(tx, kind, offer, entries);
  }
  return row;
}

/** Moves an offer to a new status (sent, accepted, rejected) with the matching timestamps. */
export async function setOfferStatus(
  tx: ScopedTx,
  kind: OfferKind,
  offer: OfferRow,
  change:
    | { readonly status: string; readonly sent: true }
    | { readonly status: string; readonly respondedBy: string; readonly rejectReason: string | null },
): Promise<OfferRow> {
  const table = offerTable(kind);
  const set =
    'sent' in change
      ? { status: change.status, sentAt: sql`now()` }
      : {
          status: change.status,
          respondedAt: sql`now()`,
          respondedBy: change.respondedBy,
          rejectReason: change.rejectReason,
        };
  const [row] = await tx
    .update(table)
    .set({ ...set, status: set.status as OfferRow['status'], updatedAt: sql`now()` })
    .where(and(eq(table.tenantId, offer.tenantId), eq(table.id, offer.id)))
    .returning();
  if (!row) throw new Error('The offer status was not changed');
  return row;
}

async function insertEntries(
  tx: ScopedTx,
  kind: OfferKind,
  offer: OfferRow,
  entries: readonly EntrySnapshot[],
): Promise<void> {
  if (entries.length === 0) return;
  const base = { tenantId: offer.tenantId, merchantId: offer.merchantId };
  const rows = entries.map((entry) => ({
    ...base,
    id: randomUUID(),
    proposalId: kind === 'proposal' ? offer.id : null,
    agreementId: kind === 'agreement' ? offer.id : null,
    productId: entry.productId,
    productName: entry.productName,
    sortOrder: entry.sortOrder,
  }));
  await tx.insert(offerEntries).values(rows);
  const items = entries.flatMap((entry, index) =>
    entry.items.map((item) => ({ ...base, id: randomUUID(), entryId: rows[index]?.id ?? '', ...item })),
  );
  if (items.length > 0) await tx.insert(offerEntryItems).values(items);
}

/** An offer's products in the price book's order, each with its fees ordered by fee type name. */
export async function offerEntriesOf(
  tx: ScopedTx,
  kind: OfferKind,
  offer: OfferRow,
): Promise<PriceBookEntry[]> {
  const rows = await tx
    .select({
      entryId: offerEntries.id,
      productId: offerEntries.productId,
      productName: offerEntries.productName,
      itemId: offerEntryItems.id,
      feeTypeId: offerEntryItems.feeTypeId,
      feeTypeName: offerEntryItems.feeTypeName,
      feeSymbol: offerEntryItems.feeSymbol,
      value: offerEntryItems.value,
    })
    .from(offerEntries)
    .leftJoin(
      offerEntryItems,
      and(eq(offerEntryItems.tenantId, offerEntries.tenantId), eq(offerEntryItems.entryId, offerEntries.id)),
    )
    .where(and(eq(offerEntries.tenantId, offer.tenantId), eq(entryOwner(kind), offer.id)))
    .orderBy(asc(offerEntries.sortOrder), asc(offerEntries.productName), asc(offerEntryItems.feeTypeName));
  return groupEntryRows(
    rows,
    (row): PriceBookEntry => ({
      productId: row.productId,
      productName: row.productName,
      items: [],
    }),
  );
}

/** An offer's products as snapshots again (an agreement copies its proposal's). */
export async function offerSnapshotsOf(
  tx: ScopedTx,
  kind: OfferKind,
  offer: OfferRow,
): Promise<EntrySnapshot[]> {
  const entries = await offerEntriesOf(tx, kind, offer);
  return entries.map((entry, index) => ({
    productId: entry.productId,
    productName: entry.productName,
    sortOrder: index,
    items: entry.items.map(({ feeTypeId, feeTypeName, feeSymbol, value }) => ({
      feeTypeId,
      feeTypeName,
      feeSymbol,
      value,
    })),
  }));
}
