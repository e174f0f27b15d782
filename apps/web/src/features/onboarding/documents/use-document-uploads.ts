import { DOCUMENT_FILE_LIMITS } from '@paydesk/contracts/files/file-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { type FileUploads, useFileUploads } from '../../../components/file-upload/use-file-uploads';
import { errorMessageOf } from '../../../lib/http/error-message';
import { removeMyDocument } from '../api/my-onboarding-queries';
import { onboardingKeys } from '../api/onboarding-query-keys';
import { uploadBoardingDocument } from './document-file-transfer';

/**
 * The upload control of one document type (spec §5: 5242880 bytes per document, the allowed types
 * and the spec's messages come with the widget). Each file is uploaded and filed; once a batch has
 * finished the filed documents list shows them, so the control empties itself.
 */
export function useDocumentUploads(documentTypeId: string): FileUploads {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // The widget knows files by file id; removing one removes the document it was filed as.
  const documentOfFile = useRef(new Map<string, string>());
  const uploads = useFileUploads({
    maxFileSize: DOCUMENT_FILE_LIMITS.maxFileSize,
    maxTotalSize: DOCUMENT_FILE_LIMITS.maxTotal,
    upload: async (file, onProgress, signal) => {
      const filed = await uploadBoardingDocument(documentTypeId, file, onProgress, signal);
      documentOfFile.current.set(filed.fileId, filed.id);
      return { id: filed.fileId };
    },
    remove: async (fileId) => {
      const documentId = documentOfFile.current.get(fileId);
      if (documentId) await removeMyDocument(documentId);
      documentOfFile.current.delete(fileId);
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
    },
    onAllUploaded: () => {
      notify.success(t('files.finishedUploading'));
      uploads.clear();
      documentOfFile.current.clear();
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
    },
    // The widget shows 'Error uploading files' under itself; the server's reason goes in the toast.
    onUploadError: (_file, error) => void errorMessageOf(error).then((message) => notify.error(message)),
    onRemoveError: (_file, error) => void errorMessageOf(error).then((message) => notify.error(message)),
  });
  return uploads;
}
