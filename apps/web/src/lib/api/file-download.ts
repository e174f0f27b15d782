import { downloadFile, downloadTenantFile } from '@paydesk/contracts/files/files.endpoints';
import { callEndpoint } from './api-client';

/**
 * Stored files (ticket attachments, onboarding documents) are fetched as blobs with the session's Bearer token (a plain link would go
 * without it) and handed to the browser through an object URL. Platform staff read a tenant's
 * files through /fs/{tenantId}/file/{id}; everyone else through GET /fs/file/{id}.
 */
export function downloadAttachment(fileId: string, tenantId: string | null): Promise<Blob> {
  const call = tenantId
    ? callEndpoint(downloadTenantFile, { params: { tenantId, id: fileId } })
    : callEndpoint(downloadFile, { params: { id: fileId } });
  return call as Promise<Blob>;
}
