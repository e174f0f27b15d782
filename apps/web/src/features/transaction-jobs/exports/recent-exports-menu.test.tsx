import { merchantTransactionJobs } from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import { merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobKeys } from '../../../lib/transaction-jobs/job-query-keys';
import { captureDownloads } from '../../../test/capture-downloads';
import { JOB_IDS, makeExportJob } from '../../../test/fixtures/job-fixtures';
import { makeTransaction, pageOf } from '../../../test/fixtures/lookup-fixtures';
import { merchantAdmin } from '../../../test/fixtures/users';
import { lookupRows, renderLookup, serveLookupOptions } from '../../../test/lookup-render';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { csvFileName } from '../api/export-queries';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  serveLookupOptions(api);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const RUNNING = makeExportJob({
  status: 'Running',
  startedAt: '2026-03-14T09:00:01.000Z',
  rowsExpected: 200,
  rowsWritten: 50,
  bytesWritten: 4096,
});
const FAILED = makeExportJob({
  id: JOB_IDS.job,
  status: 'Failed',
  message: 'The export failed; start a new one',
  createdAt: '2026-03-14T08:00:00.000Z',
  finishedAt: '2026-03-14T08:00:05.000Z',
});

async function openLookup() {
  api.on(merchantTransactions.list, pageOf([makeTransaction()]));
  const view = renderLookup('merchant', merchantAdmin);
  await waitFor(() => expect(lookupRows()).toHaveLength(1));
  return view;
}

describe('recent exports beside the lookup’s export button', { timeout: 30_000 }, () => {
  it('asks for nothing until opened, then follows a running export to its download', async () => {
    const downloads = captureDownloads();
    const answers = [
      { data: [RUNNING, FAILED] },
      {
        data: [
          { ...RUNNING, status: 'Completed', rowsWritten: 200, finishedAt: '2026-03-14T09:00:09.000Z' },
          FAILED,
        ],
      },
    ];
    api.on(merchantTransactionJobs.listExports, () => answers.shift() ?? answers.at(-1));
    api.on(merchantTransactionJobs.downloadExport, 'id,amount\n');
    const view = await openLookup();
    expect(api.callsTo(merchantTransactionJobs.listExports)).toHaveLength(0);

    await view.events.click(screen.getByRole('button', { name: 'Recent exports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your exports of the last 24 hours' });
    const list = await within(dialog).findByRole('list', { name: 'Recent exports' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('50 of 200 rows (25 %)')).toBeInTheDocument();
    expect(within(list).getByText('The export failed; start a new one')).toBeInTheDocument();
    expect(within(list).queryAllByRole('button', { name: /^Download/ })).toHaveLength(0);

    // Polled while one runs: once it has finished it can be downloaded.
    const download = await within(list).findByRole(
      'button',
      { name: /^Download the export of / },
      { timeout: 8_000 },
    );
    expect(within(list).queryByText('50 of 200 rows (25 %)')).not.toBeInTheDocument();
    await view.events.click(download);
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(api.callsTo(merchantTransactionJobs.downloadExport)[0]!.params).toEqual({ jobId: JOB_IDS.export });
    expect(downloads.anchors()[0]!.download).toBe(csvFileName(new Date(RUNNING.createdAt)));
    expect(await downloads.blobs[0]!.text()).toBe('id,amount\n');
  });

  it('says when there are none, and when they could not be loaded', async () => {
    api.on(merchantTransactionJobs.listExports, { data: [] });
    const view = await openLookup();
    await view.events.click(screen.getByRole('button', { name: 'Recent exports' }));
    expect(await screen.findByText('No exports in the last 24 hours')).toBeInTheDocument();

    await view.events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    api.on(merchantTransactionJobs.listExports, errorResponse(500, 'Boom'));
    // The next opening asks again (a cached list would otherwise answer first).
    view.queryClient.removeQueries({ queryKey: jobKeys.exports('merchant') });
    await view.events.click(screen.getByRole('button', { name: 'Recent exports' }));
    expect(await screen.findByText('Your exports could not be loaded: Boom')).toBeInTheDocument();
  });
});
