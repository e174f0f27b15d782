import { bulkUpdates } from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import { getReasons } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_IDS, makeBulkJob } from '../../../test/fixtures/job-fixtures';
import { platformAdmin } from '../../../test/fixtures/users';
import { errorResponse, jsonResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { currentUrl, renderJobs } from '../testing/job-render';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getReasons, (call) =>
    call.params.status === 'Declined' ? [{ id: 'suspected-fraud', name: 'Suspected fraud' }] : [],
  );
  // The history the request opens its job in.
  api.on(bulkUpdates.get, makeBulkJob({ status: 'Queued', startedAt: null }));
  api.on(bulkUpdates.items, { count: 0, data: [] });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const REQUEST = '/platform/transaction-management/transaction-bulk-update-request';
const badRequest = (details: { field: string; message: string }[]) =>
  jsonResponse({ error: { code: 'VALIDATION', message: 'Invalid request', details } }, 400);

async function openRequest() {
  const view = renderJobs(platformAdmin, REQUEST);
  expect(await screen.findByRole('heading', { name: 'Transaction bulk update request' })).toBeInTheDocument();
  return view;
}

describe('bulk update request', { timeout: 30_000 }, () => {
  it('sends a pasted list with the decline reason and comment after a confirmation that counts them', async () => {
    api.on(bulkUpdates.create, makeBulkJob({ status: 'Queued' }));
    const view = await openRequest();
    await view.events.click(screen.getByRole('button', { name: 'Paste a list' }));
    await view.events.type(
      screen.getByRole('textbox', { name: 'Transaction ids or external ids' }),
      'ORD-1001{Enter}ORD-1002, ORD-1003{Enter}{Enter}',
    );
    expect(screen.getByText(/3 transactions$/)).toBeInTheDocument();
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Change to' }), 'Decline');
    const reason = screen.getByRole('combobox', { name: 'Decline reason' });
    await waitFor(() => expect(reason).toBeEnabled());
    expect(api.callsTo(getReasons)[0]!.params).toEqual({ type: 'transaction', status: 'Declined' });
    await view.events.selectOptions(reason, 'Suspected fraud');
    await view.events.type(screen.getByRole('textbox', { name: 'Comment' }), 'Chargeback wave');
    await view.events.click(screen.getByRole('button', { name: 'Review' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm the bulk update' });
    expect(within(dialog).getByText('3 transactions will be changed to Decline.')).toBeInTheDocument();
    expect(api.callsTo(bulkUpdates.create)).toHaveLength(0);
    await view.events.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(api.callsTo(bulkUpdates.create)).toHaveLength(1));
    const call = api.callsTo(bulkUpdates.create)[0]!;
    expect(call.body).toEqual({
      transactions: ['ORD-1001', 'ORD-1002', 'ORD-1003'],
      actionType: 'Decline',
      declineReason: 'Suspected fraud',
      comment: 'Chargeback wave',
    });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Bulk update queued')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentUrl()).toBe(
        `/platform/transaction-management/transaction-bulk-update-history?jobId=${JOB_IDS.job}`,
      ),
    );
  });

  it('checks the form before the confirmation', async () => {
    const view = await openRequest();
    await view.events.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Attach a CSV file of the transactions')).toBeInTheDocument();
    expect(screen.getByText('Choose the status to change to')).toBeInTheDocument();
    expect(screen.getByText('A comment is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await view.events.click(screen.getByRole('button', { name: 'Paste a list' }));
    expect(screen.getByText('List at least one transaction')).toBeInTheDocument();
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Change to' }), 'Decline');
    expect(screen.getByText('A decline reason is required')).toBeInTheDocument();
  });

  it('uploads a CSV (multipart, the change in the query) and shows the rows the server refused', async () => {
    api.on(bulkUpdates.upload, badRequest([{ field: 'file.rows.3', message: 'Duplicate of row 2' }]));
    const view = await openRequest();
    const file = new File(['externalId\nORD-1001\nORD-1001\n'], 'march.csv', { type: 'text/csv' });
    await view.events.upload(screen.getByLabelText('CSV file'), file);
    expect(await screen.findByText('march.csv: 2 transactions')).toBeInTheDocument();
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Change to' }), 'Approve');
    await view.events.type(screen.getByRole('textbox', { name: 'Comment' }), 'Verified');
    await view.events.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the bulk update' });
    expect(within(dialog).getByText('2 transactions will be changed to Approve.')).toBeInTheDocument();
    await view.events.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Row 3: Duplicate of row 2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const call = api.callsTo(bulkUpdates.upload)[0]!;
    expect(Object.fromEntries(call.query)).toEqual({ actionType: 'Approve', comment: 'Verified' });
    expect((call.body as FormData).get('file')).toBeInstanceOf(File);
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows a pasted list's refused rows by their line, and a field message at its field", async () => {
    api.on(
      bulkUpdates.create,
      badRequest([
        { field: 'body.transactions.1', message: 'Duplicate of row 1' },
        { field: 'body.comment', message: 'At most 500 characters' },
      ]),
    );
    const view = await openRequest();
    await view.events.click(screen.getByRole('button', { name: 'Paste a list' }));
    await view.events.type(
      screen.getByRole('textbox', { name: 'Transaction ids or external ids' }),
      'a{Enter}A',
    );
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Change to' }), 'Fail');
    await view.events.type(screen.getByRole('textbox', { name: 'Comment' }), 'x');
    await view.events.click(screen.getByRole('button', { name: 'Review' }));
    await view.events.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Row 2: Duplicate of row 1')).toBeInTheDocument();
    expect(screen.getByText('At most 500 characters')).toBeInTheDocument();
  });

  it('keeps the confirmation open on a failure, and a retry repeats the same Idempotency-Key', async () => {
    let fail = true;
    api.on(bulkUpdates.create, () => (fail ? errorResponse(503, 'Try again later') : makeBulkJob()));
    const view = await openRequest();
    await view.events.click(screen.getByRole('button', { name: 'Paste a list' }));
    await view.events.type(screen.getByRole('textbox', { name: 'Transaction ids or external ids' }), 'ORD-1');
    await view.events.selectOptions(screen.getByRole('combobox', { name: 'Change to' }), 'Cancel');
    await view.events.type(screen.getByRole('textbox', { name: 'Comment' }), 'x');
    await view.events.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the bulk update' });
    expect(within(dialog).getByText('1 transaction will be changed to Cancel.')).toBeInTheDocument();
    await view.events.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Try again later')).toBeInTheDocument();
    fail = false;
    await view.events.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentUrl()).toContain('?jobId='));
    const [first, second] = api.callsTo(bulkUpdates.create);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });
});
