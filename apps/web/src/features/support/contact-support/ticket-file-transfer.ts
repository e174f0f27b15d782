import {
  deleteFile,
  deleteTenantFile,
  uploadFile,
  uploadTenantFile,
} from '@paydesk/contracts/files/files.endpoints';
import { FileDetails } from '@paydesk/contracts/files/files.schemas';
import { fillPath } from '@paydesk/contracts/http/endpoint';
import { fileFormData, uploadWithProgress } from '../../../components/file-upload/upload-with-progress';
import { callEndpoint, serviceUrl, sessionHeaders } from '../../../lib/api/api-client';

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
  const path = tenantId ? fillPath(uploadTenantFile.path, { tenantId }) : uploadFile.path;
  const url = new URL(serviceUrl(path));
  url.searchParams.set('purpose', 'ticket'); // spec §5: the 20 MB ticket limits, not the 5 MB documents
  // XMLHttpRequest rather than callEndpoint: fetch reports no upload progress.
  const body = await uploadWithProgress(url.toString(), fileFormData(file), {
    headers: { accept: 'application/json', ...sessionHeaders() },
    onProgress,
    signal,
  });
  return FileDetails.parse(body);
}

/** Deletes an attachment not yet on a ticket (the server refuses once it is attached: 409). */
export function deleteTicketFile(tenantId: string | null, fileId: string): Promise<unknown> {
  return tenantId
    ? callEndpoint(deleteTenantFile, { params: { tenantId, id: fileId } })
    : callEndpoint(deleteFile, { params: { fileId } });
}
