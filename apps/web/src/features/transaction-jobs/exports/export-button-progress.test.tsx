import { crmTransactionJobs } from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import { crmTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDataSize, formatDecimal } from '../../../lib/format/number-format';
import { captureDownloads } from '../../../test/capture-downloads';
import { makeExportJob } from '../../../test/fixtures/job-fixtures';
import { makeTransaction, pageOf } from '../../../test/fixtures/lookup-fixtures';
import { tenantAgent } from '../../../test/fixtures/users';
import { lookupRows, renderLookup, serveLookupOptions } from '../../../test/lookup-render';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  serveLookupOptions(api);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

describe('the lookup’s export button', { timeout: 30_000 }, () => {
  it('shows the running export in rows, "N of M rows (P %)", on a determinate bar, then downloads', async () => {
    const downloads = captureDownloads();
    const answers = [
      makeExportJob({ status: 'Running', rowsWritten: 500, bytesWritten: 2 * 1024 * 1024 }),
      makeExportJob({ status: 'Completed', rowsWritten: 1_250, bytesWritten: 3 * 1024 * 1024 }),
    ];
    api.on(crmTransactions.list, pageOf([makeTransaction()]));
    api.on(crmTransactionJobs.startExport, makeExportJob());
    api.on(crmTransactionJobs.getExport, () => answers.shift() ?? errorResponse(500, 'asked once too often'));
    api.on(crmTransactionJobs.downloadExport, 'id,amount\n');
    const view = renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));

    const text = `500 of ${formatDecimal(1_250, 0)} rows (40 %)`;
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(`${formatDataSize(2 * 1024 * 1024)} written`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    await waitFor(() => expect(downloads.anchors()).toHaveLength(1), { timeout: 8_000 });
    expect(screen.queryByRole('status', { name: 'Export progress' })).not.toBeInTheDocument();
  });
});
