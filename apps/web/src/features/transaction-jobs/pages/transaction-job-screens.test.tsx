import { crmTransactionJobs } from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformAdmin, tenantAdmin, tenantAgent } from '../../../test/fixtures/users';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-with-user';

let api: MockApi;
beforeEach(() => {
  // The layout's own calls (notifications …) are not this test's business: only the screens'.
  api = mockApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('transaction job routes', { timeout: 30_000 }, () => {
  it('the registry opens the bulk update request for platform staff', async () => {
    renderApp(platformAdmin, { route: '/platform/transaction-management/transaction-bulk-update-request' });
    expect(
      await screen.findByRole('heading', { name: 'Transaction bulk update request' }),
    ).toBeInTheDocument();
  });

  it('the registry opens the bulk actions for tenant staff with CRM.Transaction.BulkActions', async () => {
    api.on(crmTransactionJobs.listBulkActions, { count: 0, data: [] });
    renderApp(tenantAdmin, { route: '/transaction-management/bulk-actions-lookup' });
    expect(await screen.findByRole('heading', { name: 'Bulk actions' })).toBeInTheDocument();
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
  });

  it('sends staff without the permission to authentication/unauthorized', async () => {
    renderApp(tenantAgent, { route: '/transaction-management/bulk-actions-lookup' });
    expect(await screen.findByTestId('auth-page')).toHaveTextContent('/authentication/unauthorized');
    expect(api.callsTo(crmTransactionJobs.listBulkActions)).toHaveLength(0);
  });
});
