import { createHash } from 'node:crypto';
import { MAX_DOCUMENT_SIZE, MAX_FILE_SIZE } from '@paydesk/contracts/files/file-rules';
import { FileDetails } from '@paydesk/contracts/files/files.schemas';
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
} from '@paydesk/contracts/files/testing/byte-samples';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { files } from './files.table';
import { uploadAs } from './files.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MERCHANT = 'merchant.admin@acme.test';
const TENANT_ADMIN = 'tenant.admin@northwind.test';
const UPLOAD = '/api/fs/file';
const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';

async function fileRows(): Promise<number> {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) => tx.select({ n: count() }).from(files));
  return row?.n ?? 0;
}

async function storedRow(id: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(files).where(eq(files.id, id)),
  );
  return row;
}

describe('POST /fs/file accepts each allowed kind', () => {
  it.each([
    ['pixel.png', 'image/png', TINY_PNG, 'image/png'],
    ['photo.JPG', 'image/jpeg', JPEG_HEAD, 'image/jpeg'],
    ['scan.tif', 'image/tiff', TIFF_LE_HEAD, 'image/tiff'],
    ['anim.gif', 'image/gif', TINY_GIF, 'image/gif'],
    ['contract.pdf', 'application/pdf', TINY_PDF, 'application/pdf'],
    [
      'letter.docx',
      `${OOXML}.wordprocessingml.document`,
      officeOpenXml('word'),
      `${OOXML}.wordprocessingml.document`,
    ],
    ['sheet.xlsx', '', officeOpenXml('xl'), `${OOXML}.spreadsheetml.sheet`],
    [
      'deck.pptx',
      `${OOXML}.presentationml.presentation`,
      officeOpenXml('ppt'),
      `${OOXML}.presentationml.presentation`,
    ],
    ['notes.odt', `${ODF}.text`, openDocument('text'), `${ODF}.text`],
    ['calc.ods', 'application/octet-stream', openDocument('spreadsheet'), `${ODF}.spreadsheet`],
    ['show.odp', `${ODF}.presentation`, openDocument('presentation'), `${ODF}.presentation`],
    ['old.doc', 'application/msword', ole2('WordDocument'), 'application/msword'],
    ['old.xls', 'application/vnd.ms-excel', ole2('Workbook'), 'application/vnd.ms-excel'],
    [
      'old.ppt',
      'application/vnd.ms-powerpoint',
      ole2('PowerPoint Document'),
      'application/vnd.ms-powerpoint',
    ],
    ['readme.txt', 'text/plain', bytesOf('hello'), 'text/plain'],
    // Windows with Excel declares .csv as an Excel type; the stored type is the canonical one.
    ['rows.csv', 'application/vnd.ms-excel', bytesOf('a;b\n1;2'), 'text/csv'],
    ['feed.xml', 'text/xml', bytesOf('<?xml version="1.0"?><a/>'), 'application/xml'],
  ] as const)('%s declared %s', async (name, type, bytes, storedType) => {
    const response = await uploadAs(t, MERCHANT, UPLOAD, { name, type, bytes });
    expect(response.statusCode, response.body).toBe(200);
    const details = FileDetails.parse(response.json());
    expect(details).toMatchObject({
      fileName: name,
      contentType: storedType,
      size: bytes.length,
      tenantId: NORTHWIND.id,
      merchantId: demoMerchant('acme').id,
      createdBy: MERCHANT,
      isAttached: false,
    });
    const row = await storedRow(details.id);
    expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Buffer.from(row?.content ?? []).equals(Buffer.from(bytes))).toBe(true);
    expect(row?.purpose).toBe('ticket');
  });

  it("gives tenant staff's files the tenant and no merchant", async () => {
    const response = await uploadAs(t, TENANT_ADMIN, UPLOAD, {
      name: 'a.png',
      type: 'image/png',
      bytes: TINY_PNG,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      tenantId: NORTHWIND.id,
      merchantId: null,
      createdBy: TENANT_ADMIN,
    });
  });

  it('keeps only the name of a path sent as the file name', async () => {
    const response = await uploadAs(t, MERCHANT, UPLOAD, {
      name: 'C:\\fakepath\\scan.png',
      type: 'image/png',
      bytes: TINY_PNG,
    });
    expect(response.json().fileName).toBe('scan.png');
  });
});

