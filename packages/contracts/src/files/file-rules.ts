import { type DetectedFileType, detectFileType } from './file-type-detection';

export { type DetectedFileType, detectFileType } from './file-type-detection';

/**
 * The file-upload rules of spec §5 "File uploads" and §9 "Files", shared by the web upload widget
 * and the server's file service, so no rule is written twice.
 */

/** Spec §9: max document size 5242880 bytes (5 MB). */
export const MAX_DOCUMENT_SIZE = 5_242_880;
/** Spec §5/§9: a single file at most 20 MB (20971520 bytes). */
export const MAX_FILE_SIZE = 20_971_520;
/** Spec §5/§9: the files added to a ticket total at most 20 MB (20971520 bytes). */
export const MAX_TOTAL_FILES_SIZE = 20_971_520;
/** Spec §5/§9: 'Error uploading files' (and the other upload messages) clear after 2 s. */
export const UPLOAD_ERROR_CLEAR_DELAY_MS = 2000;

/** One allowed kind of file: its extensions, the MIME types a browser may declare, what content it is. */
interface FileKindRule {
  readonly extensions: readonly string[];
  /** The first is the canonical type; the others are aliases browsers are known to send. */
  readonly mimeTypes: readonly string[];
  /** Detected content types that agree with this kind. */
  readonly content: readonly DetectedFileType[];
}

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';

