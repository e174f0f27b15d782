import { downloadFile } from '@paydesk/contracts/files/files.endpoints';
import { getDocumentTypes } from '@paydesk/contracts/onboarding/onboarding.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../../test/capture-downloads';
import { errorResponse, type MockApi, mockApi } from '../../../../test/mock-api';
import { renderCase } from '../testing/render-case';
import { certificateDocument, IDS, makeCase } from '../testing/review-fixtures';
import { serveCase } from '../testing/serve-review';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const card = (type: string) => document.querySelector<HTMLElement>(`[data-document-type="${type}"]`)!;

describe('case documents', { timeout: 30_000 }, () => {
  it('lists the files per document type and flags the missing required ones', async () => {
    serveCase(api, makeCase());
    renderCase('?tab=documents');
    expect(
      await screen.findByText('Required documents missing: Proof of business address'),
    ).toBeInTheDocument();
    await waitFor(() => expect(card('Certificate of incorporation')).not.toBeNull());
    const certificate = within(card('Certificate of incorporation'));
    expect(certificate.getByText('Required')).toBeInTheDocument();
    expect(certificate.getByRole('button', { name: 'Download certificate.pdf' })).toBeInTheDocument();
    expect(
      certificate.getByText('1,50 MB · 03/03/2025 09:00 · merchant.new@onboard.test'),
    ).toBeInTheDocument();
    expect(certificate.queryByText('Missing')).toBeNull();
    const address = within(card('Proof of business address'));
    expect(address.getByText('Missing')).toBeInTheDocument();
    expect(address.getByText('A utility bill')).toBeInTheDocument();
    expect(address.getByText('No documents filed')).toBeInTheDocument();
    const statement = within(card('Bank statement'));
    expect(statement.getByText('Optional')).toBeInTheDocument();
    expect(statement.queryByText('Missing')).toBeNull();
  });

  it('downloads a file through the file service under its own name', async () => {
    serveCase(api, makeCase());
    api.on(downloadFile, () => '%PDF-1.7');
    const downloads = captureDownloads();
    const { events } = renderCase('?tab=documents');
    await events.click(await screen.findByRole('button', { name: 'Download certificate.pdf' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(api.callsTo(downloadFile)[0]?.params).toEqual({ id: IDS.file1 });
    expect(downloads.anchors()[0]?.download).toBe('certificate.pdf');
    expect(await downloads.blobs[0]?.text()).toBe('%PDF-1.7');
  });

  it('tells when a download fails', async () => {
    serveCase(api, makeCase());
    api.on(downloadFile, errorResponse(404, 'The file does not exist'));
    const { events } = renderCase('?tab=documents');
    await events.click(await screen.findByRole('button', { name: 'Download certificate.pdf' }));
    expect(
      await screen.findByText('The file could not be downloaded: The file does not exist'),
    ).toBeInTheDocument();
  });

  it('says when every required type has a document, and lists files of a type no longer offered', async () => {
    serveCase(
      api,
      makeCase({
        missingDocumentTypes: [],
        documents: [
          { ...certificateDocument, documentTypeId: IDS.retiredType, documentTypeName: 'Old form' },
        ],
      }),
    );
    api.on(getDocumentTypes, []);
    renderCase('?tab=documents');
    expect(await screen.findByText('Every required document type has a document.')).toBeInTheDocument();
    const old = within(card('Old form'));
    expect(old.getByRole('button', { name: 'Download certificate.pdf' })).toBeInTheDocument();
    expect(old.queryByText('Required')).toBeNull();
  });
});
