import {
  crmTransactionWebhooks,
  merchantTransactionWebhooks,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import type {
  TransactionWebhooks,
  WebhookDelivery,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import {
  crmTransactions,
  getAntifraudLogs,
  merchantTransactions,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import {
  crmTransactionMaintenance,
  merchantTransactionMaintenance,
} from '@paydesk/contracts/transactions/transaction-maintenance.endpoints';
import type {
  BinData,
  TransactionRelationship,
  TransactionRestriction,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDetails, makeEvent, makeTransaction, TX_IDS } from '../../../test/fixtures/detail-fixtures';
import { merchantAdmin, tenantAdmin, tenantAgent } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { openTransaction, serveTransaction } from '../testing/detail-render';

/** The Webhooks and Relationships tabs, the BIN data dialog and resetting a restriction. */

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => expect(api.unhandled).toEqual([]));

const UUID = /^[0-9a-f-]{36}$/;
const DELIVERY_ID = 'e1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: DELIVERY_ID,
    eventId: TX_IDS.event,
    eventType: 'Captured',
    transactionId: TX_IDS.payment,
    url: 'https://hooks.acme.example/paydesk',
    state: 'Failed',
    attempt: 8,
    maxAttempts: 8,
    responseStatus: 503,
    durationMs: 120,
    lastError: 'The endpoint answered 503',
    nextAttemptAt: null,
    requestedBy: null,
    createdAt: '2026-03-02T10:16:00Z',
    deliveredAt: null,
    ...overrides,
  };
}

const webhooks = (deliveries: WebhookDelivery[]): TransactionWebhooks => ({
  webhookStatus: 'NotDelivering',
  endpointUrl: 'https://hooks.acme.example/paydesk',
  deliveries,
});

describe('the Webhooks tab', { timeout: 20_000 }, () => {
  it('lists the deliveries and resends an event after a confirm, once, with an Idempotency-Key', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'tenant', tx);
    let answered = webhooks([delivery()]);
    api.on(crmTransactionWebhooks.webhooks, () => answered);
    api.on(crmTransactions.events, [makeEvent({ webhookStatus: 'NotDelivering' })]);
    api.on(crmTransactionWebhooks.resendWebhook, () => {
      const queued = delivery({ id: 'f1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5c', state: 'Queued', attempt: 0 });
      answered = webhooks([queued, delivery()]);
      return queued;
    });
    const { events } = openTransaction(tenantAdmin, 'tenant', tx.id, '?tab=webhooks');

    const deliveries = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(deliveries).getByText('The endpoint answered 503')).toBeInTheDocument();
    expect(within(deliveries).getByText('8 of 8')).toBeInTheDocument();
    expect(screen.getByText('https://hooks.acme.example/paydesk')).toBeInTheDocument();

    await events.click(
      await screen.findByRole('button', { name: 'Resend the webhook of the Captured event' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resend the webhook' });
    expect(
      within(dialog).getByText(
        'A new delivery of the Captured event will be sent to https://hooks.acme.example/paydesk. A delivery that fails is tried up to 8 times in all, over about 27 hours.',
      ),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('The webhook is queued for delivery')).toBeInTheDocument();
    const [call] = api.callsTo(crmTransactionWebhooks.resendWebhook);
    expect(call?.path).toBe(`/api/crm/transactions/events/${TX_IDS.event}/resend-webhook`);
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
    expect(api.callsTo(crmTransactionWebhooks.resendWebhook)).toHaveLength(1);
    expect(
      await within(await screen.findByRole('table', { name: 'Deliveries' })).findByText('Queued'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'tenant', tx);
    api.on(crmTransactionWebhooks.webhooks, webhooks([]));
    api.on(crmTransactions.events, [makeEvent()]);
    api.on(
      crmTransactionWebhooks.resendWebhook,
      errorResponse(409, 'A delivery of this event is already under way'),
    );
    const { events } = openTransaction(tenantAdmin, 'tenant', tx.id, '?tab=webhooks');
    expect(await screen.findByText('No webhook has been sent for this transaction yet.')).toBeInTheDocument();
    await events.click(
      await screen.findByRole('button', { name: 'Resend the webhook of the Captured event' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resend the webhook' });
    await events.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A delivery of this event is already under way',
    );
  });

  it('disables resending without the permission, and without an endpoint', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'tenant', tx);
    api.on(crmTransactionWebhooks.webhooks, webhooks([]));
    api.on(crmTransactions.events, [makeEvent()]);
    openTransaction(tenantAgent, 'tenant', tx.id, '?tab=webhooks');
    const button = await screen.findByRole('button', { name: 'Resend the webhook of the Captured event' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'You may not resend webhooks');
  });

  it('says when the merchant has no endpoint', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactionWebhooks.webhooks, {
      webhookStatus: 'NotConfigured',
      endpointUrl: null,
      deliveries: [],
    });
    api.on(merchantTransactions.events, [makeEvent()]);
    openTransaction(merchantAdmin, 'merchant', tx.id, '?tab=webhooks');
    expect(
      await screen.findByText('No webhook endpoint is configured for this merchant.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Resend the webhook of the Captured event' }),
    ).toBeDisabled();
  });
});

