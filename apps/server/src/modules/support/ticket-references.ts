import { randomUUID } from 'node:crypto';
import { FEED_KEY_OF_REQUEST_KEY, type FeedReferenceKey } from '@paydesk/contracts/support/support.model';
import type { FeedReference, RequestReference } from '@paydesk/contracts/support/support.schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { merchants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { type DataScope, narrowToTenant, scopedMerchantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { attachFiles } from '../files';
import { ticketReferences } from './support.table';
import type { TicketRow } from './ticket-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reference checked and ready to store: its feed key, value and, for an attachment, the file. */
export interface CheckedReference {
  readonly key: FeedReferenceKey;
  readonly value: string;
  readonly fileId: string | null;
}

/**
 * Checks the references of a request against the ticket's tenant (spec §3: Transaction, Customer or
 * File, plus the createdOn page address):
 * - a Customer must be a merchant of that tenant the caller can see (a merchant user: only itself),
 *   else 404, as for any id the caller may not see;
 * - a File must be a file the caller can see in that tenant; it is marked attached, after which it
 *   cannot be deleted; where the merchant of a customer ticket reads the item (`sharedWithMerchantId`),
 *   a tenant's file is shared with that merchant so it can download it;
 * - transactions are kept as given (their ids come from the transaction lookups).
 * Empty values never get here (the schema refuses them); duplicates are stored once.
 */
export async function checkReferences(
  tx: ScopedTx,
  scope: DataScope,
  tenantId: string,
  references: readonly RequestReference[],
  sharedWithMerchantId: string | null,
): Promise<CheckedReference[]> {
  const unique = dedupe(references);
  const inTenant = narrowToTenant(scope, tenantId);
  const customerIds = unique.filter((r) => r.key === 'Customer').map((r) => r.value.toLowerCase());
  if (customerIds.length > 0) await requireCustomers(tx, inTenant, customerIds);
  const fileIds = unique.filter((r) => r.key === 'File').map((r) => r.value.toLowerCase());
  await attachFiles(tx, inTenant, fileIds, { shareWithMerchantId: sharedWithMerchantId });
  return unique.map((r) => {
    const isId = r.key === 'Customer' || r.key === 'File';
    const value = isId ? r.value.toLowerCase() : r.value;
    return { key: FEED_KEY_OF_REQUEST_KEY[r.key], value, fileId: r.key === 'File' ? value : null };
  });
}

function dedupe(references: readonly RequestReference[]): RequestReference[] {
  const seen = new Set<string>();
  return references.filter((r) => {
    const id = `${r.key}\u0000${r.value.toLowerCase()}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

async function requireCustomers(tx: ScopedTx, scope: DataScope, ids: readonly string[]): Promise<void> {
  if (!ids.every((id) => UUID.test(id))) throw AppError.notFound('Customer');
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(
      and(
        inArray(merchants.id, wanted),
        scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
      ),
    );
  if (rows.length !== wanted.length) throw AppError.notFound('Customer');
}

/**
 * Stores references: on the ticket itself (`feedItemId` null at creation, or the ReferenceItem that
 * added them) or on one comment (its attachments, shown only with that comment).
 */
export async function storeReferences(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id' | 'merchantId'>,
  kind: 'ticket' | 'comment',
  feedItemId: string | null,
  references: readonly CheckedReference[],
): Promise<void> {
  if (references.length === 0) return;
  await tx.insert(ticketReferences).values(
    references.map((r, position) => ({
      tenantId: ticket.tenantId,
      id: randomUUID(),
      ticketId: ticket.id,
      merchantId: ticket.merchantId,
      feedItemId,
      kind,
      key: r.key,
      value: r.value,
      fileId: r.fileId,
      position,
    })),
  );
}

/** The ticket's own references (creation and ReferenceItems), oldest first; never a comment's attachments. */
export async function ticketReferencesOf(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
): Promise<FeedReference[]> {
  return tx
    .select({ key: ticketReferences.key, value: ticketReferences.value })
    .from(ticketReferences)
    .where(
      and(
        eq(ticketReferences.tenantId, ticket.tenantId),
        eq(ticketReferences.ticketId, ticket.id),
        eq(ticketReferences.kind, 'ticket'),
      ),
    )
    .orderBy(asc(ticketReferences.createdAt), asc(ticketReferences.position));
}

/**
 * Every reference of a ticket, its own and its comments' attachments, each once, oldest first: what
 * an escalation carries over to the platform's ticket.
 */
export async function allReferencesOf(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
): Promise<CheckedReference[]> {
  const rows = await tx
    .select({ key: ticketReferences.key, value: ticketReferences.value, fileId: ticketReferences.fileId })
    .from(ticketReferences)
    .where(and(eq(ticketReferences.tenantId, ticket.tenantId), eq(ticketReferences.ticketId, ticket.id)))
    .orderBy(asc(ticketReferences.createdAt), asc(ticketReferences.position));
  const seen = new Set<string>();
  return rows.filter((r) => {
    const id = `${r.key}\u0000${r.value}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The references of each of the given feed items, by item id. */
export async function referencesOfItems(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
  itemIds: readonly string[],
): Promise<Map<string, FeedReference[]>> {
  const byItem = new Map<string, FeedReference[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await tx
    .select({ itemId: ticketReferences.feedItemId, key: ticketReferences.key, value: ticketReferences.value })
    .from(ticketReferences)
    .where(
      and(
        eq(ticketReferences.tenantId, ticket.tenantId),
        eq(ticketReferences.ticketId, ticket.id),
        inArray(ticketReferences.feedItemId, [...itemIds]),
      ),
    )
    .orderBy(asc(ticketReferences.createdAt), asc(ticketReferences.position));
  for (const row of rows) {
    if (!row.itemId) continue;
    const list = byItem.get(row.itemId) ?? [];
    list.push({ key: row.key, value: row.value });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

/** Counts for the scoping estimate: references on the ticket (not page addresses) and attachments anywhere. */
export async function referenceCounts(
  tx: ScopedTx,
  ticket: Pick<TicketRow, 'tenantId' | 'id'>,
): Promise<{ references: number; attachments: number }> {
  const rows = await tx
    .select({ key: ticketReferences.key, kind: ticketReferences.kind })
    .from(ticketReferences)
    .where(and(eq(ticketReferences.tenantId, ticket.tenantId), eq(ticketReferences.ticketId, ticket.id)));
  return {
    references: rows.filter((r) => r.kind === 'ticket' && r.key !== 'createdOn' && r.key !== 'attachment')
      .length,
    attachments: rows.filter((r) => r.key === 'attachment').length,
  };
}
