import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_EXTENSIONS,
  ALLOWED_MIME_TYPES,
  acceptAttribute,
  checkContent,
  checkFiles,
  DOCUMENT_FILE_LIMITS,
  extensionOf,
  IMAGE_PREVIEW_TYPES,
  isContentAllowed,
  isTypeAllowed,
  MAX_DOCUMENT_SIZE,
  MAX_FILE_SIZE,
  MAX_TOTAL_FILES_SIZE,
  TICKET_FILE_LIMITS,
  UPLOAD_ERROR_CLEAR_DELAY_MS,
} from './file-rules';
import {
  bytesOf,
  EXE_HEAD,
  JPEG_HEAD,
  officeOpenXml,
  ole2,
  openDocument,
  TIFF_LE_HEAD,
  TINY_GIF,
  TINY_PDF,
  TINY_PNG,
} from './testing/byte-samples';

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';

describe('spec §5/§9 file figures', () => {
  it('has the limits of spec §9', () => {
    expect(MAX_DOCUMENT_SIZE).toBe(5242880);
    expect(MAX_FILE_SIZE).toBe(20971520);
    expect(MAX_TOTAL_FILES_SIZE).toBe(20971520);
    expect(UPLOAD_ERROR_CLEAR_DELAY_MS).toBe(2000);
    expect(TICKET_FILE_LIMITS).toEqual({ maxFileSize: 20971520, maxTotal: 20971520 });
    expect(DOCUMENT_FILE_LIMITS.maxFileSize).toBe(5242880);
  });

  it('allows exactly the extensions of spec §5', () => {
    expect(ALLOWED_EXTENSIONS).toEqual([
      'jpg',
      'jpeg',
      'png',
      'tif',
      'tiff',
      'gif',
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'odt',
      'ods',
      'odp',
      'txt',
      'csv',
      'xml',
    ]);
  });

  it('allows the MIME types of jpeg, png, tiff, gif, pdf, Word, Excel, PowerPoint, ODF, text, csv, xml', () => {
    expect([...ALLOWED_MIME_TYPES].sort()).toEqual(
      [
        'image/jpeg',
        'image/png',
        'image/tiff',
        'image/gif',
        'application/pdf',
        'application/msword',
        `${OOXML}.wordprocessingml.document`,
        'application/vnd.ms-excel',
        `${OOXML}.spreadsheetml.sheet`,
        'application/vnd.ms-powerpoint',
        `${OOXML}.presentationml.presentation`,
        `${ODF}.text`,
        `${ODF}.spreadsheet`,
        `${ODF}.presentation`,
        'text/plain',
        'text/csv',
        'application/xml',
        'text/xml',
      ].sort(),
    );
  });

  it('previews jpeg, png and tiff images only', () => {
    expect(IMAGE_PREVIEW_TYPES).toEqual(['image/jpeg', 'image/png', 'image/tiff']);
  });

  it('builds the accept attribute of a file input', () => {
    expect(acceptAttribute(['pdf', 'png'], ['application/pdf', 'image/png'])).toBe(
      '.pdf,.png,application/pdf,image/png',
    );
    expect(acceptAttribute().split(',')).toHaveLength(19 + ALLOWED_MIME_TYPES.length);
  });
});

describe('extensionOf and isTypeAllowed', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['invoice.pdf.exe', 'exe'],
    ['README', ''],
    ['.bashrc', ''],
    ['trailing.', ''],
  ])('%s -> %s', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it('needs an allowed extension and an allowed or unspecified declared type', () => {
    expect(isTypeAllowed({ name: 'scan.TIFF', type: 'image/tiff' })).toBe(true);
    expect(isTypeAllowed({ name: 'notes.odt', type: '' })).toBe(true);
    expect(isTypeAllowed({ name: 'data.csv', type: 'text/csv; charset=utf-8' })).toBe(true);
    expect(isTypeAllowed({ name: 'setup.exe', type: 'application/pdf' })).toBe(false);
    expect(isTypeAllowed({ name: 'page.pdf', type: 'text/html' })).toBe(false);
    expect(isTypeAllowed({ name: 'no-extension', type: 'application/pdf' })).toBe(false);
    expect(isTypeAllowed({ name: 'a.pdf', type: 'application/pdf' }, ['png'])).toBe(false);
  });
});

const file = (name: string, size: number, type = 'application/pdf') => ({ name, size, type });

