import { deleteFile, uploadFile } from '@paydesk/contracts/files/files.endpoints';
import { TINY_PDF } from '@paydesk/contracts/files/testing/byte-samples';
import {
  addDocument,
  getDocumentTypes,
  getMyOnboarding,
  listMyDocuments,
  removeDocument,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import type { BoardingDocument } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardingMerchant } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { DOCUMENT_TYPES, IDS, makeCase, makeDocument, makePrecheck } from '../testing/onboarding-fixtures';
import { renderOnboarding } from '../testing/render-onboarding';
import { DocumentsPage } from './documents-page';

let api: MockApi;
let documents: BoardingDocument[];
let approved: boolean;

const fileDetails = (name: string, size: number) => ({
  id: IDS.fileNew,
  fileName: name,
  contentType: 'application/pdf',
  size,
  tenantId: IDS.tenant,
  merchantId: IDS.merchant,
  createdOn: '2025-03-05T10:00:00.000Z',
  createdBy: 'merchant.new@onboard.test',
  isAttached: false,
});

beforeEach(() => {
  documents = [makeDocument()];
  approved = false;
  api = mockApi()
    .on(getDocumentTypes, DOCUMENT_TYPES)
    .on(listMyDocuments, () => documents)
    .on(getMyOnboarding, () =>
      makeCase({
        documents,
        precheck: makePrecheck({ status: approved ? 'Approved' : 'Submitted' }),
        missingDocumentTypes: DOCUMENT_TYPES.filter(
          (t) => t.isRequired && !documents.some((d) => d.documentTypeId === t.id),
        ).map((t) => t.name),
      }),
    )
    .on(uploadFile, () => fileDetails('statement.pdf', TINY_PDF.length))
    .on(addDocument, ({ body }) => {
      const { documentTypeId, fileId } = body as { documentTypeId: string; fileId: string };
      const filed = makeDocument({
        id: IDS.documentNew,
        documentTypeId,
        documentTypeName: 'Bank statement',
        fileId,
        fileName: 'statement.pdf',
        size: TINY_PDF.length,
      });
      documents = [...documents, filed];
      return filed;
    })
    .on(removeDocument, ({ params }) => {
      documents = documents.filter((d) => d.id !== params.id);
      return { result: 'success' };
    })
    .on(deleteFile, { deleted: true });
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole('region', { name });
const pdf = (name: string, size = TINY_PDF.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(TINY_PDF.subarray(0, Math.min(size, TINY_PDF.length)));
  return new File([bytes], name, { type: 'application/pdf' });
};

async function open() {
  const rendered = renderOnboarding(<DocumentsPage />, boardingMerchant);
  await screen.findByRole('region', { name: 'Bank statement' });
  return rendered;
}

describe('boarding documents', { timeout: 30_000 }, () => {
  it('lists the document types, required ones marked, with the filed documents and what is missing', async () => {
    await open();
    const incorporation = within(section('Certificate of incorporation'));
    expect(incorporation.getByText('Required')).toBeInTheDocument();
    expect(incorporation.getByText('incorporation.pdf')).toBeInTheDocument();
    expect(incorporation.getByText('1,50 MB · uploaded 02/03/2025 14:05')).toBeInTheDocument();
    expect(within(section('Bank statement')).getByText('No document yet.')).toBeInTheDocument();
    expect(within(section('Other')).queryByText('Required')).not.toBeInTheDocument();
    expect(await screen.findByTestId('missing-documents')).toHaveTextContent('Still neededBank statement');
  });

  it('uploads a file as a document (purpose=document) and files it under its type', async () => {
    const { events } = await open();
    const bank = section('Bank statement');
    await events.upload(bank.querySelector<HTMLInputElement>('input[type="file"]')!, pdf('statement.pdf'));
    expect(await screen.findByText('Files finished uploading')).toBeInTheDocument();
    const upload = api.callsTo(uploadFile);
    expect(upload).toHaveLength(1);
    expect(upload[0]!.query.get('purpose')).toBe('document');
    expect((upload[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(api.callsTo(addDocument).map((c) => c.body)).toEqual([
      { documentTypeId: IDS.typeBank, fileId: IDS.fileNew },
    ]);
    expect(await within(section('Bank statement')).findByText('statement.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('missing-documents')).not.toBeInTheDocument());
  });

  it('refuses a document over 5242880 bytes with the spec message, before sending it', async () => {
    const { events } = await open();
    const input = section('Other').querySelector<HTMLInputElement>('input[type="file"]')!;
    await events.upload(input, pdf('big.pdf', 5_242_881));
    expect(await screen.findByText('File big.pdf size bigger then allowed')).toBeInTheDocument();
    expect(api.callsTo(uploadFile)).toEqual([]);
  });

  it('deletes the uploaded file again when filing it is refused', async () => {
    api.on(addDocument, () =>
      errorResponse(409, 'Upload the file as a boarding document (purpose=document) first'),
    );
    const { events } = await open();
    const input = section('Other').querySelector<HTMLInputElement>('input[type="file"]')!;
    await events.upload(input, pdf('statement.pdf'));
    expect(await screen.findByText('Error uploading files')).toBeInTheDocument();
    expect(
      await screen.findByText('Upload the file as a boarding document (purpose=document) first'),
    ).toBeInTheDocument();
    expect(api.callsTo(deleteFile).map((c) => c.params.fileId)).toEqual([IDS.fileNew]);
  });

  it('removes a document after asking', async () => {
    const { events } = await open();
    await events.click(screen.getByRole('button', { name: 'Remove incorporation.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove document?' });
    expect(within(confirm).getByText('incorporation.pdf and its file will be deleted.')).toBeInTheDocument();
    await events.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('incorporation.pdf removed')).toBeInTheDocument();
    expect(api.callsTo(removeDocument).map((c) => c.params.id)).toEqual([IDS.document1]);
    // The page is hidden from assistive tech until the confirmation has gone.
    const incorporation = await screen.findByRole('region', { name: 'Certificate of incorporation' });
    expect(await within(incorporation).findByText('No document yet.')).toBeInTheDocument();
  });

  it('offers no removal once the pre-check is approved', async () => {
    approved = true;
    await open();
    expect(await screen.findByText(/documents can be added but no longer removed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove incorporation.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download incorporation.pdf' })).toBeInTheDocument();
  });
});
