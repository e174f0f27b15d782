/**
 * Real-type detection by content (magic bytes), so an upload is judged by what it is, not by its
 * name (issue 3: "The server checks the same limits and the real type by content"). Pure and
 * dependency-free: the web widget and the server's file service run the same code.
 *
 * It works on a prefix of a file as well as on the whole file: the ZIP reader walks the local file
 * headers from the start and stops where the bytes end, and the UTF-8 check tolerates a multi-byte
 * sequence cut by the end of the sample.
 */

/** What the content is. `ole2` and `zip` are containers that could not be narrowed further. */
export type DetectedFileType =
  | 'jpeg'
  | 'png'
  | 'tiff'
  | 'gif'
  | 'pdf'
  | 'doc'
  | 'xls'
  | 'ppt'
  | 'ole2'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'odt'
  | 'ods'
  | 'odp'
  | 'zip'
  | 'xml'
  | 'text'
  | 'unknown';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  tiffLittle: [0x49, 0x49, 0x2a, 0x00],
  tiffBig: [0x4d, 0x4d, 0x00, 0x2a],
  gif87a: ascii('GIF87a'),
  gif89a: ascii('GIF89a'),
  pdf: ascii('%PDF-'),
  ole2: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  zipLocal: [0x50, 0x4b, 0x03, 0x04],
  zipCentral: [0x50, 0x4b, 0x01, 0x02],
  zipEnd: [0x50, 0x4b, 0x05, 0x06],
} as const;

const u16 = (b: Uint8Array, o: number): number => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, o: number): number => (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;

const latin1 = (b: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...b.subarray(start, Math.min(end, b.length)));

interface ZipEntry {
  name: string;
  /** The stored (uncompressed) content, when the entry is stored and its bytes are present. */
  stored?: string;
}

/** Walks the local file headers from the start (PK\3\4 name-length extra-length ... data). */
function readLocalEntries(bytes: Uint8Array): { entries: ZipEntry[]; complete: boolean } {
  const entries: ZipEntry[] = [];
  let offset = 0;
  while (startsWith(bytes, SIGNATURES.zipLocal, offset)) {
    if (offset + 30 > bytes.length) return { entries, complete: false };
    const flags = u16(bytes, offset + 6);
    const method = u16(bytes, offset + 8);
    const compressedSize = u32(bytes, offset + 18);
    const nameLength = u16(bytes, offset + 26);
    const extraLength = u16(bytes, offset + 28);
    const nameStart = offset + 30;
    const dataStart = nameStart + nameLength + extraLength;
    if (nameStart + nameLength > bytes.length) return { entries, complete: false };
    const entry: ZipEntry = { name: latin1(bytes, nameStart, nameStart + nameLength) };
    if (method === 0 && compressedSize > 0 && dataStart + compressedSize <= bytes.length) {
      entry.stored = latin1(bytes, dataStart, dataStart + Math.min(compressedSize, 200));
    }
    entries.push(entry);
    // Bit 3: sizes follow the data in a descriptor, so the next header cannot be found from here.
    if (flags & 0x08) return { entries, complete: false };
    offset = dataStart + compressedSize;
  }
  return { entries, complete: startsWith(bytes, SIGNATURES.zipCentral, offset) };
}

/** Names from the central directory, when the whole file (its end record) is present. */
function readCentralNames(bytes: Uint8Array): string[] {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= earliest; end--) {
    if (!startsWith(bytes, SIGNATURES.zipEnd, end)) continue;
    const count = u16(bytes, end + 10);
    let offset = u32(bytes, end + 16);
    const names: string[] = [];
    for (let i = 0; i < count && startsWith(bytes, SIGNATURES.zipCentral, offset); i++) {
      const nameLength = u16(bytes, offset + 28);
      const skip = nameLength + u16(bytes, offset + 30) + u16(bytes, offset + 32);
      names.push(latin1(bytes, offset + 46, offset + 46 + nameLength));
      offset += 46 + skip;
    }
    return names;
  }
  return [];
}

const ODF_TYPES: Record<string, DetectedFileType> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

function detectZip(bytes: Uint8Array): DetectedFileType {
  const local = readLocalEntries(bytes);
  // ODF: the first entry is `mimetype`, stored uncompressed, holding the document's MIME type.
  const first = local.entries[0];
  if (first?.name === 'mimetype' && first.stored !== undefined) {
    return ODF_TYPES[first.stored.trim()] ?? 'zip';
  }
  const names = new Set(local.entries.map((e) => e.name));
  if (!local.complete) for (const name of readCentralNames(bytes)) names.add(name);
  if (names.has('[Content_Types].xml')) {
    const has = (folder: string) => [...names].some((n) => n.startsWith(folder));
    if (has('word/')) return 'docx';
    if (has('xl/')) return 'xlsx';
    if (has('ppt/')) return 'pptx';
  }
  return 'zip';
}

/**
 * Narrows an OLE2 compound file by the stream names of its first directory sector (UTF-16LE names
 * in 128-byte entries). When that sector is not in the sample, the type stays `ole2`.
 */
function detectOle2(bytes: Uint8Array): DetectedFileType {
  const sectorShift = u16(bytes, 30);
  if (sectorShift !== 9 && sectorShift !== 12) return 'ole2';
  const sectorSize = 1 << sectorShift;
  const start = (u32(bytes, 48) + 1) * sectorSize;
  if (start + sectorSize > bytes.length) return 'ole2';
  const names = new Set<string>();
  for (let entry = start; entry < start + sectorSize; entry += 128) {
    const length = Math.min(u16(bytes, entry + 64), 64);
    let name = '';
    for (let i = 0; i + 2 < length; i += 2) name += String.fromCharCode(u16(bytes, entry + i));
    if (name) names.add(name);
  }
  if (names.has('WordDocument')) return 'doc';
  if (names.has('Workbook') || names.has('Book')) return 'xls';
  if (names.has('PowerPoint Document')) return 'ppt';
  return names.size > 0 ? 'unknown' : 'ole2';
}

/**
 * Whether bytes are valid UTF-8 (no overlong forms, surrogates or values past U+10FFFF). A
 * sequence cut by the end of the bytes counts as valid, since the bytes may be a sample.
 */
function isUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [length, min] = [2, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [length, min] = [3, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [length, min] = [4, 0x10000];
    else return false;
    let code = b & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return true; // cut by the end of the sample
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return false;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false;
    i += length;
  }
  return true;
}

/** Text: valid UTF-8 (a BOM allowed) with no NUL byte; XML when it starts with `<`. */
function detectText(bytes: Uint8Array): DetectedFileType {
  if (bytes.includes(0) || !isUtf8(bytes)) return 'unknown';
  let start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (start < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[start]!)) start++;
  return bytes[start] === 0x3c ? 'xml' : 'text';
}

/** The real type of a file's content (or of a prefix of it). */
export function detectFileType(bytes: Uint8Array): DetectedFileType {
  if (startsWith(bytes, SIGNATURES.jpeg)) return 'jpeg';
  if (startsWith(bytes, SIGNATURES.png)) return 'png';
  if (startsWith(bytes, SIGNATURES.tiffLittle) || startsWith(bytes, SIGNATURES.tiffBig)) return 'tiff';
  if (startsWith(bytes, SIGNATURES.gif87a) || startsWith(bytes, SIGNATURES.gif89a)) return 'gif';
  if (startsWith(bytes, SIGNATURES.pdf)) return 'pdf';
  if (startsWith(bytes, SIGNATURES.ole2)) return detectOle2(bytes);
  if (startsWith(bytes, SIGNATURES.zipLocal)) return detectZip(bytes);
  return detectText(bytes);
}