describe('checkFiles (spec §5: single file ≤ 20971520 bytes, total ≤ 20971520 bytes)', () => {
  it('accepts a file of exactly the maximum size and refuses one byte more', () => {
    const result = checkFiles([], [file('max.pdf', 20971520), file('over.pdf', 20971521)], {
      maxFileSize: MAX_FILE_SIZE,
      maxTotal: Number.MAX_SAFE_INTEGER,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['max.pdf']);
    expect(result.refused).toEqual([{ file: file('over.pdf', 20971521), problem: 'fileTooLarge' }]);
  });

  it('holds documents to 5242880 bytes', () => {
    const result = checkFiles([], [file('a.pdf', 5242880), file('b.pdf', 5242881)], DOCUMENT_FILE_LIMITS);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.refused[0]?.problem).toBe('fileTooLarge');
  });

  it('counts files already added towards the total; a refused file does not count', () => {
    const existing = [{ size: 15_000_000 }];
    const result = checkFiles(
      existing,
      [file('big.pdf', 6_000_000), file('bad.exe', 1), file('fits.pdf', 5_971_520), file('one-more.pdf', 1)],
      TICKET_FILE_LIMITS,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['fits.pdf']);
    expect(result.refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['big.pdf', 'totalTooLarge'],
      ['bad.exe', 'typeNotAllowed'],
      ['one-more.pdf', 'totalTooLarge'],
    ]);
  });

  it('never accepts more than the limits allow (property)', () => {
    const sizes = fc.array(fc.integer({ min: 0, max: 25_000_000 }), { maxLength: 8 });
    fc.assert(
      fc.property(sizes, sizes, (existingSizes, addedSizes) => {
        const existing = existingSizes.map((size) => ({ size }));
        const added = addedSizes.map((size, i) => file(`f${i}.pdf`, size));
        const { accepted, refused } = checkFiles(existing, added, TICKET_FILE_LIMITS);
        expect(accepted.length + refused.length).toBe(added.length);
        for (const f of accepted) expect(f.size).toBeLessThanOrEqual(MAX_FILE_SIZE);
        const before = existingSizes.reduce((a, b) => a + b, 0);
        const after = before + accepted.reduce((a, f) => a + f.size, 0);
        if (accepted.length > 0) expect(after).toBeLessThanOrEqual(MAX_TOTAL_FILES_SIZE);
      }),
    );
  });
});

describe('checkContent: extension, declared type and content must agree', () => {
  const docx = `${OOXML}.wordprocessingml.document`;
  it.each([
    ['pixel.png', 'image/png', TINY_PNG, 'png'],
    ['photo.JPG', 'image/jpeg', JPEG_HEAD, 'jpeg'],
    ['scan.tif', 'image/tiff', TIFF_LE_HEAD, 'tiff'],
    ['anim.gif', 'image/gif', TINY_GIF, 'gif'],
    ['contract.pdf', 'application/pdf', TINY_PDF, 'pdf'],
    ['letter.docx', docx, officeOpenXml('word'), 'docx'],
    ['sheet.xlsx', '', officeOpenXml('xl'), 'xlsx'],
    ['deck.pptx', `${OOXML}.presentationml.presentation`, officeOpenXml('ppt'), 'pptx'],
    ['notes.odt', `${ODF}.text`, openDocument('text'), 'odt'],
    ['calc.ods', 'application/octet-stream', openDocument('spreadsheet'), 'ods'],
    ['show.odp', `${ODF}.presentation`, openDocument('presentation'), 'odp'],
    ['old.doc', 'application/msword', ole2('WordDocument'), 'doc'],
    ['old.xls', 'application/vnd.ms-excel', ole2('Workbook'), 'xls'],
    ['old.ppt', 'application/vnd.ms-powerpoint', ole2('PowerPoint Document'), 'ppt'],
    ['readme.txt', 'text/plain', bytesOf('hello'), 'txt'],
    ['rows.csv', 'text/csv', bytesOf('a;b\n1;2'), 'csv'],
    ['rows.csv', 'application/vnd.ms-excel', bytesOf('a;b\n1;2'), 'csv'],
    ['feed.xml', 'application/xml', bytesOf('<?xml version="1.0"?><a/>'), 'xml'],
    ['feed.xml', 'text/xml', bytesOf('<a/>'), 'xml'],
  ] as const)('accepts %s declared %s', (name, type, bytes, kind) => {
    expect(checkContent(name, type, bytes)).toMatchObject({ ok: true, kind });
    expect(isContentAllowed(name, type, bytes)).toBe(true);
  });

  it("refuses an executable ('MZ') named .pdf and declared application/pdf", () => {
    expect(checkContent('invoice.pdf', 'application/pdf', EXE_HEAD)).toEqual({
      ok: false,
      reason: 'content',
      detected: 'unknown',
    });
    expect(isContentAllowed('invoice.pdf', 'application/pdf', EXE_HEAD)).toBe(false);
  });

  it.each([
    ['a PNG named .jpg', 'photo.jpg', 'image/jpeg', TINY_PNG, 'content'],
    ['a PDF declared as an image', 'contract.pdf', 'image/png', TINY_PDF, 'declaredType'],
    ['a docx named .xlsx', 'sheet.xlsx', `${OOXML}.spreadsheetml.sheet`, officeOpenXml('word'), 'content'],
    ['a Word .doc named .xls', 'old.xls', 'application/vnd.ms-excel', ole2('WordDocument'), 'content'],
    ['a plain ZIP named .docx', 'a.docx', '', officeOpenXml('word').subarray(0, 30), 'content'],
    ['text named .xml that is not XML', 'feed.xml', 'application/xml', bytesOf('not xml'), 'content'],
    ['binary named .txt', 'notes.txt', 'text/plain', bytesOf('a\u0000b'), 'content'],
    ['an HTML page', 'page.html', 'text/html', bytesOf('<html></html>'), 'extension'],
    ['a double extension', 'cv.pdf.exe', 'application/pdf', TINY_PDF, 'extension'],
  ] as const)('refuses %s', (_, name, type, bytes, reason) => {
    expect(checkContent(name, type, bytes)).toMatchObject({ ok: false, reason });
  });
});
