import {
  bulkUpdates,
  crmTransactionJobs,
  merchantTransactionJobs,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishedJob, JOB_IDS, makeBulkJob } from '../../../test/fixtures/job-fixtures';
import { merchantAdmin, platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { currentUrl, renderJobs } from '../testing/job-render';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const HISTORY = '/platform/transaction-management/transaction-bulk-update-history';
const lastQuery = (endpoint: Parameters<MockApi['callsTo']>[0]) =>
  Object.fromEntries(api.callsTo(endpoint).at(-1)?.query ?? []);
const jobRows = () =>
  within(screen.getByRole('table', { name: 'Jobs' }))
    .getAllByRole('row')
    .slice(1);

describe('job lists', { timeout: 30_000 }, () => {
  it('the platform history lists bulk updates newest first with status, change, progress and requester', async () => {
    api.on(bulkUpdates.list, {
      count: 2,
      data: [finishedJob({ id: JOB_IDS.job2, action: 'Approve', declineReason: null }), makeBulkJob()],
    });
    renderJobs(platformAdmin, HISTORY);
    expect(
      await screen.findByRole('heading', { name: 'Transaction bulk update history' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(jobRows()).toHaveLength(2));
    expect(lastQuery(bulkUpdates.list)).toEqual({ PageIndex: '0', PageSize: '20' });
    const cells = jobRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      [
        'Completed with errors',
        'Approve',
        '40 of 40 (100 %)',
        'ada@example.com',
        expect.stringMatching(/^14\/03\/2026/),
      ],
      ['Running', 'Decline', '12 of 40 (30 %)', 'ada@example.com', ''],
    ]);
    expect(within(jobRows()[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('link', { name: 'New bulk update' })).toHaveAttribute(
      'href',
      '/platform/transaction-management/transaction-bulk-update-request',
    );
  });

  it('filters by status and pages, in the URL', async () => {
    api.on(bulkUpdates.list, (call) =>
      call.query.get('status') === 'Failed' ? { count: 0, data: [] } : { count: 45, data: [makeBulkJob()] },
    );
    const view = renderJobs(platformAdmin, HISTORY);
    await waitFor(() => expect(jobRows()).toHaveLength(1));
    await view.events.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery(bulkUpdates.list).PageIndex).toBe('1'));
    expect(currentUrl()).toBe(`${HISTORY}?pageIndex=1`);

    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(await screen.findByText('No jobs with this status')).toBeInTheDocument();
    // A new filter starts at the first page.
    expect(lastQuery(bulkUpdates.list)).toEqual({ PageIndex: '0', PageSize: '20', status: 'Failed' });
    expect(currentUrl()).toBe(`${HISTORY}?status=Failed`);
  });

  it('opens a job from the list in place (?jobId=)', async () => {
    api.on(bulkUpdates.list, { count: 1, data: [makeBulkJob()] });
    api.on(bulkUpdates.get, finishedJob());
    api.on(bulkUpdates.items, { count: 0, data: [] });
    const view = renderJobs(platformAdmin, HISTORY);
    await waitFor(() => expect(jobRows()).toHaveLength(1));
    await view.events.click(within(jobRows()[0]!).getByRole('link', { name: /^Open job of/ }));
    expect(currentUrl()).toBe(`${HISTORY}?jobId=${JOB_IDS.job}`);
    expect(await screen.findByRole('heading', { name: /^Job of/ })).toBeInTheDocument();
  });

  it('history readers without the request permission get no "New bulk update"', async () => {
    api.on(bulkUpdates.list, { count: 0, data: [] });
    renderJobs({ ...platformAdmin, permissions: ['Platform.Transaction.BulkUpdateHistory'] }, HISTORY);
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New bulk update' })).not.toBeInTheDocument();
  });

  it('says when the list failed, and retries', async () => {
    let fail = true;
    api.on(bulkUpdates.list, () => (fail ? errorResponse(500, 'Boom') : { count: 0, data: [] }));
    const view = renderJobs(platformAdmin, HISTORY);
    expect(await screen.findByText('The jobs could not be loaded: Boom')).toBeInTheDocument();
    fail = false;
    await view.events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
  });

  it("tenant staff list their tenant's bulk actions on the CRM base, with a way to the lookup", async () => {
    api.on(crmTransactionJobs.listBulkActions, {
      count: 1,
      data: [makeBulkJob({ kind: 'BulkAction', action: 'refund', declineReason: null, comment: null })],
    });
    renderJobs(tenantAdmin, '/transaction-management/bulk-actions-lookup');
    expect(await screen.findByRole('heading', { name: 'Bulk actions' })).toBeInTheDocument();
    await waitFor(() => expect(jobRows()).toHaveLength(1));
    expect(within(jobRows()[0]!).getByText('Refund in full')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(
      screen.getByText('Select transactions in the transaction lookup, then choose a bulk action.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the transaction lookup' })).toHaveAttribute(
      'href',
      '/transaction-management/transaction-lookup',
    );
  });

  it('merchants list theirs on the merchant base', async () => {
    api.on(merchantTransactionJobs.listBulkActions, { count: 0, data: [] });
    renderJobs(merchantAdmin, '/merchant/transaction-management/bulk-actions-lookup');
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionJobs.listBulkActions)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open the transaction lookup' })).toHaveAttribute(
      'href',
      '/merchant/transaction-management/transaction-lookup',
    );
  });
});
