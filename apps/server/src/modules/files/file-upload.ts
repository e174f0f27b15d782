import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  checkContent,
  FILE_KINDS,
  type FileKind,
  MAX_DOCUMENT_SIZE,
  MAX_FILE_SIZE,
} from '@paydesk/contracts/files/file-rules';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import type { FilePurpose } from './files.table';

/** Spec §5/§9: a ticket attachment at most 20971520 bytes, a boarding document 5242880. */
export const UPLOAD_LIMITS: Readonly<Record<FilePurpose, number>> = {
  ticket: MAX_FILE_SIZE,
  document: MAX_DOCUMENT_SIZE,
};

/** The multipart field that carries the file (the web's upload widget sends it so). */
export const FILE_FIELD = 'file';

/** An uploaded file that passed the spec §5 rules, read whole. */
export interface AcceptedUpload {
  readonly fileName: string;
  /** The canonical type of the detected kind, never the browser's word for it. */
  readonly contentType: string;
  readonly content: Buffer;
  readonly sha256: string;
}

/** Spec §5 messages, with the real file name in them. */
export const tooLargeMessage = (name: string) => `File ${name} size bigger then allowed`;
export const typeNotAllowedMessage = (name: string) => `File type not allowed ${name}`;

function refused(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ field: FILE_FIELD, message }]);
}

/**
 * Reads the one file of a multipart upload into memory and checks it. The parser stops the stream
 * one byte past the limit, so an oversize file is seen as oversize without being read further;
 * the name, the declared type and the bytes must then agree on an allowed kind (checkContent).
 * Throws a 400 for a missing file, an oversize one or a refused type; nothing is stored before.
 */
export function readUpload(request: FastifyRequest, purpose: FilePurpose): Promise<AcceptedUpload> {
  return readCheckedUpload(request, UPLOAD_LIMITS[purpose], () => true);
}

/**
 * readUpload with a limit and kinds of its own (a tenant's logo: PNG or JPEG, 512 KiB): the same
 * reading and checks, then the detected kind must be one `allowed` accepts.
 */
export async function readCheckedUpload(
  request: FastifyRequest,
  limit: number,
  allowed: (kind: FileKind) => boolean,
): Promise<AcceptedUpload> {
  if (!request.isMultipart()) throw missingFile();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      throwFileSizeLimit: false,
      limits: { fileSize: limit + 1, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
  } catch (error) {
    throw malformed(error);
  }
  if (!part || part.fieldname !== FILE_FIELD) {
    part?.file.resume();
    throw missingFile();
  }
  const fileName = cleanFileName(part.filename);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // The parser caps the stream at limit + 1 bytes; keep nothing past the limit regardless.
      if (size <= limit) chunks.push(chunk);
    }
  } catch (error) {
    throw malformed(error);
  }
  if (!fileName) throw missingFile();
  if (size > limit || part.file.truncated) throw refused(tooLargeMessage(fileName));
  const content = Buffer.concat(chunks, size);
  const check = checkContent(fileName, part.mimetype, content);
  if (!check.ok || !allowed(check.kind)) throw refused(typeNotAllowedMessage(fileName));
  return {
    fileName,
    contentType: FILE_KINDS[check.kind].mimeTypes[0],
    content,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

function missingFile(): AppError {
  return AppError.validation([{ field: FILE_FIELD, message: 'Choose a file to upload' }]);
}

/** A broken multipart body (or a second file) is the client's fault: a 400, never a 500. */
function malformed(error: unknown): AppError {
  const reason = error instanceof Error ? error.message : 'malformed multipart body';
  return AppError.validation([{ field: FILE_FIELD, message: `The upload could not be read: ${reason}` }]);
}

/**
 * The name without any folder part (old browsers send C:\fakepath\x.png), control characters or
 * surrounding spaces, at most 255 characters keeping the extension.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name.length <= 255) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, 255 - extension.length) + extension;
}