/** Spec §5: jpeg, png, tiff, gif, pdf, Word, Excel, PowerPoint, OpenDocument, plain text, csv, xml. */
export const FILE_KINDS = {
  jpeg: { extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg'], content: ['jpeg'] },
  png: { extensions: ['png'], mimeTypes: ['image/png'], content: ['png'] },
  tiff: { extensions: ['tif', 'tiff'], mimeTypes: ['image/tiff'], content: ['tiff'] },
  gif: { extensions: ['gif'], mimeTypes: ['image/gif'], content: ['gif'] },
  pdf: { extensions: ['pdf'], mimeTypes: ['application/pdf'], content: ['pdf'] },
  // Legacy Office files are OLE2 containers; `ole2` is a container the sample could not narrow.
  doc: { extensions: ['doc'], mimeTypes: ['application/msword'], content: ['doc', 'ole2'] },
  docx: { extensions: ['docx'], mimeTypes: [`${OOXML}.wordprocessingml.document`], content: ['docx'] },
  xls: { extensions: ['xls'], mimeTypes: ['application/vnd.ms-excel'], content: ['xls', 'ole2'] },
  xlsx: { extensions: ['xlsx'], mimeTypes: [`${OOXML}.spreadsheetml.sheet`], content: ['xlsx'] },
  ppt: { extensions: ['ppt'], mimeTypes: ['application/vnd.ms-powerpoint'], content: ['ppt', 'ole2'] },
  pptx: { extensions: ['pptx'], mimeTypes: [`${OOXML}.presentationml.presentation`], content: ['pptx'] },
  odt: { extensions: ['odt'], mimeTypes: [`${ODF}.text`], content: ['odt'] },
  ods: { extensions: ['ods'], mimeTypes: [`${ODF}.spreadsheet`], content: ['ods'] },
  odp: { extensions: ['odp'], mimeTypes: [`${ODF}.presentation`], content: ['odp'] },
  txt: { extensions: ['txt'], mimeTypes: ['text/plain'], content: ['text', 'xml'] },
  // Windows with Excel installed makes browsers declare .csv as application/vnd.ms-excel.
  csv: {
    extensions: ['csv'],
    mimeTypes: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
    content: ['text', 'xml'],
  },
  xml: { extensions: ['xml'], mimeTypes: ['application/xml', 'text/xml'], content: ['xml'] },
} as const satisfies Record<string, FileKindRule>;

export type FileKind = keyof typeof FILE_KINDS;

const KINDS = Object.entries(FILE_KINDS) as [FileKind, FileKindRule][];

/** Spec §5: the allowed MIME types (the canonical type of each kind, plus text/xml). */
export const ALLOWED_MIME_TYPES: readonly string[] = [...new Set(KINDS.flatMap(([, k]) => k.mimeTypes))];

/** Spec §5: jpg, jpeg, png, tif, tiff, gif, pdf, doc, docx, xls, xlsx, ppt, pptx, odt, ods, odp, txt, csv, xml. */
export const ALLOWED_EXTENSIONS: readonly string[] = KINDS.flatMap(([, k]) => k.extensions);

/** Spec §5: image preview types jpeg, png, tiff. */
export const IMAGE_PREVIEW_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/tiff'];

/** The value of an `<input type="file" accept>` for the given rules. */
export function acceptAttribute(
  extensions: readonly string[] = ALLOWED_EXTENSIONS,
  mimeTypes: readonly string[] = ALLOWED_MIME_TYPES,
): string {
  return [...extensions.map((e) => `.${e}`), ...mimeTypes].join(',');
}

/** The lower-cased extension after the last dot, or '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** `text/csv; charset=utf-8` -> `text/csv`. */
function essence(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * A declared type that says nothing: browsers send '' (and multipart parts carry
 * application/octet-stream) when the system has no mapping for an extension, e.g. .odt on a
 * Windows machine without an office suite. Such a file is judged by its extension and content.
 */
export function isUnspecifiedType(mimeType: string): boolean {
  const value = essence(mimeType);
  return value === '' || value === 'application/octet-stream';
}

export function kindOfExtension(extension: string): FileKind | undefined {
  return KINDS.find(([, k]) => k.extensions.includes(extension.toLowerCase()))?.[0];
}

export interface FileLike {
  readonly name: string;
  readonly size: number;
  /** The declared MIME type ('' when the browser does not know). */
  readonly type: string;
}

export interface FileLimits {
  /** Largest single file in bytes (spec: 20971520; documents 5242880). */
  readonly maxFileSize: number;
  /** Largest total of all the added files in bytes (spec: 20971520). */
  readonly maxTotal: number;
  readonly allowedExtensions?: readonly string[];
  readonly allowedTypes?: readonly string[];
}

/** Spec §5 limits of a ticket's attachments. */
export const TICKET_FILE_LIMITS: FileLimits = { maxFileSize: MAX_FILE_SIZE, maxTotal: MAX_TOTAL_FILES_SIZE };
/** Spec §5 limits of a boarding document. */
export const DOCUMENT_FILE_LIMITS: FileLimits = {
  maxFileSize: MAX_DOCUMENT_SIZE,
  maxTotal: MAX_TOTAL_FILES_SIZE,
};

/**
 * Why a file is refused. `typeNotAllowed` shows 'File type not allowed {name}'; both size reasons
 * show 'File {name} size bigger then allowed' (spec §5).
 */
export type FileProblem = 'typeNotAllowed' | 'fileTooLarge' | 'totalTooLarge';

export interface FileCheck<F extends FileLike> {
  readonly accepted: F[];
  readonly refused: { file: F; problem: FileProblem }[];
}

/** Whether the name and declared type are allowed (content is judged by `checkContent`). */
export function isTypeAllowed(
  file: Pick<FileLike, 'name' | 'type'>,
  allowedExtensions: readonly string[] = ALLOWED_EXTENSIONS,
  allowedTypes: readonly string[] = ALLOWED_MIME_TYPES,
): boolean {
  const extension = extensionOf(file.name);
  if (!extension || !allowedExtensions.includes(extension)) return false;
  return isUnspecifiedType(file.type) || allowedTypes.includes(essence(file.type));
}

/**
 * Checks files being added next to those already added. Each added file is judged in order: its
 * type, its own size (at most `maxFileSize`), then the running total (at most `maxTotal`); a
 * refused file does not count towards the total, so a later smaller file may still fit.
 */
export function checkFiles<F extends FileLike>(
  existing: readonly Pick<FileLike, 'size'>[],
  added: readonly F[],
  limits: FileLimits,
): FileCheck<F> {
  const accepted: F[] = [];
  const refused: { file: F; problem: FileProblem }[] = [];
  let total = existing.reduce((sum, f) => sum + f.size, 0);
  for (const file of added) {
    if (!isTypeAllowed(file, limits.allowedExtensions, limits.allowedTypes)) {
      refused.push({ file, problem: 'typeNotAllowed' });
    } else if (file.size > limits.maxFileSize) {
      refused.push({ file, problem: 'fileTooLarge' });
    } else if (total + file.size > limits.maxTotal) {
      refused.push({ file, problem: 'totalTooLarge' });
    } else {
      total += file.size;
      accepted.push(file);
    }
  }
  return { accepted, refused };
}

export type ContentCheck =
  | { ok: true; kind: FileKind; detected: DetectedFileType }
  | { ok: false; reason: 'extension' | 'declaredType' | 'content'; detected?: DetectedFileType };

/**
 * Requires the extension, the declared type and the detected content to agree: the extension names
 * an allowed kind, the declared type is one that kind may carry (or unspecified), and the bytes are
 * that kind. `bytes` may be the whole file or its first part (64 KB is plenty).
 */
export function checkContent(name: string, declaredType: string, bytes: Uint8Array): ContentCheck {
  const kind = kindOfExtension(extensionOf(name));
  if (!kind) return { ok: false, reason: 'extension' };
  const rule: FileKindRule = FILE_KINDS[kind];
  if (!isUnspecifiedType(declaredType) && !rule.mimeTypes.includes(essence(declaredType))) {
    return { ok: false, reason: 'declaredType' };
  }
  const detected = detectFileType(bytes);
  if (!rule.content.includes(detected)) return { ok: false, reason: 'content', detected };
  return { ok: true, kind, detected };
}

export function isContentAllowed(name: string, declaredType: string, bytes: Uint8Array): boolean {
  return checkContent(name, declaredType, bytes).ok;
}