const processorBin: BinData = {
  transactionId: TX_IDS.payment,
  bin: '411111',
  brand: 'Visa',
  issuer: null,
  country: 'GB',
  cardType: null,
  cardLevel: null,
  source: 'Processor',
  updatedAt: null,
  updatedBy: null,
};

describe('the BIN data', { timeout: 20_000 }, () => {
  it('opens from the Details tab, and an operator corrects it (checked before it is sent)', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'tenant', tx);
    api.on(crmTransactions.details, makeDetails(tx));
    api.on(crmTransactionMaintenance.binData, processorBin);
    api.on(crmTransactionMaintenance.updateBinData, (call) => ({
      ...processorBin,
      ...(call.body as object),
      source: 'Corrected',
      updatedBy: 'tenant.admin@northwind.test',
      updatedAt: '2026-03-03T09:00:00Z',
    }));
    const { events } = openTransaction(tenantAdmin, 'tenant', tx.id);
    expect(api.callsTo(crmTransactionMaintenance.binData)).toHaveLength(0);
    await events.click(await screen.findByRole('button', { name: 'BIN data' }));
    const dialog = await screen.findByRole('dialog', { name: 'BIN data of card 411111' });
    expect(await within(dialog).findByText('As the processor sent it')).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Correct' }));
    const form = await screen.findByRole('dialog', { name: 'BIN data of card 411111' });
    await events.type(within(form).getByRole('textbox', { name: 'Issuer' }), 'Northwind Bank');
    const country = within(form).getByRole('textbox', { name: 'Issuer country' });
    await events.clear(country);
    await events.type(country, 'I');
    await events.selectOptions(within(form).getByRole('combobox', { name: 'Card type' }), 'Debit');
    await events.selectOptions(within(form).getByRole('combobox', { name: 'Card level' }), 'Gold');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A two-letter ISO 3166 country code')).toBeInTheDocument();
    expect(api.callsTo(crmTransactionMaintenance.updateBinData)).toHaveLength(0);

    await events.type(country, 'e');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The BIN data is saved')).toBeInTheDocument();
    expect(api.callsTo(crmTransactionMaintenance.updateBinData)[0]?.body).toEqual({
      brand: 'Visa',
      issuer: 'Northwind Bank',
      country: 'IE',
      cardType: 'Debit',
      cardLevel: 'Gold',
    });
  });

  it('asks for the card type in words, and saves without a card level', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'tenant', tx);
    api.on(crmTransactions.details, makeDetails(tx));
    api.on(crmTransactionMaintenance.binData, processorBin);
    api.on(crmTransactionMaintenance.updateBinData, (call) => ({
      ...processorBin,
      ...(call.body as object),
      source: 'Corrected',
      updatedBy: 'tenant.admin@northwind.test',
      updatedAt: '2026-03-03T09:00:00Z',
    }));
    const { events } = openTransaction(tenantAdmin, 'tenant', tx.id);
    await events.click(await screen.findByRole('button', { name: 'BIN data' }));
    const dialog = await screen.findByRole('dialog', { name: 'BIN data of card 411111' });
    await events.click(await within(dialog).findByRole('button', { name: 'Correct' }));
    const form = await screen.findByRole('dialog', { name: 'BIN data of card 411111' });
    const level = within(form).getByRole('combobox', { name: 'Card level' });
    expect(level).not.toBeRequired();
    await events.type(within(form).getByRole('textbox', { name: 'Issuer' }), 'Northwind Bank');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose the card type')).toBeInTheDocument();
    expect(within(form).queryByText(/Invalid option/)).toBeNull();
    expect(api.callsTo(crmTransactionMaintenance.updateBinData)).toHaveLength(0);

    await events.selectOptions(within(form).getByRole('combobox', { name: 'Card type' }), 'Credit');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The BIN data is saved')).toBeInTheDocument();
    expect(api.callsTo(crmTransactionMaintenance.updateBinData)[0]?.body).toEqual({
      brand: 'Visa',
      issuer: 'Northwind Bank',
      country: 'GB',
      cardType: 'Credit',
      cardLevel: null,
    });
  });

  it('is read-only for a merchant', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    api.on(merchantTransactions.details, makeDetails(tx));
    api.on(merchantTransactionMaintenance.binData, processorBin);
    const { events } = openTransaction(merchantAdmin, 'merchant', tx.id);
    await events.click(await screen.findByRole('button', { name: 'BIN data' }));
    const dialog = await screen.findByRole('dialog', { name: 'BIN data of card 411111' });
    expect(await within(dialog).findByText('As the processor sent it')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Correct' })).toBeNull();
  });
});

