import { DOCUMENT_FILE_LIMITS } from '@paydesk/contracts/files/file-rules';
import {
  deleteFile,
  deleteTenantFile,
  uploadFile,
  uploadTenantFile,
} from '@paydesk/contracts/files/files.endpoints';
import { useNotify } from '../../../components/feedback/feedback-context';
import { type FileUploads, useFileUploads } from '../../../components/file-upload/use-file-uploads';
import { callEndpoint } from '../../../lib/api/api-client';
import { uploadToEndpoint } from '../../../lib/api/upload-endpoint';
import { errorMessageOf } from '../../../lib/http/error-message';

/**
 * Evidence files of a dispute (uploaded as documents, the files module's 5 MB rule): into the
 * caller's own tenant, or for platform staff into the dispute's tenant (`tenantId`), since the server
 * accepts only files it can see in the dispute's tenant. A file removed before the evidence is sent
 * is deleted; once sent it is attached and stays.
 */
export function useEvidenceFiles(tenantId: string | null, onChange: (ids: string[]) => void): FileUploads {
  const notify = useNotify();
  return useFileUploads({
    maxFileSize: DOCUMENT_FILE_LIMITS.maxFileSize,
    maxTotalSize: DOCUMENT_FILE_LIMITS.maxTotal,
    upload: async (file, onProgress, signal) => {
      const upload = { query: { purpose: 'document' as const }, file, onProgress, signal };
      const details = tenantId
        ? await uploadToEndpoint(uploadTenantFile, { ...upload, params: { tenantId } })
        : await uploadToEndpoint(uploadFile, upload);
      return { id: details.id };
    },
    remove: (id) =>
      tenantId
        ? callEndpoint(deleteTenantFile, { params: { tenantId, id } })
        : callEndpoint(deleteFile, { params: { fileId: id } }),
    onChange,
    onUploadError: (file, error) => console.error(`Upload of ${file.name} failed`, error),
    onRemoveError: (_file, error) => void errorMessageOf(error).then((message) => notify.error(message)),
  });
}
