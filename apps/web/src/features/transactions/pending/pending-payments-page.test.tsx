import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { getActivePaymentMethods } from '@paydesk/contracts/lookups/lookups.endpoints';
import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import {
  crmTransactionActions,
  merchantTransactionActions,
} from '@paydesk/contracts/transactions/transaction-actions.endpoints';
import { getCurrenciesAll, getReasons } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { CURRENCIES, makeTransaction, TX_IDS } from '../../../test/fixtures/detail-fixtures';
import { merchantAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type ApiCall, type MockApi, mockApi } from '../../../test/mock-api';
import { openPendingPayments } from '../testing/detail-render';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getCurrenciesAll, CURRENCIES);
  api.on(getActivePaymentMethods, [{ id: 'Card', name: 'Cards' }]);
  localSettings.setSystemMode('Live');
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const pending = makeTransaction({
  status: 'Pending',
  capturedAmount: 0,
  refundedAmount: 0,
  availableActions: ['decline', 'approve'],
});
const payout = (id: string, externalId: string, amount: number): Transaction =>
  makeTransaction({
    id,
    externalId,
    type: 'Payout',
    status: 'WaitingForApproval',
    amount,
    capturedAmount: 0,
    refundedAmount: 0,
    parentId: TX_IDS.payment,
    availableActions: ['payoutApprove', 'payoutDecline', 'cancelPayout'],
  });
const payouts = [payout(TX_IDS.payout, 'PO-1', 5000), payout(TX_IDS.payout2, 'PO-2', 7500)];
const page = (data: Transaction[]) => ({ count: data.length, countIsCapped: false, data });

