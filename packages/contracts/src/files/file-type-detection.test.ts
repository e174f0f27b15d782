import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type-detection';
import {
  buildZip,
  bytesOf,
  concat,
  EXE_HEAD,
  JPEG_HEAD,
  officeOpenXml,
  ole2,
  openDocument,
  TIFF_BE_HEAD,
  TIFF_LE_HEAD,
  TINY_GIF,
  TINY_PDF,
  TINY_PNG,
} from './testing/byte-samples';

describe('detectFileType: magic bytes', () => {
  it.each([
    ['a 1x1 PNG', TINY_PNG, 'png'],
    ['a JFIF JPEG (FF D8 FF)', JPEG_HEAD, 'jpeg'],
    ['a little-endian TIFF (II*\\0)', TIFF_LE_HEAD, 'tiff'],
    ['a big-endian TIFF (MM\\0*)', TIFF_BE_HEAD, 'tiff'],
    ['a GIF89a', TINY_GIF, 'gif'],
    ['a GIF87a', bytesOf('GIF87a\u0001\u0000'), 'gif'],
    ['a PDF (%PDF-)', TINY_PDF, 'pdf'],
    ['an EXE (MZ)', EXE_HEAD, 'unknown'],
  ] as const)('%s is %s', (_, bytes, expected) => {
    expect(detectFileType(bytes)).toBe(expected);
  });

  it('does not take a near miss for a signature', () => {
    expect(detectFileType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toBe('unknown');
    expect(detectFileType(bytesOf('GIF88a'))).toBe('text');
    expect(detectFileType(bytesOf('%PDF'))).toBe('text');
  });
});

describe('detectFileType: ZIP packages, read from the local file headers', () => {
  it.each([
    ['word', 'docx'],
    ['xl', 'xlsx'],
    ['ppt', 'pptx'],
  ] as const)('[Content_Types].xml with %s/ is %s', (folder, expected) => {
    expect(detectFileType(officeOpenXml(folder))).toBe(expected);
  });

  it.each([
    ['text', 'odt'],
    ['spreadsheet', 'ods'],
    ['presentation', 'odp'],
  ] as const)('an ODF package whose mimetype entry says %s is %s', (kind, expected) => {
    expect(detectFileType(openDocument(kind))).toBe(expected);
  });

  it('reads the parts of a docx cut after its third local header (a sample, not the whole file)', () => {
    const docx = officeOpenXml('word');
    const name = String.fromCharCode(...docx).indexOf('word/document.xml');
    const sample = docx.subarray(0, name + 'word/document.xml'.length);
    expect(sample.length).toBeLessThan(docx.length); // no central directory in the sample
    expect(detectFileType(sample)).toBe('docx');
  });

  it('falls back to the central directory when the local headers carry data descriptors', () => {
    expect(detectFileType(officeOpenXml('xl', { dataDescriptor: true }))).toBe('xlsx');
  });

  it('a plain archive, an unknown ODF type or Office parts without [Content_Types].xml stay zip', () => {
    expect(detectFileType(buildZip([{ name: 'payload.exe', data: 'MZ' }]))).toBe('zip');
    expect(detectFileType(buildZip([{ name: 'mimetype', data: 'application/x-unknown' }]))).toBe('zip');
    expect(detectFileType(buildZip([{ name: 'word/document.xml', data: '<w/>' }]))).toBe('zip');
  });
});

describe('detectFileType: OLE2 compound files (D0 CF 11 E0)', () => {
  it.each([
    ['WordDocument', 'doc'],
    ['Workbook', 'xls'],
    ['Book', 'xls'],
    ['PowerPoint Document', 'ppt'],
  ] as const)('a %s stream is %s', (stream, expected) => {
    expect(detectFileType(ole2(stream))).toBe(expected);
  });

  it('is ole2 when the directory sector is not in the sample, unknown for other compound files', () => {
    expect(detectFileType(ole2('WordDocument').subarray(0, 512))).toBe('ole2');
    expect(detectFileType(ole2('EncryptedPackage'))).toBe('unknown');
  });
});

describe('detectFileType: text', () => {
  it('valid UTF-8 without NUL is text; xml when it starts with <', () => {
    expect(detectFileType(bytesOf('id;amount\n1;12,50\n'))).toBe('text');
    expect(detectFileType(bytesOf('Grüße, İstanbul — ok'))).toBe('text');
    expect(detectFileType(bytesOf('<?xml version="1.0"?><a/>'))).toBe('xml');
    expect(detectFileType(bytesOf('\n  <root/>'))).toBe('xml');
    expect(detectFileType(concat([0xef, 0xbb, 0xbf], bytesOf('<a/>')))).toBe('xml');
    expect(detectFileType(new Uint8Array())).toBe('text');
  });

  it('a NUL byte or invalid UTF-8 is not text', () => {
    expect(detectFileType(bytesOf('abc\u0000def'))).toBe('unknown');
    expect(detectFileType(Uint8Array.from([0x61, 0xc3, 0x28]))).toBe('unknown');
    // Windows-1252 'café' is not UTF-8: refused rather than guessed.
    expect(detectFileType(Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x0a]))).toBe('unknown');
  });

  it('a multi-byte character cut by the end of a sample still counts as text', () => {
    const bytes = bytesOf('naïve');
    expect(detectFileType(bytes.subarray(0, 3))).toBe('text');
  });

  it('never throws, on any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(typeof detectFileType(bytes)).toBe('string');
        expect(typeof detectFileType(concat([0x50, 0x4b, 0x03, 0x04], bytes))).toBe('string');
        expect(typeof detectFileType(concat([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], bytes))).toBe(
          'string',
        );
      }),
    );
  });
});
