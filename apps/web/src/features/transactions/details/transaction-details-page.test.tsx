import { getActivePaymentMethods, getServiceProviders } from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  crmTransactions,
  getAccountingEntries,
  getAntifraudLogs,
  merchantTransactions,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import { merchantTransactionMaintenance } from '@paydesk/contracts/transactions/transaction-maintenance.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import {
  makeApiLog,
  makeDetails,
  makeEvent,
  makeTransaction,
  TX_IDS,
} from '../../../test/fixtures/detail-fixtures';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { openTransaction, serveTransaction } from '../testing/detail-render';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  storeConfiguredTimeZone('Europe/Istanbul');
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

describe('transaction details', { timeout: 20_000 }, () => {
  it('shows the header in the currency format and the user zone, and the Details tab', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactions.details, makeDetails(tx));
    openTransaction(merchantAdmin, 'merchant', tx.id);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction ORD-1001' }),
    ).toBeInTheDocument();
    const facts = screen.getByLabelText('Transaction summary');
    const fact = (label: string) =>
      within(facts).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Amount')).toBe('125,50 EUR');
    expect(fact('Captured')).toBe('125,50 EUR');
    expect(fact('Refunded')).toBe('25,00 EUR');
    expect(fact('Merchant')).toBe('Acme Retail Ltd');
    expect(fact('Website')).toBe('acme.example');
    // 10:15:30 UTC in Istanbul (UTC+3), the zone named.
    expect(fact('Created')).toBe('02/03/2026 13:15:30 (Europe/Istanbul)');
    expect(fact('Mode')).toBe('Live');
    expect(fact('Type')).toBe('Payment');
    expect(within(facts).queryByText('Tenant')).toBeNull(); // merchants see no tenant
    expect(screen.getByText('Partially refunded').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'PartiallyRefunded',
    );
    expect(screen.getByRole('link', { name: 'Back to the lookup' })).toHaveAttribute(
      'href',
      '/merchant/transaction-management/transaction-lookup',
    );

    const card = await screen.findByLabelText('Card');
    expect(within(card).getByText('411111******1111')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Customer')).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Processing')).getByText('SIM-778899')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactions.get)[0]?.path).toBe(`/api/transactions/${tx.id}`);
  });

  it('names the payment method and the service providers as the lookup does, or shows the id', async () => {
    const tx = makeTransaction({ paymentMethod: 'visa', serviceProvider: 'northstar-acquiring' });
    serveTransaction(api, 'tenant', tx);
    // The lists the lookup grid and its filters name ids by; meridian-processing is not in them.
    api.on(getActivePaymentMethods, [{ id: 'visa', name: 'Visa' }]);
    api.on(getServiceProviders, [{ id: 'northstar-acquiring', name: 'Northstar Acquiring' }]);
    api.on(crmTransactions.smartRoutingLogs, [
      {
        id: TX_IDS.event,
        ruleName: 'EUR cards',
        decision: 'Chosen',
        serviceProvider: 'northstar-acquiring',
        reason: null,
        createdAt: '2026-03-02T10:15:29Z',
      },
      {
        id: TX_IDS.apiLog,
        ruleName: 'GBP cards',
        decision: 'Skipped',
        serviceProvider: 'meridian-processing',
        reason: 'Currency',
        createdAt: '2026-03-02T10:15:29Z',
      },
    ]);
    api.on(crmTransactions.cascading, [
      {
        attempt: 1,
        serviceProvider: 'meridian-processing',
        status: 'Declined',
        responseCode: '91',
        responseMessage: 'Issuer or switch inoperative',
        createdAt: '2026-03-02T10:15:29Z',
      },
      {
        attempt: 2,
        serviceProvider: 'northstar-acquiring',
        status: 'Captured',
        responseCode: '00',
        responseMessage: 'Approved',
        createdAt: '2026-03-02T10:15:30Z',
      },
    ]);
    const { events } = openTransaction(tenantAgent, 'tenant', tx.id, '?tab=smartRouting');

    const facts = await screen.findByLabelText('Transaction summary');
    const fact = (label: string) =>
      within(facts).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(fact('Payment method')).toBe('Visa'));
    await waitFor(() => expect(fact('Service provider')).toBe('Northstar Acquiring'));

    const providersIn = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map(
          (row) =>
            within(row).queryByText(/Northstar Acquiring|meridian-processing|northstar-acquiring/)
              ?.textContent,
        );
    const routing = await screen.findByRole('table', { name: 'Smart routing' });
    expect(providersIn(routing)).toEqual(['Northstar Acquiring', 'meridian-processing']);

    await events.click(screen.getByRole('tab', { name: 'Cascading' }));
    const cascading = await screen.findByRole('table', { name: 'Cascading' });
    expect(providersIn(cascading)).toEqual(['meridian-processing', 'Northstar Acquiring']);
    // One read of each list, shared by the header and the tabs (the lookup's cached query).
    expect(api.callsTo(getActivePaymentMethods)).toHaveLength(1);
    expect(api.callsTo(getServiceProviders)).toHaveLength(1);
  });

  it('masks a card number that arrives unmasked', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    const details = makeDetails(tx);
    api.on(merchantTransactions.details, {
      ...details,
      card: { ...details.card, masked: '4111111111111111' },
    });
    openTransaction(merchantAdmin, 'merchant', tx.id);
    const card = await screen.findByLabelText('Card');
    expect(within(card).getByText('411111******1111')).toBeInTheDocument();
    expect(screen.queryByText('4111111111111111')).toBeNull();
  });

  it('loads each tab only when it is opened', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'tenant', tx);
    api.on(crmTransactions.details, makeDetails(tx));
    api.on(crmTransactions.events, [makeEvent()]);
    api.on(crmTransactions.event, { ...makeEvent(), payload: { gatewayReference: 'GW-42', captured: true } });
    const { events } = openTransaction(tenantAgent, 'tenant', tx.id);
    await screen.findByLabelText('Card');
    expect(api.callsTo(crmTransactions.events)).toHaveLength(0);

    await events.click(screen.getByRole('tab', { name: 'Events' }));
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(api.callsTo(crmTransactions.events)).toHaveLength(1);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('125,50 EUR')).toBeInTheDocument();
    expect(within(row).getByText('Processor')).toBeInTheDocument();
    expect(within(row).getByText('Delivering')).toBeInTheDocument();

    await events.click(within(row).getByRole('button', { name: 'Open event Captured' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Captured' });
    expect(await within(dialog).findByLabelText('Payload')).toHaveTextContent('"gatewayReference": "GW-42"');
    expect(api.callsTo(crmTransactions.event)[0]?.path).toBe(`/api/crm/transactions/events/${TX_IDS.event}`);
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the tab named in the address, and shows the empty and error states', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactions.fees, []);
    api.on(merchantTransactions.smartRoutingLogs, errorResponse(500, 'Routing log store unavailable'));
    const { events } = openTransaction(merchantAdmin, 'merchant', tx.id, '?tab=fees');
    expect(await screen.findByText('No fees were charged on this transaction.')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactions.details)).toHaveLength(0);

    await events.click(screen.getByRole('tab', { name: 'Smart routing' }));
    expect(
      await screen.findByText('This tab could not be loaded: Routing log store unavailable'),
    ).toBeInTheDocument();
    api.on(merchantTransactions.smartRoutingLogs, [
      {
        id: TX_IDS.event,
        ruleName: 'EUR to Simulator',
        decision: 'Chosen',
        serviceProvider: 'Simulator',
        reason: 'Lowest cost',
        createdAt: '2026-03-02T10:15:29Z',
      },
    ]);
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('EUR to Simulator')).toBeInTheDocument();
  });

  it('lists related transactions as links to their details', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactions.related, [
      {
        relation: 'Refund',
        transaction: makeTransaction({
          id: TX_IDS.refund,
          externalId: 'ORD-1001-R1',
          type: 'Refund',
          status: 'Successful',
          amount: 2500,
          parentId: tx.id,
          availableActions: [],
        }),
      },
    ]);
    openTransaction(merchantAdmin, 'merchant', tx.id, '?tab=related');
    const link = await screen.findByRole('link', { name: 'ORD-1001-R1' });
    expect(link).toHaveAttribute(
      'href',
      `/merchant/transaction-management/transaction-lookup/${TX_IDS.refund}`,
    );
    const row = link.closest('tr')!;
    expect(within(row).getAllByText('Refund')).toHaveLength(2); // the relation and the type
    expect(within(row).getByText('25,00 EUR')).toBeInTheDocument();
  });

  it('opens an API log with its bodies', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactions.apiLogs, [makeApiLog()]);
    api.on(merchantTransactions.apiLog, {
      ...makeApiLog(),
      requestBody: '{"amount":12550,"card":"411111******1111"}',
      responseBody: 'OK',
    });
    const { events } = openTransaction(merchantAdmin, 'merchant', tx.id, '?tab=apiLogs');
    await events.click(
      await screen.findByRole('button', { name: 'Open API log POST https://simulator.example/payments' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'POST https://simulator.example/payments' });
    expect(await within(dialog).findByLabelText('Request body')).toHaveTextContent('"amount": 12550');
    expect(within(dialog).getByLabelText('Response body')).toHaveTextContent('OK');
  });

  it('sends the local offset to cascading and shows fees, alerts and anti-fraud checks', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactions.cascading, [
      {
        attempt: 1,
        serviceProvider: 'Simulator',
        status: 'Declined',
        responseCode: '91',
        responseMessage: 'Issuer or switch inoperative',
        createdAt: '2026-03-02T10:15:29Z',
      },
    ]);
    api.on(merchantTransactions.fees, [
      { id: TX_IDS.event, feeType: 'Processing', amount: 1234567, currency: 'EUR', description: null },
    ]);
    api.on(merchantTransactions.alerts, [
      {
        id: TX_IDS.event,
        type: 'Velocity',
        severity: 'High',
        message: '5 payments in a minute',
        createdAt: tx.createdAt,
      },
    ]);
    api.on(getAntifraudLogs, [
      {
        id: TX_IDS.apiLog,
        provider: 'FraudShield',
        score: 12,
        decision: 'Accept',
        rules: ['ip-country', 'bin-country'],
        createdAt: tx.createdAt,
      },
    ]);
    // The Alerts tab also shows anti-fraud restrictions (maintenance-tabs.test.tsx covers resetting).
    api.on(merchantTransactionMaintenance.restrictions, []);
    const { events } = openTransaction(merchantAdmin, 'merchant', tx.id, '?tab=cascading');
    expect(await screen.findByText('Issuer or switch inoperative')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactions.cascading)[0]?.query.get('offset')).toBe('180');
    expect(screen.getByText('Times shown at UTC offset UTC+03:00')).toBeInTheDocument();

    await events.click(screen.getByRole('tab', { name: 'Fees' }));
    expect(await screen.findByText('12.345,67 EUR')).toBeInTheDocument();

    await events.click(screen.getByRole('tab', { name: 'Alerts' }));
    expect(await screen.findByText('5 payments in a minute')).toBeInTheDocument();
    expect(await screen.findByText('ip-country, bin-country')).toBeInTheDocument();
    expect(api.callsTo(getAntifraudLogs)[0]?.path).toBe(`/api/crm/antifraud-api-logs/${tx.id}`);
    expect(screen.getByText('No anti-fraud restriction was set on this transaction.')).toBeInTheDocument();
  });

  it("reads accounting entries under the transaction's merchant", async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(getAccountingEntries, [
      {
        id: TX_IDS.event,
        account: 'Merchant payable',
        direction: 'Credit',
        amount: 12550,
        currency: 'EUR',
        description: 'Capture',
        createdAt: tx.createdAt,
      },
    ]);
    openTransaction(merchantAdmin, 'merchant', tx.id, '?tab=accounting');
    expect(await screen.findByText('Merchant payable')).toBeInTheDocument();
    expect(api.callsTo(getAccountingEntries)[0]?.params).toEqual({ customerId: TX_IDS.acme, id: tx.id });
  });

  it('explains the response code of a declined payment, in the currency decimals', async () => {
    const tx = makeTransaction({
      status: 'Declined',
      currency: 'JPY',
      amount: 123456,
      baseAmount: 80000,
      capturedAmount: 0,
      refundedAmount: 0,
      responseCode: '51',
      responseMessage: 'Insufficient funds',
      availableActions: ['checkStatus'],
    });
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactions.details, makeDetails(tx));
    api.on(merchantTransactions.rejectionReason, {
      code: '51',
      message: 'Insufficient funds',
      description: 'The card has not enough funds for the amount.',
      advice: 'Ask the customer for another card.',
    });
    openTransaction(merchantAdmin, 'merchant', tx.id);
    expect(await screen.findByText('123.456 JPY')).toBeInTheDocument();
    expect(screen.getByText('800,00 EUR')).toBeInTheDocument();
    expect(await screen.findByText('What to do: Ask the customer for another card.')).toBeInTheDocument();
    expect(screen.getByText('51 – Insufficient funds')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactions.rejectionReason)[0]?.path).toBe(
      `/api/transactions/${tx.id}/rejection_reasons/51`,
    );
  });

  it('does not look up the response code of a successful payment', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactions.details, makeDetails(tx));
    openTransaction(merchantAdmin, 'merchant', tx.id);
    await screen.findByLabelText('Card');
    expect(api.callsTo(merchantTransactions.rejectionReason)).toHaveLength(0);
    expect(screen.queryByLabelText('Response code')).toBeNull();
  });

  it('shows a not-found page with a link back for a 404 and for a malformed id', async () => {
    api.on(crmTransactions.get, errorResponse(404, 'Transaction not found'));
    openTransaction(tenantAgent, 'tenant', TX_IDS.missing);
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lookup' })).toHaveAttribute(
      'href',
      '/transaction-management/transaction-lookup',
    );
  });

  it('does not call the server for an id that cannot exist', async () => {
    openTransaction(tenantAgent, 'tenant', 'not-a-uuid');
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("sends platform staff's calls after the first read with the transaction's tenant", async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'platform', tx);
    api.on(crmTransactions.details, makeDetails(tx));
    openTransaction(platformAdmin, 'platform', tx.id);
    await screen.findByLabelText('Card');
    expect(api.callsTo(crmTransactions.get)[0]?.headers.tenantId).toBeUndefined();
    expect(api.callsTo(crmTransactions.details)[0]?.headers.tenantId).toBe(TX_IDS.northwind);
    expect(screen.getByText('Northwind Payments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lookup' })).toHaveAttribute(
      'href',
      '/platform/transaction-management/transaction-lookup',
    );
  });
});