/** Approves ORD-1001's row with the reason 'Verified by phone' (the reasons served by the test). */
async function approveWithReason(events: ReturnType<typeof openPendingPayments>['events'], row: HTMLElement) {
  await events.click(within(row).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve ORD-1001' });
  const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
  await waitFor(() => expect(reason).toBeEnabled());
  await events.selectOptions(reason, 'Verified by phone');
  await events.click(within(dialog).getByRole('button', { name: 'Approve' }));
}

/** Serves the list call with the pending payments or the payouts, by the filter asked. */
function serveLists(list: AnyEndpoint, rows = { payments: [pending], payouts }) {
  api.on(list, (call: ApiCall) =>
    call.query.get('type') === 'Payout' ? page(rows.payouts) : page(rows.payments),
  );
}

describe('pending payments', { timeout: 20_000 }, () => {
  it('lists pending payments of the merchant and approves one with a reason of status Captured', async () => {
    serveLists(merchantTransactions.list);
    api.on(getReasons, [{ id: 'verified', name: 'Verified by phone' }]);
    api.on(merchantTransactionActions.approve, {
      transaction: { ...pending, status: 'Captured' },
      created: null,
    });
    const { events } = openPendingPayments(merchantAdmin, 'merchant');
    const table = await screen.findByRole('table', { name: 'Pending payments' });
    const row = within(table).getByRole('link', { name: 'ORD-1001' }).closest('tr')!;
    expect(within(table).getByRole('link', { name: 'ORD-1001' })).toHaveAttribute(
      'href',
      `/merchant/transaction-management/transaction-lookup/${TX_IDS.payment}`,
    );
    expect(within(row).getByText('125,50 EUR')).toBeInTheDocument();
    // The method's name, as the lookup shows it, not its id.
    expect(await within(row).findByText('Cards')).toBeInTheDocument();
    const [list] = api.callsTo(merchantTransactions.list);
    expect(list?.query.get('status')).toBe('Pending');
    expect(list?.query.get('type')).toBe('Payment');
    expect(list?.query.get('systemMode')).toBe('2');
    expect(list?.query.get('PageSize')).toBe('20');

    await approveWithReason(events, row);
    expect(await screen.findByText('ORD-1001 approved')).toBeInTheDocument();
    expect(api.callsTo(getReasons)[0]?.params).toEqual({ type: 'transaction', status: 'Captured' });
    const [call] = api.callsTo(merchantTransactionActions.approve);
    expect(call?.path).toBe(`/api/transactions/${TX_IDS.payment}/approves`);
    expect(call?.body).toEqual({ reasonId: 'verified' });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
    // The list is read again after the decision.
    await waitFor(() => expect(api.callsTo(merchantTransactions.list).length).toBeGreaterThanOrEqual(2));
  });

  it('tells an approval the processor declined (the payment is Declined), not "approved"', async () => {
    serveLists(crmTransactions.list);
    api.on(getReasons, [{ id: 'verified', name: 'Verified by phone' }]);
    api.on(crmTransactionActions.approve, {
      transaction: {
        ...pending,
        status: 'Declined',
        responseCode: '51',
        responseMessage: 'Insufficient funds',
      },
      created: null,
    });
    const { events } = openPendingPayments(tenantAdmin, 'tenant');
    const table = await screen.findByRole('table', { name: 'Pending payments' });
    const row = within(table).getByRole('link', { name: 'ORD-1001' }).closest('tr')!;
    await approveWithReason(events, row);
    expect(
      await screen.findByText('Approval of ORD-1001 declined by the processor: Insufficient funds (code 51)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ORD-1001 approved')).toBeNull();
  });

  it('says so when nothing is pending', async () => {
    serveLists(crmTransactions.list, { payments: [], payouts: [] });
    openPendingPayments(tenantAdmin, 'tenant');
    expect(await screen.findByText('No payments are waiting for a decision.')).toBeInTheDocument();
  });

  it('approves selected payouts in batch and shows the answer for each', async () => {
    serveLists(crmTransactions.list);
    api.on(crmTransactionActions.payoutApprovals, {
      results: [
        { transactionId: TX_IDS.payout, outcome: 'Done', message: null, status: 'Successful' },
        {
          transactionId: TX_IDS.payout2,
          outcome: 'Refused',
          message: 'Only a payout waiting for approval can be approved, declined or cancelled',
          status: 'Cancelled',
        },
      ],
    });
    const { events } = openPendingPayments(tenantAdmin, 'tenant', '?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Payouts waiting for approval' });
    expect(api.callsTo(crmTransactions.list)[0]?.query.get('status')).toBe('WaitingForApproval');
    expect(api.callsTo(crmTransactions.list)[0]?.query.get('type')).toBe('Payout');
    const approve = screen.getByRole('button', { name: 'Approve selected' });
    expect(approve).toBeDisabled();
    await events.click(within(table).getByRole('checkbox', { name: 'Select payout PO-1' }));
    expect(screen.getByText('1 payout selected')).toBeInTheDocument();
    await events.click(within(table).getByRole('checkbox', { name: 'Select all payouts on this page' }));
    expect(within(table).getByRole('checkbox', { name: 'Select payout PO-2' })).toBeChecked();
    expect(screen.getByText('2 payouts selected')).toBeInTheDocument();
    await events.click(approve);
    // Money leaves on approval: the batch asks first, with the count and the total.
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 payouts' });
    expect(
      within(dialog).getByText('The 2 payouts, 125,00 EUR in total, will be sent to the processor.'),
    ).toBeInTheDocument();
    expect(api.callsTo(crmTransactionActions.payoutApprovals)).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Approve selected' }));

    const results = await screen.findByRole('region', { name: 'Results of the last batch' });
    const rowOf = (externalId: string) => within(results).getByText(externalId).closest('tr')!;
    // A payout that went through shows the status it ended in.
    expect(within(rowOf('PO-1')).getByText('Successful')).toBeInTheDocument();
    expect(
      within(rowOf('PO-2')).getByText(
        'Refused: Only a payout waiting for approval can be approved, declined or cancelled',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Batch finished: 1 done, 1 refused, 0 not found')).toBeInTheDocument();
    const [call] = api.callsTo(crmTransactionActions.payoutApprovals);
    expect(call?.path).toBe('/api/crm/transactions/payout/approvals');
    expect(call?.body).toEqual({ transactions: [TX_IDS.payout, TX_IDS.payout2] });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
    expect(screen.getByText('0 payouts selected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends nothing when the batch approval is cancelled, and totals each currency', async () => {
    const usd = { ...payout(TX_IDS.payout2, 'PO-2', 1250), currency: 'USD' };
    serveLists(crmTransactions.list, { payments: [], payouts: [payouts[0]!, usd] });
    const { events } = openPendingPayments(tenantAdmin, 'tenant', '?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Payouts waiting for approval' });
    await events.click(within(table).getByRole('checkbox', { name: 'Select all payouts on this page' }));
    await events.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 payouts' });
    expect(
      within(dialog).getByText(
        'The 2 payouts, 50,00 EUR, 12,50 USD in total, will be sent to the processor.',
      ),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(crmTransactionActions.payoutApprovals)).toHaveLength(0);
    expect(screen.getByText('2 payouts selected')).toBeInTheDocument();

    await events.click(within(table).getByRole('checkbox', { name: 'Select payout PO-2' }));
    await events.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Approve 1 payout' })).getByText(
        'The payout of 50,00 EUR will be sent to the processor.',
      ),
    ).toBeInTheDocument();
  });

  it('tells approvals the processor declined or failed apart from the ones that went through', async () => {
    serveLists(crmTransactions.list);
    api.on(crmTransactionActions.payoutApprovals, {
      results: [
        // The first as Paydesk's server answers (the processor's reason), the second as the spec's.
        {
          transactionId: TX_IDS.payout,
          outcome: 'Done',
          message: null,
          status: 'Declined',
          responseCode: '05',
          responseMessage: 'Do not honour',
        },
        { transactionId: TX_IDS.payout2, outcome: 'Done', message: null, status: 'WaitingForApproval' },
      ],
    });
    const { events } = openPendingPayments(tenantAdmin, 'tenant', '?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Payouts waiting for approval' });
    await events.click(within(table).getByRole('checkbox', { name: 'Select all payouts on this page' }));
    await events.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 payouts' });
    await events.click(within(dialog).getByRole('button', { name: 'Approve selected' }));

    const results = await screen.findByRole('region', { name: 'Results of the last batch' });
    const rowOf = (externalId: string) => within(results).getByText(externalId).closest('tr')!;
    expect(within(rowOf('PO-1')).getByText('Declined: Do not honour (code 05)')).toBeInTheDocument();
    expect(within(rowOf('PO-2')).getByText('Waiting for approval')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Batch finished: 0 done, 1 declined by the processor, 1 failed at the processor, 0 refused, 0 not found',
      ),
    ).toBeInTheDocument();
  });

  it('declines selected payouts with one reason, and reports a payout not found', async () => {
    serveLists(crmTransactions.list);
    api.on(crmTransactionActions.payoutDeclinations, {
      results: [{ transactionId: TX_IDS.payout2, outcome: 'NotFound', message: null, status: null }],
    });
    const { events } = openPendingPayments(tenantAdmin, 'tenant', '?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Payouts waiting for approval' });
    await events.click(within(table).getByRole('checkbox', { name: 'Select payout PO-2' }));
    await events.click(screen.getByRole('button', { name: 'Decline selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline 1 payout' });
    const submit = within(dialog).getByRole('button', { name: 'Decline selected' });
    expect(submit).toBeDisabled();
    await events.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Beneficiary not verified');
    await events.click(submit);
    const results = await screen.findByRole('region', { name: 'Results of the last batch' });
    expect(within(results).getByText('Not found')).toBeInTheDocument();
    expect(api.callsTo(crmTransactionActions.payoutDeclinations)[0]?.body).toEqual({
      transactions: [TX_IDS.payout2],
      reason: 'Beneficiary not verified',
    });
  });

  it('repeats the batch key when the same batch is sent again after a network failure', async () => {
    serveLists(crmTransactions.list);
    let attempts = 0;
    api.on(crmTransactionActions.payoutApprovals, () => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
      return {
        results: [{ transactionId: TX_IDS.payout, outcome: 'Done', message: null, status: 'Successful' }],
      };
    });
    const { events } = openPendingPayments(tenantAdmin, 'tenant', '?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Payouts waiting for approval' });
    await events.click(within(table).getByRole('checkbox', { name: 'Select payout PO-1' }));
    await events.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 1 payout' });
    const confirm = within(dialog).getByRole('button', { name: 'Approve selected' });
    await events.click(confirm);
    // The dialog stays after a network failure, for the retry.
    await waitFor(() => expect(confirm).toBeEnabled());
    await events.click(confirm);
    await screen.findByRole('region', { name: 'Results of the last batch' });
    const [first, second] = api.callsTo(crmTransactionActions.payoutApprovals) as [ApiCall, ApiCall];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('approves and cancels a single payout', async () => {
    serveLists(merchantTransactions.list);
    api.on(merchantTransactionActions.payoutApprove, {
      transaction: { ...payouts[0]!, status: 'Successful', availableActions: [] },
      created: null,
    });
    api.on(merchantTransactionActions.cancelPayout, {
      transaction: { ...payouts[1]!, status: 'Cancelled', availableActions: [] },
      created: null,
    });
    const { events } = openPendingPayments(merchantAdmin, 'merchant', '?tab=payouts');
    const table = await screen.findByRole('table', { name: 'Payouts waiting for approval' });
    const actionsOf = (externalId: string) =>
      within(table).getByRole('group', { name: `Actions for ${externalId}` });

    await events.click(within(actionsOf('PO-1')).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve payout PO-1' });
    expect(
      within(dialog).getByText('The payout of 50,00 EUR will be sent to the processor.'),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Approve payout' }));
    expect(await screen.findByText('Payout PO-1 approved')).toBeInTheDocument();
    const [approve] = api.callsTo(merchantTransactionActions.payoutApprove);
    expect(approve?.method).toBe('PUT');
    expect(approve?.path).toBe(`/api/transactions/${TX_IDS.payout}/payout-approve`);
    expect(approve?.body).toBeUndefined();

    await events.click(within(actionsOf('PO-2')).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel payout PO-2' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel payout' }));
    expect(await screen.findByText('Payout PO-2 cancelled')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionActions.cancelPayout)[0]?.path).toBe(
      `/api/transactions/cancel-payout/${TX_IDS.payout2}`,
    );
  });
});
