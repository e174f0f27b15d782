import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import type {
  SavedFilter,
  Transaction,
  TransactionPage,
} from '@paydesk/contracts/transactions/transaction.schemas';

/** Ids shaped like the server's (UUIDs), stable across the lookup tests. */
export const LOOKUP_IDS = {
  northwind: '0b9f3c52-6c1a-4d7e-9a55-1d2f3e4a5b61',
  blueHarbor: '88888888-9999-4aaa-8bbb-cccccccccccc',
  acme: '5a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  globex: '6b2d3e4f-5061-4b7c-9d8e-0f1a2b3c4d5e',
  website: '7c3e4f50-6172-4c8d-8e9f-1a2b3c4d5e6f',
  payment: 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5',
  refund: 'b2b2b2b2-c3c3-4d4d-8e5e-f6f6f6f6f6f6',
  filterWeekly: 'c3c3c3c3-d4d4-4e5e-8f6f-070707070707',
  filterDeclines: 'd4d4d4d4-e5e5-4f6f-8070-181818181818',
  filterNew: 'e5e5e5e5-f6f6-4070-8181-292929292929',
} as const;

export const CURRENCIES: Currency[] = [
  { id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 },
  { id: 'JPY', name: 'Yen', numericCode: '392', decimalPlaces: 0 },
  { id: 'BHD', name: 'Bahraini Dinar', numericCode: '048', decimalPlaces: 3 },
];

export const PAYMENT_METHODS = [
  { id: 'apple-pay', name: 'Apple Pay' },
  { id: 'card', name: 'Card' },
];
export const SERVICE_PROVIDERS = [{ id: 'northstar-acquiring', name: 'Northstar Acquiring' }];
export const ACTIVE_CUSTOMERS = { [LOOKUP_IDS.acme]: 'Acme Retail', [LOOKUP_IDS.globex]: 'Globex Travel' };

/** A captured EUR card payment of Acme, created and updated at fixed instants. */
export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: LOOKUP_IDS.payment,
    externalId: 'ORD-1001',
    tenantId: LOOKUP_IDS.northwind,
    tenantName: 'Northwind Payments',
    merchantId: LOOKUP_IDS.acme,
    merchantName: 'Acme Retail',
    websiteId: LOOKUP_IDS.website,
    websiteName: 'acme.example',
    mode: 'Live',
    type: 'Payment',
    status: 'Captured',
    amount: 1_234_567,
    currency: 'EUR',
    baseAmount: 1_234_567,
    baseCurrency: 'EUR',
    capturedAmount: 1_234_567,
    refundedAmount: 0,
    hasOpenDispute: false,
    paymentMethod: 'apple-pay',
    serviceProvider: 'northstar-acquiring',
    cardBin: '411111',
    cardMasked: '411111******1111',
    customerEmail: 'jane@example.com',
    customerName: 'Jane Doe',
    parentId: null,
    responseCode: '00',
    responseMessage: 'Approved',
    createdAt: '2026-03-14T09:26:53.000Z',
    updatedAt: '2026-03-14T09:27:10.000Z',
    availableActions: ['refund'],
    ...overrides,
  };
}

export function pageOf(data: Transaction[], count = data.length, countIsCapped = false): TransactionPage {
  return { count, countIsCapped, data };
}

export function makeSavedFilter(overrides: Partial<SavedFilter> = {}): SavedFilter {
  return {
    id: LOOKUP_IDS.filterWeekly,
    externalId: LOOKUP_IDS.filterWeekly,
    name: 'Weekly captures',
    filter: { status: ['Captured'], currency: ['EUR'], startDate: '2026-03-01T00:00:00.000Z' },
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
