import {
  bulkUpdates,
  crmTransactionJobs,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import { TRANSACTION_JOB_MESSAGES } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishedJob, JOB_IDS, makeBulkJob, makeJobItem } from '../../../test/fixtures/job-fixtures';
import { platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { currentUrl, renderJobs } from '../testing/job-render';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  vi.useRealTimers();
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const HISTORY = `/platform/transaction-management/transaction-bulk-update-history?jobId=${JOB_IDS.job}`;
const progressText = () => screen.getByText(/^\d+ of \d+ \(\d+ %\)$/).textContent;

function serveItems() {
  api.on(bulkUpdates.items, {
    count: 2,
    data: [
      makeJobItem(),
      makeJobItem({
        position: 2,
        reference: 'ORD-1002',
        transactionId: JOB_IDS.tx2,
        externalId: 'ORD-1002',
        outcome: 'Refused',
        message: 'Only an authorised transaction can be declined',
        status: 'Captured',
      }),
    ],
  });
}

describe('a bulk update job', { timeout: 30_000 }, () => {
  it('shows the job, its facts and its items, each found transaction linked to its details', async () => {
    api.on(bulkUpdates.get, finishedJob());
    serveItems();
    renderJobs(platformAdmin, HISTORY);
    expect(await screen.findByRole('heading', { name: /^Job of 14\/03\/2026/ })).toBeInTheDocument();
    expect(screen.getByText('Completed with errors').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'pending',
    );
    expect(progressText()).toBe('40 of 40 (100 %)');
    expect(screen.getByText('37 applied, 2 refused, 1 not found, 0 failed, 0 skipped')).toBeInTheDocument();
    expect(screen.getByText('Suspected fraud')).toBeInTheDocument();
    expect(screen.getByText('Chargeback wave of March')).toBeInTheDocument();
    // Finished: nothing to cancel, nothing live.
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Transactions of the job' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('Only an authorised transaction can be declined')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refused').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'negative',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'ORD-1001' })).toHaveAttribute(
      'href',
      `/platform/transaction-management/transaction-lookup/${JOB_IDS.tx1}`,
    );
    expect(Object.fromEntries(api.callsTo(bulkUpdates.items)[0]!.query)).toEqual({
      PageIndex: '0',
      PageSize: '20',
    });
  });

  it('filters the items by outcome', async () => {
    api.on(bulkUpdates.get, finishedJob());
    serveItems();
    const view = renderJobs(platformAdmin, HISTORY);
    await screen.findByRole('table', { name: 'Transactions of the job' });
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Refused');
    await waitFor(() => expect(api.callsTo(bulkUpdates.items).at(-1)!.query.get('outcome')).toBe('Refused'));
  });

  it('polls a running job (fake timers) until it has finished, the items with it, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      makeBulkJob(),
      makeBulkJob({ progress: { ...makeBulkJob().progress, done: 30 } }),
      finishedJob(),
    ];
    api.on(bulkUpdates.get, () => answers.shift() ?? finishedJob());
    serveItems();
    renderJobs(platformAdmin, HISTORY);
    await screen.findByRole('heading', { name: /^Job of/ });
    expect(progressText()).toBe('12 of 40 (30 %)');
    expect(screen.getByText('Updating every few seconds while the job runs')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(progressText()).toBe('30 of 40 (75 %)'));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(progressText()).toBe('40 of 40 (100 %)'));
    expect(screen.queryByText('Updating every few seconds while the job runs')).not.toBeInTheDocument();
    const polls = api.callsTo(bulkUpdates.get).length;
    const itemReads = api.callsTo(bulkUpdates.items).length;
    // The items were read while it ran and once more when it finished.
    expect(itemReads).toBeGreaterThanOrEqual(3);

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.callsTo(bulkUpdates.get)).toHaveLength(polls);
    expect(api.callsTo(bulkUpdates.items)).toHaveLength(itemReads);
  });

  it('reads the items once for each new state of the job, so they never lag behind its header', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = makeBulkJob();
    const states = [
      running,
      running,
      makeBulkJob({ progress: { ...running.progress, done: 30 } }),
      finishedJob(),
    ];
    // The fake server's items follow the job it last answered, as the worker writes both together.
    let served = running;
    api.on(bulkUpdates.get, () => {
      served = states.shift() ?? finishedJob();
      return served;
    });
    api.on(bulkUpdates.items, () => ({
      count: 1,
      data: [
        served.status === 'Running'
          ? makeJobItem({
              outcome: 'Pending',
              transactionId: null,
              externalId: null,
              status: null,
              processedAt: null,
            })
          : makeJobItem(),
      ],
    }));
    renderJobs(platformAdmin, HISTORY);
    const itemsTable = () => screen.getByRole('table', { name: 'Transactions of the job' });
    await screen.findByRole('table', { name: 'Transactions of the job' });
    expect(within(itemsTable()).getByText('Pending')).toBeInTheDocument();

    for (const progress of ['12 of 40 (30 %)', '30 of 40 (75 %)', '40 of 40 (100 %)']) {
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await waitFor(() => expect(progressText()).toBe(progress));
    }
    await waitFor(() => expect(within(itemsTable()).getByText('Applied')).toBeInTheDocument());
    expect(within(itemsTable()).queryByText('Pending')).not.toBeInTheDocument();
    // Running 12, Running 30, finished: one read each, none for the poll that saw no change.
    expect(api.callsTo(bulkUpdates.items)).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.callsTo(bulkUpdates.items)).toHaveLength(3);
  });

  it('after a failed poll says so and waits twice as long (spec §8), then carries on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: unknown[] = [makeBulkJob(), errorResponse(503, 'Down'), finishedJob()];
    api.on(bulkUpdates.get, () => answers.shift() ?? finishedJob());
    serveItems();
    renderJobs(platformAdmin, HISTORY);
    await screen.findByRole('heading', { name: /^Job of/ });
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(
      await screen.findByText('Progress could not be refreshed; trying again shortly.'),
    ).toBeInTheDocument();
    expect(api.callsTo(bulkUpdates.get)).toHaveLength(2);
    // Not after 1.5 s, but after 3 s.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(api.callsTo(bulkUpdates.get)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    await waitFor(() => expect(progressText()).toBe('40 of 40 (100 %)'));
    expect(
      screen.queryByText('Progress could not be refreshed; trying again shortly.'),
    ).not.toBeInTheDocument();
  });

  it('cancels a running job after a confirmation', async () => {
    let job = makeBulkJob();
    api.on(bulkUpdates.get, () => job);
    api.on(bulkUpdates.cancel, () => {
      job = makeBulkJob({ status: 'Cancelled', finishedAt: '2026-03-14T09:01:00.000Z' });
      return job;
    });
    serveItems();
    const view = renderJobs(platformAdmin, HISTORY);
    await view.events.click(await screen.findByRole('button', { name: 'Cancel job' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this job?' });
    expect(
      within(dialog).getByText(
        'Transactions not yet changed are skipped. Those already changed stay changed.',
      ),
    ).toBeInTheDocument();
    await view.events.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    expect(await screen.findByText('The job was cancelled')).toBeInTheDocument();
    expect(api.callsTo(bulkUpdates.cancel)[0]!.params).toEqual({ jobId: JOB_IDS.job });
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
  });

  it("shows the server's 409 when the job finished before the cancel arrived", async () => {
    api.on(bulkUpdates.get, makeBulkJob());
    api.on(bulkUpdates.cancel, errorResponse(409, TRANSACTION_JOB_MESSAGES.notCancellable));
    serveItems();
    const view = renderJobs(platformAdmin, HISTORY);
    await view.events.click(await screen.findByRole('button', { name: 'Cancel job' }));
    await view.events.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel job' }));
    expect(await screen.findByText('Only a queued or running job can be cancelled')).toBeInTheDocument();
  });

  it('history readers without the request permission cannot cancel', async () => {
    api.on(bulkUpdates.get, makeBulkJob());
    serveItems();
    renderJobs({ ...platformAdmin, permissions: ['Platform.Transaction.BulkUpdateHistory'] }, HISTORY);
    await screen.findByRole('heading', { name: /^Job of/ });
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
  });

  it('names the transactions of a bulk action by external id, not by the ids it was submitted with', async () => {
    api.on(
      crmTransactionJobs.getBulkAction,
      finishedJob({ id: JOB_IDS.job2, kind: 'BulkAction', action: 'refund', declineReason: null }),
    );
    api.on(crmTransactionJobs.bulkActionItems, {
      count: 2,
      data: [
        makeJobItem({ reference: JOB_IDS.tx1, externalId: 'ORD-1001', status: 'Refunded' }),
        makeJobItem({
          position: 2,
          reference: JOB_IDS.tx2,
          transactionId: null,
          externalId: null,
          outcome: 'NotFound',
          message: TRANSACTION_JOB_MESSAGES.itemNotFound,
          status: null,
        }),
      ],
    });
    renderJobs(tenantAdmin, `/transaction-management/bulk-actions-lookup?jobId=${JOB_IDS.job2}`);
    const table = await screen.findByRole('table', { name: 'Transactions of the job' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'ORD-1001' })).toHaveAttribute(
      'href',
      `/transaction-management/transaction-lookup/${JOB_IDS.tx1}`,
    );
    expect(within(table).queryByText(JOB_IDS.tx1)).not.toBeInTheDocument();
    // Not found: no transaction to name, so what was submitted, without a link.
    expect(within(rows[1]!).getByText(JOB_IDS.tx2)).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says when the job is not there (another tenant's or another user's: 404), and goes back", async () => {
    api.on(crmTransactionJobs.getBulkAction, errorResponse(404, 'Not found'));
    const view = renderJobs(tenantAdmin, `/transaction-management/bulk-actions-lookup?jobId=${JOB_IDS.job2}`);
    expect(await screen.findByText('This job does not exist or is not yours to see.')).toBeInTheDocument();
    api.on(crmTransactionJobs.listBulkActions, { count: 0, data: [] });
    await view.events.click(screen.getByRole('link', { name: 'All jobs' }));
    expect(currentUrl()).toBe('/transaction-management/bulk-actions-lookup');
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
  });

  it('says a malformed jobId names no job, without asking the server and without a Retry', async () => {
    renderJobs(tenantAdmin, '/transaction-management/bulk-actions-lookup?jobId=not-a-uuid');
    expect(await screen.findByText('This job does not exist or is not yours to see.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(api.callsTo(crmTransactionJobs.getBulkAction)).toEqual([]);
  });

  it("reads the server's 400 for a job id as no such job, with no Retry that could only fail", async () => {
    api.on(crmTransactionJobs.getBulkAction, errorResponse(400, 'The request is not valid'));
    renderJobs(tenantAdmin, `/transaction-management/bulk-actions-lookup?jobId=${JOB_IDS.job2}`);
    expect(await screen.findByText('This job does not exist or is not yours to see.')).toBeInTheDocument();
    expect(screen.queryByText(/The request is not valid/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
