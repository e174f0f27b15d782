import {
  downloadFile,
  downloadTenantFile,
  getFileDetails,
  getTenantFileDetails,
} from '@paydesk/contracts/files/files.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { supportKeys } from './support-query-keys';

/**
 * Ticket attachments are fetched as blobs with the session's Bearer token (a plain link would go
 * without it) and handed to the browser through an object URL. Platform staff read a tenant's
 * files through /fs/{tenantId}/file/{id}; everyone else through GET /fs/file/{id}.
 */
export function downloadAttachment(fileId: string, tenantId: string | null): Promise<Blob> {
  const call = tenantId
    ? callEndpoint(downloadTenantFile, { params: { tenantId, id: fileId } })
    : callEndpoint(downloadFile, { params: { id: fileId } });
  return call as Promise<Blob>;
}

/** The name and size of an attachment, for its link (quietly absent when the details fail). */
export function useAttachmentDetails(fileId: string, tenantId: string | null) {
  return useQuery({
    queryKey: supportKeys.options('file', fileId),
    queryFn: ({ signal }) =>
      tenantId
        ? callEndpoint(getTenantFileDetails, { params: { tenantId, id: fileId }, signal })
        : callEndpoint(getFileDetails, { params: { id: fileId }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silentError: true },
  });
}
