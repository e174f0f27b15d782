import { getFileDetails, getTenantFileDetails } from '@paydesk/contracts/files/files.endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { supportKeys } from './support-query-keys';

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
