import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './content-disposition';

export interface DownloadableFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/**
 * Every download of the file service: always an attachment with the stored (detected, canonical)
 * type and nosniff, so a browser never renders an uploaded file inside the portal's origin; a
 * sandbox CSP covers opening it directly.
 */
export function sendFileDownload(reply: FastifyReply, file: DownloadableFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
}
