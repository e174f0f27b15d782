import type { BoardingDocument, DocumentType } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type DataScope, scopedTenantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { files } from '../files';
import { boardingDocuments, documentTypes } from './onboarding.table';
import type { OnboardingMerchant } from './onboarding-access';

/** The document types of the scope's tenants (a merchant's: its tenant's), in the settings' order. */
export async function listDocumentTypes(tx: ScopedTx, scope: DataScope) {
  return tx
    .select({
      id: documentTypes.id,
      tenantId: documentTypes.tenantId,
      name: documentTypes.name,
      description: documentTypes.description,
      isRequired: documentTypes.isRequired,
    })
    .from(documentTypes)
    .where(scopedTenantCondition(scope, documentTypes.tenantId))
    .orderBy(
      asc(documentTypes.tenantId),
      asc(documentTypes.sortOrder),
      asc(sql`lower(${documentTypes.name})`),
    );
}

export function toDocumentType(row: Awaited<ReturnType<typeof listDocumentTypes>>[number]): DocumentType {
  return { id: row.id, name: row.name, description: row.description, isRequired: row.isRequired };
}

export async function findDocumentType(tx: ScopedTx, tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: documentTypes.id, name: documentTypes.name })
    .from(documentTypes)
    .where(and(eq(documentTypes.tenantId, tenantId), eq(documentTypes.id, id)))
    .limit(1);
  return row;
}

const documentColumns = {
  id: boardingDocuments.id,
  documentTypeId: boardingDocuments.documentTypeId,
  documentTypeName: documentTypes.name,
  fileId: boardingDocuments.fileId,
  fileName: files.fileName,
  contentType: files.contentType,
  size: files.size,
  createdAt: boardingDocuments.createdAt,
  uploadedBy: boardingDocuments.uploadedByEmail,
};

type DocumentRow = {
  [K in keyof typeof documentColumns]: (typeof documentColumns)[K]['_']['data'];
};

function toDocument(row: DocumentRow): BoardingDocument {
  const { createdAt, ...rest } = row;
  return { ...rest, uploadedAt: createdAt.toISOString() };
}

function documentsQuery(tx: ScopedTx, merchant: OnboardingMerchant, id?: string) {
  return tx
    .select(documentColumns)
    .from(boardingDocuments)
    .innerJoin(
      documentTypes,
      and(
        eq(documentTypes.tenantId, boardingDocuments.tenantId),
        eq(documentTypes.id, boardingDocuments.documentTypeId),
      ),
    )
    .innerJoin(
      files,
      and(eq(files.tenantId, boardingDocuments.tenantId), eq(files.id, boardingDocuments.fileId)),
    )
    .where(
      and(
        eq(boardingDocuments.tenantId, merchant.tenantId),
        eq(boardingDocuments.merchantId, merchant.merchantId),
        id === undefined ? undefined : eq(boardingDocuments.id, id),
      ),
    );
}

/** The merchant's documents, oldest first. */
export async function listDocuments(tx: ScopedTx, merchant: OnboardingMerchant): Promise<BoardingDocument[]> {
  const rows = await documentsQuery(tx, merchant).orderBy(
    asc(boardingDocuments.createdAt),
    asc(boardingDocuments.id),
  );
  return rows.map(toDocument);
}

export async function findDocument(
  tx: ScopedTx,
  merchant: OnboardingMerchant,
  id: string,
): Promise<BoardingDocument | undefined> {
  const [row] = await documentsQuery(tx, merchant, id);
  return row ? toDocument(row) : undefined;
}

/**
 * An uploaded file the merchant may file: its own, of purpose 'document', not filed yet. Marking it
 * attached in the same statement keeps the file service from deleting it behind the document's back.
 */
export async function claimDocumentFile(tx: ScopedTx, merchant: OnboardingMerchant, fileId: string) {
  const [row] = await tx
    .update(files)
    .set({ attachedAt: sql`now()` })
    .where(
      and(
        eq(files.tenantId, merchant.tenantId),
        eq(files.merchantId, merchant.merchantId),
        eq(files.id, fileId),
        eq(files.purpose, 'document'),
        isNull(files.attachedAt),
      ),
    )
    .returning({ id: files.id, fileName: files.fileName });
  return row;
}

export async function insertDocument(
  tx: ScopedTx,
  values: typeof boardingDocuments.$inferInsert,
): Promise<void> {
  await tx.insert(boardingDocuments).values(values);
}

/**
 * Deletes a document and its file (the file exists only to be this document). Should a ticket have
 * referenced the same file meanwhile, the file stays for the ticket: its deletion is tried under a
 * savepoint, and a foreign-key refusal only means someone else still needs it.
 */
export async function deleteDocument(tx: ScopedTx, merchant: OnboardingMerchant, document: BoardingDocument) {
  await tx
    .delete(boardingDocuments)
    .where(and(eq(boardingDocuments.tenantId, merchant.tenantId), eq(boardingDocuments.id, document.id)));
  try {
    await tx.transaction((savepoint) =>
      savepoint
        .delete(files)
        .where(and(eq(files.tenantId, merchant.tenantId), eq(files.id, document.fileId))),
    );
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** PostgreSQL's foreign_key_violation, as thrown directly or wrapped by Drizzle. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === '23503' || code((error as { cause?: unknown } | null)?.cause) === '23503';
}