describe('POST /fs/file refuses', () => {
  async function expectRefused(
    file: { name: string; type?: string; bytes: Uint8Array },
    message: string,
    query = '',
  ) {
    const before = await fileRows();
    const response = await uploadAs(t, MERCHANT, `${UPLOAD}${query}`, file);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message,
      details: [{ field: 'file', message }],
    });
    expect(await fileRows()).toBe(before);
  }

  it('a PNG named .pdf', async () => {
    await expectRefused(
      { name: 'x.pdf', type: 'application/pdf', bytes: TINY_PNG },
      'File type not allowed x.pdf',
    );
  });

  it('an executable renamed .png', async () => {
    await expectRefused({ name: 'x.png', type: 'image/png', bytes: EXE_HEAD }, 'File type not allowed x.png');
  });

  it('a type the declared MIME type contradicts, and an extension not allowed', async () => {
    await expectRefused(
      { name: 'x.png', type: 'application/pdf', bytes: TINY_PNG },
      'File type not allowed x.png',
    );
    await expectRefused({ name: 'run.exe', type: '', bytes: EXE_HEAD }, 'File type not allowed run.exe');
  });

  it('a ticket attachment one byte over 20971520 bytes, storing nothing', async () => {
    const bytes = new Uint8Array(MAX_FILE_SIZE + 1).fill(0x61);
    await expectRefused({ name: 'x.txt', type: 'text/plain', bytes }, 'File x.txt size bigger then allowed');
  });

  it('a document one byte over 5242880 bytes', async () => {
    const bytes = new Uint8Array(MAX_DOCUMENT_SIZE + 1).fill(0x61);
    await expectRefused(
      { name: 'x.txt', type: 'text/plain', bytes },
      'File x.txt size bigger then allowed',
      '?purpose=document',
    );
  });

  it('a request without the file field, or not multipart at all', async () => {
    const before = await fileRows();
    const wrongField = await uploadAs(t, MERCHANT, UPLOAD, {
      name: 'a.png',
      type: 'image/png',
      bytes: TINY_PNG,
      field: 'upload',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.details).toEqual([{ field: 'file', message: expect.any(String) }]);
    const json = await t.requestAs(MERCHANT, { method: 'POST', url: UPLOAD, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const empty = await t.requestAs(MERCHANT, { method: 'POST', url: UPLOAD });
    expect(empty.statusCode).toBe(400);
    expect(await fileRows()).toBe(before);
  });

  it('multipart anywhere but the upload routes (the parser is registered for those only)', async () => {
    const response = await uploadAs(t, MERCHANT, '/api/support/label', { name: 'a.png', bytes: TINY_PNG });
    expect(response.statusCode).toBe(415);
  });

  it('an unknown purpose', async () => {
    const response = await uploadAs(t, MERCHANT, `${UPLOAD}?purpose=avatar`, {
      name: 'a.png',
      bytes: TINY_PNG,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /fs/file size limits at the boundary', () => {
  it('accepts a document of exactly 5242880 bytes', async () => {
    const bytes = new Uint8Array(MAX_DOCUMENT_SIZE).fill(0x62);
    const response = await uploadAs(t, MERCHANT, `${UPLOAD}?purpose=document`, {
      name: 'big.txt',
      type: 'text/plain',
      bytes,
    });
    expect(response.statusCode, response.body).toBe(200);
    const details = FileDetails.parse(response.json());
    expect(details.size).toBe(MAX_DOCUMENT_SIZE);
    expect((await storedRow(details.id))?.purpose).toBe('document');
  });

  it('accepts a ticket attachment larger than a document may be', async () => {
    const bytes = new Uint8Array(MAX_DOCUMENT_SIZE + 1).fill(0x62);
    const response = await uploadAs(t, MERCHANT, UPLOAD, { name: 'big.txt', type: 'text/plain', bytes });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().size).toBe(MAX_DOCUMENT_SIZE + 1);
  });
});
