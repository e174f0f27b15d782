import { deleteFile, uploadFile } from '@paydesk/contracts/files/files.endpoints';
import { FileDetails } from '@paydesk/contracts/files/files.schemas';
import { fileFormData, uploadWithProgress } from '../../../components/file-upload/upload-with-progress';
import { callEndpoint, serviceUrl, sessionHeaders } from '../../../lib/api/api-client';
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
  const url = new URL(serviceUrl(uploadFile.path));
  url.searchParams.set('purpose', 'document');
  // XMLHttpRequest rather than callEndpoint: fetch reports no upload progress.
  const body = await uploadWithProgress(url.toString(), fileFormData(file), {
    headers: { accept: 'application/json', ...sessionHeaders() },
    onProgress,
    signal,
  });
  return FileDetails.parse(body);
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
