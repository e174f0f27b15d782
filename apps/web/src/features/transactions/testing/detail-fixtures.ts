import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import type {
  ApiLog,
  Transaction,
  TransactionDetails,
  TransactionEvent,
} from '@paydesk/contracts/transactions/transaction.schemas';

/** Ids shaped like the server's (UUIDs), stable across tests. */
export const TX_IDS = {
  northwind: '0b9f3c52-6c1a-4d7e-9a55-1d2f3e4a5b61',
  acme: '5a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  website: '6b2d3e4f-5061-4b7c-9d8e-0f1a2b3c4d5e',
  payment: '7c3e4f50-6172-4c8d-8e9f-1a2b3c4d5e6f',
  refund: '8d4f5061-7283-4d9e-9fa0-2b3c4d5e6f70',
  payout: '9e506172-8394-4eaf-8ab1-3c4d5e6f7081',
  payout2: 'af617283-94a5-4fb0-9bc2-4d5e6f708192',
  event: 'b0728394-a5b6-4a1c-8cd3-5e6f708192a3',
  apiLog: 'c18394a5-b6c7-4b2d-9de4-6f708192a3b4',
  missing: 'd294a5b6-c7d8-4c3e-8ef5-708192a3b4c5',
} as const;

/** A captured EUR payment of 125,50 EUR with 25,00 refunded: 100,50 left to refund. */
export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: TX_IDS.payment,
    externalId: 'ORD-1001',
    tenantId: TX_IDS.northwind,
    tenantName: 'Northwind Payments',
    merchantId: TX_IDS.acme,
    merchantName: 'Acme Retail Ltd',
    websiteId: TX_IDS.website,
    websiteName: 'acme.example',
    mode: 'Live',
    type: 'Payment',
    status: 'PartiallyRefunded',
    amount: 12550,
    currency: 'EUR',
    baseAmount: 12550,
    baseCurrency: 'EUR',
    capturedAmount: 12550,
    refundedAmount: 2500,
    hasOpenDispute: false,
    paymentMethod: 'Card',
    serviceProvider: 'Simulator',
    cardBin: '411111',
    cardMasked: '411111******1111',
    customerEmail: 'jane@example.com',
    customerName: 'Jane Doe',
    parentId: null,
    responseCode: '00',
    responseMessage: 'Approved',
    createdAt: '2026-03-02T10:15:30Z',
    updatedAt: '2026-03-02T11:00:00Z',
    availableActions: ['refund', 'statusChangeRefund', 'checkStatus', 'payout', 'dispute'],
    ...overrides,
  };
}

export function makeDetails(transaction: Transaction): TransactionDetails {
  return {
    transaction,
    customer: {
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+44 20 7946 0000',
      country: 'GB',
      ipAddress: '203.0.113.7',
    },
    card: {
      bin: '411111',
      masked: '411111******1111',
      brand: 'Visa',
      holderName: 'JANE DOE',
      expiry: '12/29',
      issuerCountry: 'GB',
    },
    processing: {
      authorisationCode: 'A1B2C3',
      processorReference: 'SIM-778899',
      rrn: '612345678901',
      responseCode: '00',
      responseMessage: 'Approved',
      description: 'Order 1001',
    },
  };
}

export function makeEvent(overrides: Partial<TransactionEvent> = {}): TransactionEvent {
  return {
    id: TX_IDS.event,
    transactionId: TX_IDS.payment,
    type: 'Captured',
    status: 'Captured',
    amount: 12550,
    currency: 'EUR',
    message: 'Captured by the processor',
    actor: null,
    createdAt: '2026-03-02T10:15:31Z',
    webhookStatus: 'Delivering',
    ...overrides,
  };
}

export function makeApiLog(overrides: Partial<ApiLog> = {}): ApiLog {
  return {
    id: TX_IDS.apiLog,
    transactionId: TX_IDS.payment,
    direction: 'Outbound',
    method: 'POST',
    url: 'https://simulator.example/payments',
    statusCode: 201,
    durationMs: 84,
    createdAt: '2026-03-02T10:15:30Z',
    ...overrides,
  };
}

export const CURRENCIES: Currency[] = [
  { id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 },
  { id: 'JPY', name: 'Yen', numericCode: '392', decimalPlaces: 0 },
  { id: 'BHD', name: 'Bahraini dinar', numericCode: '048', decimalPlaces: 3 },
];
