import {
  crmTransactionJobs,
  merchantTransactionJobs,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import {
  crmTransactions,
  listPlatformTransactions,
  merchantTransactions,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_IDS, makeBulkJob } from '../../../test/fixtures/job-fixtures';
import { LOOKUP_IDS, makeTransaction, pageOf } from '../../../test/fixtures/lookup-fixtures';
import { merchantAdmin, platformAdmin, tenantAdmin, tenantAgent } from '../../../test/fixtures/users';
import {
  currentParams,
  currentPath,
  lookupRows,
  renderLookup,
  serveLookupOptions,
} from '../../../test/lookup-render';
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

const TWO = pageOf([
  makeTransaction(),
  makeTransaction({ id: LOOKUP_IDS.refund, externalId: 'ORD-1002', status: 'Approved' }),
]);
const rowBox = (externalId: string) =>
  screen.getByRole('checkbox', { name: `Select transaction ${externalId}` });

describe('bulk actions from the transaction lookup', { timeout: 30_000 }, () => {
  it('tenant staff select rows, pick a bulk action, confirm, and land on the job', async () => {
    api.on(crmTransactions.list, TWO);
    api.on(
      crmTransactionJobs.startBulkAction,
      makeBulkJob({ kind: 'BulkAction', action: 'void', status: 'Queued' }),
    );
    const view = renderLookup('tenant', tenantAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(2));

    await view.events.click(rowBox('ORD-1001'));
    // A checkbox chooses the row; it does not open it.
    expect(currentPath()).toBe('/transaction-management/transaction-lookup');
    await view.events.click(rowBox('ORD-1002'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await view.events.click(screen.getByRole('button', { name: 'Bulk action (2)' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Refund in full', 'Capture', 'Void', 'Check status']);
    await view.events.click(screen.getByRole('menuitem', { name: 'Void' }));

    const dialog = screen.getByRole('dialog', { name: 'Void: 2 transactions' });
    expect(
      within(dialog).getByText('Void will run on 2 transactions, each as a single action would.'),
    ).toBeInTheDocument();
    await view.events.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Duplicate orders',
    );
    await view.events.click(within(dialog).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(currentPath()).toBe('/transaction-management/bulk-actions-lookup'));
    expect(currentParams().get('jobId')).toBe(JOB_IDS.job);
    const call = api.callsTo(crmTransactionJobs.startBulkAction)[0]!;
    expect(call.body).toEqual({
      action: 'void',
      transactionIds: [LOOKUP_IDS.payment, LOOKUP_IDS.refund],
      reason: 'Duplicate orders',
    });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Bulk action queued')).toBeInTheDocument();
  });

  it('the header checkbox selects the whole page, and clearing empties the selection', async () => {
    api.on(crmTransactions.list, TWO);
    const view = renderLookup('tenant', tenantAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(2));
    const page = screen.getByRole('checkbox', { name: 'Select every transaction on this page' });
    await view.events.click(page);
    expect(rowBox('ORD-1001')).toBeChecked();
    expect(rowBox('ORD-1002')).toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(rowBox('ORD-1001')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /^Bulk action/ })).not.toBeInTheDocument();
  });

  it("merchants start theirs on the merchant base; a refusal stays in the dialog with the server's message", async () => {
    api.on(merchantTransactions.list, TWO);
    api.on(merchantTransactionJobs.startBulkAction, errorResponse(403, 'Forbidden'));
    const view = renderLookup('merchant', merchantAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(2));
    await view.events.click(rowBox('ORD-1002'));
    await view.events.click(screen.getByRole('button', { name: 'Bulk action (1)' }));
    await view.events.click(screen.getByRole('menuitem', { name: 'Capture' }));
    const dialog = screen.getByRole('dialog', { name: 'Capture: 1 transaction' });
    expect(
      within(dialog).getByText('Capture will run on 1 transaction, each as a single action would.'),
    ).toBeInTheDocument();
    await view.events.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(
      await within(dialog).findByText('You are not authorized to perform this action'),
    ).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionJobs.startBulkAction)[0]!.body).toEqual({
      action: 'capture',
      transactionIds: [LOOKUP_IDS.refund],
    });
    expect(currentPath()).toBe('/merchant/transaction-management/transaction-lookup');
  });

  it('without the bulk-action permission, and on the platform lookup, rows have no checkboxes', async () => {
    api.on(crmTransactions.list, TWO);
    renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(2));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('platform staff change transactions in bulk through bulk updates, not the lookup', async () => {
    api.on(listPlatformTransactions, TWO);
    renderLookup('platform', platformAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(2));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
