/**
 * Minimal real byte samples of each file kind, built by hand, for the detection tests (here and in
 * the server's file service). The ZIP builder writes genuine local headers, a central directory and
 * an end record with CRC-32s, so the archives open in any unzip tool.
 */

type Bytes = Uint8Array<ArrayBuffer>;

/** The UTF-8 bytes of a text (contracts have no DOM lib, so no TextEncoder type). */
export function bytesOf(text: string): Bytes {
  const out: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return Uint8Array.from(out);
}

const fromHex = (hex: string): Bytes => Uint8Array.from(hex.match(/../g)!, (h) => Number.parseInt(h, 16));

export function concat(...parts: (Uint8Array | readonly number[])[]): Bytes {
  const arrays = parts.map((p) => (p instanceof Uint8Array ? p : Uint8Array.from(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let offset = 0;
  for (const a of arrays) {
    out.set(a, offset);
    offset += a.length;
  }
  return out;
}

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND). */
export const TINY_PNG = fromHex(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000d4944415478da636460f85f0f0002870180eb47ba920000000049454e44ae426082',
);
/** A real 1x1 GIF89a. */
export const TINY_GIF = fromHex(
  '47494638396101000100800000000000ffffff21f90401000000002c000000000100010000020144003b',
);
/** The start of a JFIF JPEG (SOI, APP0 'JFIF'). */
export const JPEG_HEAD = concat(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  bytesOf('JFIF'),
  [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
);
/** TIFF headers, little-endian (II*\0) and big-endian (MM\0*), first IFD at offset 8. */
export const TIFF_LE_HEAD = Uint8Array.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
export const TIFF_BE_HEAD = Uint8Array.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]);
/** A minimal one-page PDF. */
export const TINY_PDF = bytesOf(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A Windows executable's DOS header: 'MZ', then the usual bytes with NULs. */
export const EXE_HEAD = concat(bytesOf('MZ'), [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

export interface ZipEntryInput {
  name: string;
  data: string | Uint8Array;
}

/**
 * A stored (uncompressed) ZIP archive. With `dataDescriptor`, the local headers carry zero sizes
 * and flag bit 3, as streaming writers do; only the central directory then lists the sizes.
 */
export function buildZip(entries: ZipEntryInput[], options: { dataDescriptor?: boolean } = {}): Bytes {
  const locals: Bytes[] = [];
  const centrals: Bytes[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = bytesOf(entry.name);
    const data = typeof entry.data === 'string' ? bytesOf(entry.data) : entry.data;
    const crc = crc32(data);
    const flags = options.dataDescriptor ? 0x08 : 0;
    const sizes = options.dataDescriptor
      ? [...le32(0), ...le32(0), ...le32(0)]
      : [...le32(crc), ...le32(data.length), ...le32(data.length)];
    const descriptor = options.dataDescriptor
      ? [0x50, 0x4b, 0x07, 0x08, ...le32(crc), ...le32(data.length), ...le32(data.length)]
      : [];
    const local = concat(
      [0x50, 0x4b, 0x03, 0x04, ...le16(20), ...le16(flags), ...le16(0), ...le16(0), ...le16(0)],
      sizes,
      [...le16(name.length), ...le16(0)],
      name,
      data,
      descriptor,
    );
    centrals.push(
      concat(
        [
          0x50,
          0x4b,
          0x01,
          0x02,
          ...le16(20),
          ...le16(20),
          ...le16(flags),
          ...le16(0),
          ...le16(0),
          ...le16(0),
        ],
        [...le32(crc), ...le32(data.length), ...le32(data.length)],
        [...le16(name.length), ...le16(0), ...le16(0), ...le16(0), ...le16(0), ...le32(0), ...le32(offset)],
        name,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = concat(...centrals);
  const end = [
    ...[0x50, 0x4b, 0x05, 0x06, ...le16(0), ...le16(0)],
    ...[
      ...le16(entries.length),
      ...le16(entries.length),
      ...le32(central.length),
      ...le32(offset),
      ...le16(0),
    ],
  ];
  return concat(...locals, central, end);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** An Office Open XML package: [Content_Types].xml, _rels/.rels and the main part in `folder`. */
export function officeOpenXml(folder: 'word' | 'xl' | 'ppt', options: { dataDescriptor?: boolean } = {}) {
  const main = { word: 'word/document.xml', xl: 'xl/workbook.xml', ppt: 'ppt/presentation.xml' }[folder];
  return buildZip(
    [
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: '<?xml version="1.0"?><Relationships/>' },
      { name: main, data: '<?xml version="1.0"?><document/>' },
    ],
    options,
  );
}

/** An OpenDocument package: the stored `mimetype` entry first, then content.xml. */
export function openDocument(kind: 'text' | 'spreadsheet' | 'presentation'): Bytes {
  return buildZip([
    { name: 'mimetype', data: `application/vnd.oasis.opendocument.${kind}` },
    { name: 'content.xml', data: '<?xml version="1.0"?><office:document-content/>' },
  ]);
}

/**
 * An OLE2 compound file: the 512-byte header (signature, sector shift 9, first directory sector 0)
 * and one directory sector holding the root entry and `streamName`.
 */
export function ole2(streamName: string): Bytes {
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  header.set([...le16(0x3e), ...le16(3), ...le16(0xfffe), ...le16(9), ...le16(6)], 24);
  header.set(le32(0), 48);
  const directory = new Uint8Array(512);
  for (const [i, name] of ['Root Entry', streamName].entries()) {
    const entry = i * 128;
    for (const [j, c] of Array.from(name).entries()) directory.set(le16(c.charCodeAt(0)), entry + j * 2);
    directory.set(le16((name.length + 1) * 2), entry + 64);
    directory[entry + 66] = i === 0 ? 5 : 2; // root storage, then a stream
  }
  return concat(header, directory);
}
