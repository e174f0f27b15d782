import { randomUUID } from 'node:crypto';
import type { FileDetails } from '@paydesk/contracts/files/files.schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { visibleFilesCondition } from './file-scope';
import type { AcceptedUpload } from './file-upload';
import { type FilePurpose, files } from './files.table';

/** Whose file it is and who uploaded it. */
export interface FileOwner {
  readonly tenantId: string;
  /** The uploader's merchant; null for tenant and platform staff. */
  readonly merchantId: string | null;
  readonly userId: string;
  readonly email: string;
}

/** The columns of a file without its bytes. */
const detailColumns = {
  id: files.id,
  fileName: files.fileName,
  contentType: files.contentType,
  size: files.size,
  tenantId: files.tenantId,
  merchantId: files.merchantId,
  createdAt: files.createdAt,
  uploadedByEmail: files.uploadedByEmail,
  attachedAt: files.attachedAt,
};

interface DetailRow {
  readonly id: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly tenantId: string;
  readonly merchantId: string | null;
  readonly createdAt: Date;
  readonly uploadedByEmail: string;
  readonly attachedAt: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toDetails(row: DetailRow): FileDetails {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    tenantId: row.tenantId,
    merchantId: row.merchantId,
    createdOn: row.createdAt.toISOString(),
    createdBy: row.uploadedByEmail,
    isAttached: row.attachedAt !== null,
  };
}

export async function insertFile(
  tx: ScopedTx,
  owner: FileOwner,
  purpose: FilePurpose,
  upload: AcceptedUpload,
): Promise<FileDetails> {
  const [row] = await tx
    .insert(files)
    .values({
      tenantId: owner.tenantId,
      id: randomUUID(),
      merchantId: owner.merchantId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.content.length,
      sha256: upload.sha256,
      content: upload.content,
      purpose,
      uploadedBy: owner.userId,
      uploadedByEmail: owner.email,
    })
    .returning(detailColumns);
  if (!row) throw new Error('The file row was not written');
  return toDetails(row);
}

/** A file of the scope, without its bytes; null when it does not exist or is not the scope's. */
export async function findFileDetails(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
): Promise<FileDetails | null> {
  const [row] = await tx
    .select(detailColumns)
    .from(files)
    .where(and(eq(files.id, id), visibleFilesCondition(scope)))
    .limit(1);
  return row ? toDetails(row) : null;
}

/** A file of the scope with its bytes, for a download. */
export async function findFileContent(
  tx: ScopedTx,
  scope: DataScope,
  id: string,
): Promise<{ fileName: string; contentType: string; content: Uint8Array } | null> {
  const [row] = await tx
    .select({ fileName: files.fileName, contentType: files.contentType, content: files.content })
    .from(files)
    .where(and(eq(files.id, id), visibleFilesCondition(scope)))
    .limit(1);
  return row ?? null;
}

export const ATTACHED_FILE_MESSAGE = 'The file is attached to a ticket and cannot be deleted';

/** Deletes a file of the scope that nothing references yet: 404 when not the scope's, 409 once attached. */
export async function deleteUnattachedFile(tx: ScopedTx, scope: DataScope, id: string): Promise<void> {
  const deleted = await tx
    .delete(files)
    .where(and(eq(files.id, id), isNull(files.attachedAt), visibleFilesCondition(scope)))
    .returning({ id: files.id });
  if (deleted.length > 0) return;
  // Nothing deleted: either the file is not the scope's, or a ticket references it.
  if (await findFileDetails(tx, scope, id)) throw AppError.refused('FILE_ATTACHED', ATTACHED_FILE_MESSAGE);
  throw AppError.notFound('File');
}

/**
 * For the tickets module: checks that every id is a file the scope may see (else 404 'File not
 * found', and nothing is marked) and marks them attached, after which they cannot be deleted. A
 * file already attached keeps its first attachment time. Answers the files in the order asked.
 */
export async function attachFiles(
  tx: ScopedTx,
  scope: DataScope,
  fileIds: readonly string[],
  options: { readonly shareWithMerchantId?: string | null } = {},
): Promise<FileDetails[]> {
  const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return [];
  // A reference value is user input: one that is not even an id names no file.
  if (!ids.every((id) => UUID.test(id))) throw AppError.notFound('File');
  // A tenant's file attached where a merchant reads it (a public item of that merchant's ticket) is
  // shared with the merchant, or the merchant could see the attachment but not download it.
  const share = options.shareWithMerchantId;
  const rows = await tx
    .update(files)
    .set({
      attachedAt: sql`coalesce(${files.attachedAt}, now())`,
      ...(share ? { merchantId: sql`coalesce(${files.merchantId}, ${share}::uuid)` } : {}),
    })
    .where(and(inArray(files.id, ids), visibleFilesCondition(scope)))
    .returning(detailColumns);
  // Throwing rolls the caller's transaction back, so a partial match marks nothing.
  if (rows.length !== ids.length) throw AppError.notFound('File');
  const byId = new Map(rows.map((row) => [row.id, toDetails(row)]));
  return fileIds.map((id) => byId.get(id.toLowerCase()) as FileDetails);
}

/** The names of the files among `ids` that the scope may see (a feed export names attachments). */
export async function fileNamesOf(
  tx: ScopedTx,
  scope: DataScope,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => UUID.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: files.id, name: files.fileName })
    .from(files)
    .where(and(inArray(files.id, wanted), visibleFilesCondition(scope)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
