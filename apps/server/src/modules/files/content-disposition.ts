import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file to save: a download, never cached (exports hold customer data and audit rows), never
 * sniffed as another type.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { readonly contentType: string; readonly fileName: string; readonly body: Readable | string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * A Content-Disposition header for a download (RFC 6266): an ASCII `filename` for old clients and
 * the exact name as UTF-8 in `filename*` (RFC 8187). The ASCII fallback has quotes, backslashes,
 * control and non-ASCII characters replaced, so a file name can never break out of the header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

/** Percent-encodes everything but RFC 8187's attr-char set. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
