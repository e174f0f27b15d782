import { downloadFile } from '@paydesk/contracts/files/files.endpoints';
import { callEndpoint } from '../../../../lib/api/api-client';
import { saveBlob } from '../../../../lib/save-blob';

/**
 * A boarding document is fetched as a blob with the session's Bearer token (a plain link would go
 * without it) through GET /fs/file/{id}, which lets tenant reviewers read their merchants' documents,
 * and handed to the browser under its own name.
 */
export async function downloadDocument(fileId: string, fileName: string): Promise<void> {
  const blob = (await callEndpoint(downloadFile, { params: { id: fileId } })) as Blob;
  saveBlob(blob, fileName);
}