const restriction = (overrides: Partial<TransactionRestriction> = {}): TransactionRestriction => ({
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  transactionId: TX_IDS.payment,
  organizationId: TX_IDS.acme,
  kind: 'Velocity',
  reason: 'More than 5 payments from this card within an hour',
  status: 'Active',
  createdAt: '2026-03-02T10:15:30Z',
  resetAt: null,
  resetBy: null,
  ...overrides,
});

describe('restrictions', { timeout: 20_000 }, () => {
  it('an operator resets an active restriction for the transaction’s merchant', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'tenant', tx);
    let current = [restriction()];
    api.on(crmTransactionMaintenance.restrictions, () => current);
    api.on(crmTransactions.alerts, []);
    api.on(getAntifraudLogs, []);
    api.on(crmTransactionMaintenance.resetRestriction, () => {
      current = [restriction({ status: 'Reset', resetBy: 'tenant.admin@northwind.test' })];
      return current;
    });
    const { events } = openTransaction(tenantAdmin, 'tenant', tx.id, '?tab=alerts');
    expect(await screen.findByText('Velocity limit')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Reset restriction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the restriction' });
    await events.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('The restriction is reset')).toBeInTheDocument();
    const [call] = api.callsTo(crmTransactionMaintenance.resetRestriction);
    expect(call?.query.get('organizationId')).toBe(TX_IDS.acme);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset restriction' })).toBeNull());
  });
});

describe('the Relationships tab', { timeout: 20_000 }, () => {
  it('deallocates with a required reason', async () => {
    const tx = makeTransaction();
    serveTransaction(api, 'merchant', tx);
    const relationship: TransactionRelationship = {
      id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
      transactionId: tx.id,
      transactionExternalId: tx.externalId,
      organizationId: TX_IDS.acme,
      organizationName: 'Acme Retail Ltd',
      externalOrganizationId: 'ORG-77',
      websiteId: TX_IDS.website,
      websiteName: 'acme.example',
      requestType: 'Allocation',
      status: 'Allocated',
      amount: tx.amount,
      currency: 'EUR',
      allocatedBy: 'ops@northwind.test',
      createdAt: '2026-03-02T10:20:00Z',
      deallocatedAt: null,
      deallocatedBy: null,
      deallocationReason: null,
    };
    api.on(merchantTransactionMaintenance.relationships, { count: 1, data: [relationship] });
    api.on(merchantTransactionMaintenance.deallocate, {
      deallocated: [{ ...relationship, status: 'Deallocated' }],
    });
    const { events } = openTransaction(merchantAdmin, 'merchant', tx.id, '?tab=relationships');
    expect(await screen.findByText('ORG-77')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionMaintenance.relationships)[0]?.query.get('transactionId')).toBe(
      tx.id,
    );
    await events.click(screen.getByRole('button', { name: 'Deallocate from Acme Retail Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deallocate the transaction' });
    const confirm = within(dialog).getByRole('button', { name: 'Deallocate' });
    expect(confirm).toBeDisabled();
    await events.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong organisation');
    await events.click(confirm);
    expect(await screen.findByText('The transaction is deallocated')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionMaintenance.deallocate)[0]?.body).toEqual({
      relationshipIds: [relationship.id],
      reason: 'Wrong organisation',
    });
  });
});
