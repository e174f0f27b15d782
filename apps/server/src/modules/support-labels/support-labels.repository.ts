import { randomUUID } from 'node:crypto';
import { DEFAULT_LABELS } from '@paydesk/contracts/support/support.model';
import type { Label } from '@paydesk/contracts/support/support.schemas';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { Organisation } from '../../infra/auth/organisation';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { labelOwnerOf, ownedBy } from './label-owner';
import { supportLabels } from './support-labels.table';

export const LABEL_NAME_TAKEN = 'A label with this name already exists';
export const DEFAULT_LABEL_LOCKED = 'Default labels cannot be changed';

/** What a label form sends, already validated by the contract's LabelInput. */
export interface LabelFields {
  readonly value: string;
  readonly description: string | null;
  readonly color: string;
}

const labelColumns = {
  labelId: supportLabels.id,
  value: supportLabels.value,
  description: supportLabels.description,
  color: supportLabels.color,
  isDefault: supportLabels.isDefault,
  sortOrder: supportLabels.sortOrder,
};

/**
 * Spec §4 "Label seeding": an organisation without labels gets the three defaults. Two first
 * requests may race; the per-organisation unique name index turns the loser's inserts into no-ops
 * (it waits for the winner's commit, then conflicts), so there are never six.
 */
export async function ensureDefaultLabels(tx: ScopedTx, organisation: Organisation): Promise<void> {
  const [existing] = await tx
    .select({ id: supportLabels.id })
    .from(supportLabels)
    .where(ownedBy(organisation))
    .limit(1);
  if (existing) return;
  const owner = labelOwnerOf(organisation);
  await tx
    .insert(supportLabels)
    .values(
      DEFAULT_LABELS.map((label, index) => ({
        id: randomUUID(),
        ...owner,
        value: label.value,
        description: label.description,
        color: label.color,
        isDefault: true,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}

/** The organisation's labels in their order (the defaults created first when there are none). */
export async function listLabels(tx: ScopedTx, organisation: Organisation): Promise<Label[]> {
  await ensureDefaultLabels(tx, organisation);
  return tx
    .select(labelColumns)
    .from(supportLabels)
    .where(ownedBy(organisation))
    .orderBy(asc(supportLabels.sortOrder), asc(supportLabels.createdAt), asc(supportLabels.id));
}

/** For the tickets module: a label of this organisation, or null (another's label is as good as none). */
export async function findOwnLabel(
  tx: ScopedTx,
  organisation: Organisation,
  labelId: string,
): Promise<Label | null> {
  const [row] = await tx
    .select(labelColumns)
    .from(supportLabels)
    .where(and(eq(supportLabels.id, labelId), ownedBy(organisation)))
    .limit(1);
  return row ?? null;
}

async function requireOwnLabel(tx: ScopedTx, organisation: Organisation, labelId: string): Promise<Label> {
  const label = await findOwnLabel(tx, organisation, labelId);
  if (!label) throw AppError.notFound('Label');
  return label;
}

async function requireFreeName(
  tx: ScopedTx,
  organisation: Organisation,
  value: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: supportLabels.id })
    .from(supportLabels)
    .where(
      and(
        ownedBy(organisation),
        eq(sql`lower(${supportLabels.value})`, value.toLowerCase()),
        exceptId ? ne(supportLabels.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw AppError.refused('LABEL_NAME_TAKEN', LABEL_NAME_TAKEN);
}

/** Adds a label after the others; 409 when the organisation already has the name (any case). */
export async function createLabel(
  tx: ScopedTx,
  organisation: Organisation,
  fields: LabelFields,
): Promise<Label> {
  // The defaults come first, so a label created before the list was ever read still follows them.
  await ensureDefaultLabels(tx, organisation);
  await requireFreeName(tx, organisation, fields.value);
  const [last] = await tx
    .select({ sortOrder: max(supportLabels.sortOrder) })
    .from(supportLabels)
    .where(ownedBy(organisation));
  const [created] = await tx
    .insert(supportLabels)
    .values({
      id: randomUUID(),
      ...labelOwnerOf(organisation),
      ...fields,
      isDefault: false,
      sortOrder: (last?.sortOrder ?? -1) + 1,
    })
    // A concurrent create of the same name lost the race: the same answer as the check above.
    .onConflictDoNothing()
    .returning(labelColumns);
  if (!created) throw AppError.refused('LABEL_NAME_TAKEN', LABEL_NAME_TAKEN);
  return created;
}

export async function getLabel(tx: ScopedTx, organisation: Organisation, labelId: string): Promise<Label> {
  return requireOwnLabel(tx, organisation, labelId);
}

/** Edits a label: 404 for another organisation's, 409 for a default one or a taken name. */
export async function updateLabel(
  tx: ScopedTx,
  organisation: Organisation,
  labelId: string,
  fields: LabelFields,
): Promise<Label> {
  const label = await requireOwnLabel(tx, organisation, labelId);
  if (label.isDefault) throw AppError.refused('DEFAULT_LABEL_LOCKED', DEFAULT_LABEL_LOCKED);
  await requireFreeName(tx, organisation, fields.value, labelId);
  const [updated] = await tx
    .update(supportLabels)
    .set(fields)
    .where(and(eq(supportLabels.id, labelId), ownedBy(organisation)))
    .returning(labelColumns);
  if (!updated) throw AppError.notFound('Label');
  return updated;
}

/**
 * Deletes a label. Tickets reference labels with `on delete set null` (0005_support_tickets.sql),
 * so the label comes off every ticket with it.
 */
export async function deleteLabel(tx: ScopedTx, organisation: Organisation, labelId: string): Promise<void> {
  const label = await requireOwnLabel(tx, organisation, labelId);
  if (label.isDefault) throw AppError.refused('DEFAULT_LABEL_LOCKED', DEFAULT_LABEL_LOCKED);
  await tx.delete(supportLabels).where(and(eq(supportLabels.id, labelId), ownedBy(organisation)));
}

/**
 * Saves a new order. The list must name each of the organisation's labels exactly once: a missing,
 * repeated or foreign id is a 400 on the list (the order would otherwise be ambiguous).
 */
export async function rearrangeLabels(
  tx: ScopedTx,
  organisation: Organisation,
  newOrder: readonly string[],
): Promise<Label[]> {
  const current = await listLabels(tx, organisation);
  const ids = new Set(current.map((label) => label.labelId));
  const wanted = newOrder.map((id) => id.toLowerCase());
  const isPermutation =
    wanted.length === ids.size && new Set(wanted).size === wanted.length && wanted.every((id) => ids.has(id));
  if (!isPermutation) {
    throw AppError.validation([
      { field: 'body.newLabelIdsList', message: 'List each of your labels exactly once' },
    ]);
  }
  for (const [index, id] of wanted.entries()) {
    await tx
      .update(supportLabels)
      .set({ sortOrder: index })
      .where(and(eq(supportLabels.id, id), ownedBy(organisation)));
  }
  return listLabels(tx, organisation);
}
