import {
  deleteFile,
  deleteTenantFile,
  uploadFile,
  uploadTenantFile,
} from '@paydesk/contracts/files/files.endpoints';
import type { FileDetails } from '@paydesk/contracts/files/files.schemas';
import { callEndpoint } from '../../../lib/api/api-client';
import { uploadToEndpoint } from '../../../lib/api/upload-endpoint';

/**
 * Where a ticket attachment goes (spec §7 Files): into the caller's own tenant and merchant, or, for
 * platform staff, into the tenant the ticket is for (POST /fs/{tenantId}/file). `tenantId` is null
 * for everyone but platform staff.
 */
export async function uploadTicketFile(
  tenantId: string | null,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<FileDetails> {
  // spec §5: purpose 'ticket' takes the 20 MB ticket limits, not the 5 MB documents.
  const upload = { query: { purpose: 'ticket' as const }, file, onProgress, signal };
  return tenantId
    ? uploadToEndpoint(uploadTenantFile, { ...upload, params: { tenantId } })
    : uploadToEndpoint(uploadFile, upload);
}

/** Deletes an attachment not yet on a ticket (the server refuses once it is attached: 409). */
export function deleteTicketFile(tenantId: string | null, fileId: string): Promise<unknown> {
  return tenantId
    ? callEndpoint(deleteTenantFile, { params: { tenantId, id: fileId } })
    : callEndpoint(deleteFile, { params: { fileId } });
}
