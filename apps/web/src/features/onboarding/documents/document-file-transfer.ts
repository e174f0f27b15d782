import { deleteFile, uploadFile } from '@paydesk/contracts/files/files.endpoints';
import type { FileDetails } from '@paydesk/contracts/files/files.schemas';
import { callEndpoint } from '../../../lib/api/api-client';
import { uploadToEndpoint } from '../../../lib/api/upload-endpoint';
import { fileDocument } from '../api/my-onboarding-queries';

/**
 * Sends a boarding document's file to the file service (POST /fs/file?purpose=document: the 5 MB
 * document limit, the real type checked from the bytes), with upload progress.
 */
export async function uploadDocumentFile(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<FileDetails> {
  return uploadToEndpoint(uploadFile, { query: { purpose: 'document' }, file, onProgress, signal });
}

/**
 * Uploads a file and files it under a document type (POST /onboarding/documents). When filing is
 * refused the uploaded file is deleted again, so no orphan stays in the file service.
 */
export async function uploadBoardingDocument(
  documentTypeId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) {
  const details = await uploadDocumentFile(file, onProgress, signal);
  try {
    return await fileDocument({ documentTypeId, fileId: details.id });
  } catch (error) {
    await callEndpoint(deleteFile, { params: { fileId: details.id } }).catch(() => undefined);
    throw error;
  }
}
