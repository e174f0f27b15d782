import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import { paymentChannels, websites } from '../money/transactions.table';

/**
 * A known set-up for virtual-terminal tests, whatever the demo seed holds: Acme (Northwind) with an
 * active and an inactive website, and active channels for Visa and Mastercard in EUR and Visa in JPY
 * (the demo adds American Express in EUR and GBP; none takes it in JPY).
 */

export const VT_CRM = '/api/crm/transactions/virtual-terminal';
export const VT_MERCHANT = '/api/transactions/virtual-terminal';

export const VT_SETUP = {
  merchantId: demoMerchant('acme').id,
  websiteId: demoId('vt-test:acme:website'),
  inactiveWebsiteId: demoId('vt-test:acme:website-closed'),
} as const;

export const TEST_CARDS = {
  visa: '4111 1111 1111 1111',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  badLuhn: '4111111111111112',
} as const;

export async function addVtSetup(db: Database): Promise<void> {
  const tenantId = NORTHWIND.id;
  const merchantId = VT_SETUP.merchantId;
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx
      .insert(websites)
      .values([
        { tenantId, id: VT_SETUP.websiteId, merchantId, name: 'VT shop', url: 'https://vt.example.test' },
        {
          tenantId,
          id: VT_SETUP.inactiveWebsiteId,
          merchantId,
          name: 'Closed shop',
          url: 'https://closed.example.test',
          isActive: false,
        },
      ])
      .onConflictDoNothing();
    const channel = (key: string, paymentMethod: string, currency: string) => ({
      tenantId,
      id: demoId(`vt-test:acme:${key}`),
      merchantId,
      name: `VT ${key}`,
      paymentMethod,
      serviceProvider: 'northstar-acquiring',
      currency,
    });
    await tx
      .insert(paymentChannels)
      .values([
        channel('visa-eur', 'visa', 'EUR'),
        channel('mc-eur', 'mastercard', 'EUR'),
        channel('visa-jpy', 'visa', 'JPY'),
      ])
      .onConflictDoNothing();
  });
}

/** A valid payment body (CRM form); `overrides` change single fields. */
export function vtBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const next = new Date();
  const expiry = `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String((next.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  return {
    merchantId: VT_SETUP.merchantId,
    websiteId: VT_SETUP.websiteId,
    amount: '25.00',
    currency: 'EUR',
    cardNumber: TEST_CARDS.visa,
    expiry,
    cvc: '737',
    cardholderName: 'Jane Cardholder',
    customerEmail: 'jane@example.test',
    orderReference: `VT-${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
    description: 'Phone order',
    captureMode: 'Sale',
    ...overrides,
  };
}
