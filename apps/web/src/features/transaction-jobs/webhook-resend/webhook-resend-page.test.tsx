import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  crmWebhookResends,
  merchantWebhookResends,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import {
  crmTransactionWebhooks,
  merchantTransactionWebhooks,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import { WEBHOOK_RESEND_MESSAGES } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { getTenantsAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { merchantAdmin, platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { ACME, DELIVERIES, resendJob, TENANT } from '../../../test/fixtures/webhooks';
import { jsonResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { MerchantWebhookResendScreen, OperatorWebhookResendScreen } from '../pages/transaction-job-screens';

const JOB = resendJob();
const FINISHED = resendJob({
  status: 'Completed',
  progress: { total: 2, done: 2, applied: 2, refused: 0, failed: 0, skipped: 0, notFound: 0 },
  finishedAt: '2026-12-07T08:00:05.000Z',
});

const render = (user = tenantAdmin, search = '') =>
  renderWithUser(
    <Routes>
      <Route path="/crm/reports/resend-webhooks" element={<OperatorWebhookResendScreen />} />
      <Route path="/reports/resend-webhooks" element={<MerchantWebhookResendScreen />} />
    </Routes>,
    user,
    {
      route: `${user === merchantAdmin ? '/reports' : '/crm/reports'}/resend-webhooks${search}`,
      path: '*',
    },
  );

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  for (const deliveries of [crmTransactionWebhooks.deliveries, merchantTransactionWebhooks.deliveries])
    api.on(deliveries, { count: 37, data: DELIVERIES });
  for (const family of [crmWebhookResends, merchantWebhookResends]) {
    api.on(family.list, { count: 0, data: [] });
    api.on(family.start, JOB);
    api.on(family.get, FINISHED);
  }
  api.on(getActiveCustomers, { [ACME]: 'Acme Ltd' });
  api.on(getTenantsAll, [{ id: TENANT, name: 'Northwind Payments' }]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

const table = () => screen.findByRole('table', { name: 'Webhook deliveries' });

describe('the bulk webhook resend', { timeout: 30_000 }, () => {
  it('resends the chosen deliveries after saying how many, then shows the job progress', async () => {
    const view = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resend webhooks' })).toBeInTheDocument();
    await table();
    expect(screen.getByRole('button', { name: 'Resend selected' })).toBeDisabled();
    await view.events.click(
      screen.getByRole('checkbox', { name: /Choose the delivery of transaction\.updated/ }),
    );
    await view.events.click(
      screen.getByRole('checkbox', { name: /Choose the delivery of transaction\.created/ }),
    );
    expect(screen.getByText('2 deliveries chosen')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: 'Resend selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the chosen deliveries?' });
    expect(
      within(dialog).getByText('The events of 2 deliveries will be sent once more.'),
    ).toBeInTheDocument();
    await view.events.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(api.callsTo(crmWebhookResends.start)).toHaveLength(1));
    const start = api.callsTo(crmWebhookResends.start)[0];
    expect(start?.body).toEqual({ deliveryIds: DELIVERIES.map((d) => d.id) });
    expect(start?.headers['Idempotency-Key'] ?? start?.headers['idempotency-key']).toBeTruthy();
    const progress = await screen.findByRole('region', { name: 'Resend in progress' });
    expect(await within(progress).findByText('2 of 2 (100 %)')).toBeInTheDocument();
    expect(within(progress).getByText('Completed')).toBeInTheDocument();
    expect(api.callsTo(crmWebhookResends.get)[0]?.params).toEqual({ jobId: JOB.id });
    expect(screen.getByText('0 deliveries chosen')).toBeInTheDocument();
  });

  it('resends every delivery the filters match with the filter itself', async () => {
    const view = render(
      tenantAdmin,
      `?state=Failed&response=503&from=2026-12-01&to=2026-12-06&tenant=${TENANT}`,
    );
    await table();
    // Tenant staff are offered no tenant: the URL's is not sent.
    expect(screen.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    await view.events.click(screen.getByRole('button', { name: 'Resend all matching' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend every matching delivery?' });
    expect(
      within(dialog).getByText('The events of the 37 deliveries the filters match will be sent once more.'),
    ).toBeInTheDocument();
    await view.events.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(api.callsTo(crmWebhookResends.start)).toHaveLength(1));
    expect(api.callsTo(crmWebhookResends.start)[0]?.body).toEqual({
      filter: {
        from: '2026-12-01T00:00:00.000Z',
        to: '2026-12-07T00:00:00.000Z',
        state: 'Failed',
        response: '503',
      },
    });
    expect(await screen.findByRole('region', { name: 'Resend in progress' })).toBeInTheDocument();
  });

  it('offers platform staff a tenant: the list and the resend of every match carry its tenantId', async () => {
    const view = render(platformAdmin, `?merchant=${ACME}&from=2026-12-01&to=2026-12-06`);
    await table();
    const tenant = screen.getByRole('combobox', { name: 'Tenant' });
    await waitFor(() =>
      expect(within(tenant).getByRole('option', { name: 'Northwind Payments' })).toBeInTheDocument(),
    );
    await view.events.selectOptions(tenant, TENANT);
    await waitFor(() =>
      expect(
        Object.fromEntries(api.callsTo(crmTransactionWebhooks.deliveries).at(-1)?.query ?? []),
      ).toMatchObject({ tenantId: TENANT, pageIndex: '0' }),
    );
    expect(api.callsTo(crmTransactionWebhooks.deliveries).at(-1)?.query.has('merchantId')).toBe(false);
    await view.events.click(screen.getByRole('button', { name: 'Resend all matching' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend every matching delivery?' });
    await view.events.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(api.callsTo(crmWebhookResends.start)).toHaveLength(1));
    expect(api.callsTo(crmWebhookResends.start)[0]?.body).toEqual({
      filter: { from: '2026-12-01T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z', tenantId: TENANT },
    });
  });

  it("shows the server's field message of a 400 in the dialog", async () => {
    api.on(
      crmWebhookResends.start,
      jsonResponse(
        {
          error: {
            code: 'VALIDATION',
            message: 'Invalid request',
            details: [{ field: 'body.filter', message: WEBHOOK_RESEND_MESSAGES.tooMany }],
          },
        },
        400,
      ),
    );
    const view = render();
    await table();
    await view.events.click(screen.getByRole('button', { name: 'Resend all matching' }));
    const dialog = await screen.findByRole('dialog');
    await view.events.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText(WEBHOOK_RESEND_MESSAGES.tooMany)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resend in progress' })).toBeNull();
  });

  it('offers no resend without the permission: no checkboxes, no buttons', async () => {
    const permissions = tenantAdmin.permissions.filter(
      (p) => p !== 'CRM.Reports.ResendWebhooks' && p !== 'CRM.Transaction.Actions',
    );
    render({ ...tenantAdmin, permissions });
    const list = await table();
    expect(await within(list).findByText('transaction.created')).toBeInTheDocument();
    expect(
      screen.getByText('You may look at the deliveries; resending them needs the resend permission.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend selected' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend all matching' })).toBeNull();
    expect(within(list).queryByRole('checkbox')).toBeNull();
    expect(api.callsTo(crmWebhookResends.list)).toHaveLength(0);
  });

  it('lets a merchant user resend on the merchant calls, and lists the recent resends', async () => {
    api.on(merchantWebhookResends.list, { count: 1, data: [FINISHED] });
    const view = render(merchantAdmin);
    await table();
    const recent = await screen.findByRole('region', { name: 'Recent resends' });
    expect(await within(recent).findByText('Completed')).toBeInTheDocument();
    expect(within(recent).getByText('Resend webhook')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: 'Resend all matching' }));
    await view.events.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }),
    );
    await waitFor(() => expect(api.callsTo(merchantWebhookResends.start)).toHaveLength(1));
    expect(api.callsTo(crmWebhookResends.start)).toHaveLength(0);
  });

  it('opens a resend in place (?jobId=) with its events, and links them to their transactions', async () => {
    api.on(crmWebhookResends.items, {
      count: 1,
      data: [
        {
          position: 1,
          reference: DELIVERIES[0]?.eventId,
          transactionId: DELIVERIES[0]?.transactionId,
          externalId: 'ORDER-1',
          outcome: 'Skipped',
          message: WEBHOOK_RESEND_MESSAGES.delivered,
          status: null,
          processedAt: '2026-12-07T08:00:02.000Z',
        },
      ],
    });
    render(tenantAdmin, `?jobId=${JOB.id}`);
    const link = await screen.findByRole('link', { name: 'ORDER-1' });
    expect(link).toHaveAttribute(
      'href',
      `/transaction-management/transaction-lookup/${DELIVERIES[0]?.transactionId}`,
    );
    expect(screen.getByText(WEBHOOK_RESEND_MESSAGES.delivered)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute(
      'href',
      '/crm/reports/resend-webhooks',
    );
  });
});
