import { TICKET_FILE_LIMITS } from '@paydesk/contracts/files/file-rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { type FileUploads, useFileUploads } from '../../../components/file-upload/use-file-uploads';
import { errorMessageOf } from '../../../lib/http/error-message';
import { deleteTicketFile, uploadTicketFile } from './ticket-file-transfer';

/**
 * The attachments of a ticket being written (spec §5 "File uploads", 20 MB per file and in all).
 * A file is deleted where it was uploaded: a platform user who switches tenant afterwards still
 * deletes the earlier files from the earlier tenant.
 */
export function useTicketAttachments(tenantId: string | null): FileUploads {
  const { t } = useTranslation();
  const notify = useNotify();
  const tenantOfFile = useRef(new Map<string, string | null>());
  return useFileUploads({
    maxFileSize: TICKET_FILE_LIMITS.maxFileSize,
    maxTotalSize: TICKET_FILE_LIMITS.maxTotal,
    upload: async (file, onProgress, signal) => {
      const details = await uploadTicketFile(tenantId, file, onProgress, signal);
      tenantOfFile.current.set(details.id, tenantId);
      return { id: details.id };
    },
    remove: async (id) => {
      const owner = tenantOfFile.current.has(id) ? (tenantOfFile.current.get(id) ?? null) : tenantId;
      await deleteTicketFile(owner, id);
      tenantOfFile.current.delete(id);
    },
    // Spec §8 'Files finished uploading' when a batch has finished.
    onAllUploaded: () => notify.success(t('files.finishedUploading')),
    // Spec §8: an upload failure calls the upload control's failure handler; the widget already
    // shows 'Error uploading files' under itself, so the handler only records the cause.
    onUploadError: (file, error) => console.error(`Upload of ${file.name} failed`, error),
    onRemoveError: (_file, error) => void errorMessageOf(error).then((message) => notify.error(message)),
  });
}
