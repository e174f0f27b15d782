import type {
  PmpConfigurationPage,
  PmpConfigurationRow,
} from '@paydesk/contracts/transactions/pmp-configuration.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../../seed/demo-data';
import { demoId } from '../../../seed/demo-ids';
import { DEMO_EMAILS, TEST_USERS } from '../../../test/fixtures';
import { addLimitedUsers } from '../../../test/limited-users';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { paymentChannels } from '../../money';

/**
 * The PMP configuration report (docs/pmp-configuration.md): the demo merchants' payment channels
 * (seed/data/demo-transaction-data.ts), with three channels of Acme's added disabled: a third
 * currency of American Express, an iDEAL channel, and a second Visa EUR channel. So Acme's rows,
 * their currencies, counts and states are known exactly.
 */

let t: TestApp;
const REPORT = '/reporting/crm/reports/pmp-configuration';
const acme = demoMerchant('acme').id;
const oldMill = demoMerchant('old-mill').id;
const seaside = demoMerchant('seaside-travel').id;
const { NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN, PLATFORM, ACME: MERCHANT, AGENT } = DEMO_EMAILS;
let customerLimited = '';
let methodLimited = '';

async function get(email: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return t.requestAs(email, { url: `${REPORT}?${new URLSearchParams(query)}`, headers });
}

async function report(email: string, query: Record<string, string> = {}): Promise<PmpConfigurationPage> {
  const response = await get(email, { pageSize: '100', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PmpConfigurationPage;
}

const combos = (page: PmpConfigurationPage) =>
  page.data.map((row) => `${row.paymentMethod}/${row.serviceProvider}`);

beforeAll(async () => {
  t = await buildTestApp();
  const channel = (method: string, provider: string, currency: string) => ({
    tenantId: NORTHWIND.id,
    id: demoId(`test:pmp:${method}:${provider}:${currency}`),
    merchantId: acme,
    name: `Test ${method} ${currency}`,
    paymentMethod: method,
    serviceProvider: provider,
    currency,
    isActive: false,
  });
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .insert(paymentChannels)
      .values([
        channel('amex', 'northstar-acquiring', 'USD'),
        channel('ideal', 'silverpine-open-banking', 'EUR'),
        channel('visa', 'northstar-acquiring', 'EUR'),
      ]),
  );
  const limited = await addLimitedUsers(t.database.db, [
    { reference: NORTHWIND_ADMIN, kind: 'customer', allowed: acme },
    { reference: NORTHWIND_ADMIN, kind: 'paymentMethod', allowed: 'visa' },
  ]);
  customerLimited = limited[0]?.email ?? '';
  methodLimited = limited[1]?.email ?? '';
});
afterAll(() => t.close());

describe('the PMP configuration report', () => {
  it("answers a merchant's configuration per payment method and provider, with currencies and state", async () => {
    const page = await report(NORTHWIND_ADMIN, { merchantId: acme });
    const acmeRow = (over: Partial<PmpConfigurationRow>): PmpConfigurationRow => ({
      tenantId: NORTHWIND.id,
      tenantName: NORTHWIND.name,
      merchantId: acme,
      merchantName: 'Acme Retail Ltd',
      merchantActive: true,
      processingStatus: 'LiveEnabled',
      paymentMethod: 'visa',
      paymentMethodName: 'Visa',
      paymentMethodActive: true,
      serviceProvider: 'northstar-acquiring',
      serviceProviderName: 'Northstar Acquiring',
      serviceProviderActive: true,
      currencies: ['EUR', 'GBP'],
      disabledCurrencies: [],
      channels: 2,
      enabledChannels: 2,
      state: 'Enabled',
      ...over,
    });
    expect(page.data).toEqual([
      acmeRow({
        paymentMethod: 'amex',
        paymentMethodName: 'American Express',
        disabledCurrencies: ['USD'],
        channels: 3,
        state: 'PartlyEnabled',
      }),
      acmeRow({ paymentMethod: 'apple-pay', paymentMethodName: 'Apple Pay' }),
      acmeRow({
        paymentMethod: 'ideal',
        paymentMethodName: 'iDEAL',
        serviceProvider: 'silverpine-open-banking',
        serviceProviderName: 'Silverpine Open Banking',
        currencies: [],
        disabledCurrencies: ['EUR'],
        channels: 1,
        enabledChannels: 0,
        state: 'Disabled',
      }),
      acmeRow({ paymentMethod: 'mastercard', paymentMethodName: 'Mastercard' }),
      acmeRow({
        paymentMethod: 'paypal',
        paymentMethodName: 'PayPal',
        serviceProvider: 'harbourline-payments',
        serviceProviderName: 'Harbourline Payments',
        currencies: ['EUR'],
        channels: 1,
        enabledChannels: 1,
      }),
      // A second Visa EUR channel, disabled: EUR stays enabled (one of its channels is), the row is partly.
      acmeRow({ channels: 3, state: 'PartlyEnabled' }),
    ]);
    expect(page.count).toBe(6);
    expect(page.summary).toEqual({ merchants: 1, channels: 12, enabledChannels: 9 });
  });

  it('filters by state, payment method and provider, and pages', async () => {
    const state = async (value: string) =>
      combos(await report(NORTHWIND_ADMIN, { merchantId: acme, state: value }));
    expect(await state('Disabled')).toEqual(['ideal/silverpine-open-banking']);
    expect(await state('PartlyEnabled')).toEqual(['amex/northstar-acquiring', 'visa/northstar-acquiring']);
    expect(await state('Enabled')).toEqual([
      'apple-pay/northstar-acquiring',
      'mastercard/northstar-acquiring',
      'paypal/harbourline-payments',
    ]);

    const visa = await report(NORTHWIND_ADMIN, { paymentMethod: 'visa' });
    expect(visa.data.length).toBeGreaterThan(1);
    expect(new Set(visa.data.map((row) => row.paymentMethod))).toEqual(new Set(['visa']));
    expect(visa.data.map((row) => row.merchantId)).toContain(acme);
    const northstar = await report(NORTHWIND_ADMIN, { serviceProvider: 'northstar-acquiring' });
    expect(new Set(northstar.data.map((row) => row.serviceProvider))).toEqual(
      new Set(['northstar-acquiring']),
    );
    // Old Mill closed its account: its channels still show, with the merchant's switch off.
    const mill = northstar.data.filter((row) => row.merchantId === oldMill);
    expect(mill.map((row) => row.paymentMethod).sort()).toEqual(['mastercard', 'visa']);
    expect(mill.every((row) => !row.merchantActive)).toBe(true);

    const all = await report(NORTHWIND_ADMIN);
    const second = await report(NORTHWIND_ADMIN, { pageIndex: '1', pageSize: '5' });
    expect(second.count).toBe(all.count);
    expect(second.data).toEqual(all.data.slice(5, 10));
    expect(all.summary.merchants).toBe(new Set(all.data.map((row) => row.merchantId)).size);
    expect(all.summary.channels).toBe(all.data.reduce((n, row) => n + row.channels, 0));
  });

  it("shows tenant staff only their tenant's merchants, within their limits", async () => {
    const northwind = await report(NORTHWIND_ADMIN);
    expect(northwind.count).toBe(northwind.data.length);
    expect(new Set(northwind.data.map((row) => row.tenantId))).toEqual(new Set([NORTHWIND.id]));
    expect(new Set(northwind.data.map((row) => row.merchantId)).size).toBeGreaterThan(1);

    const limitedToAcme = await report(customerLimited);
    expect(limitedToAcme.data.length).toBe(6);
    expect(new Set(limitedToAcme.data.map((row) => row.merchantId))).toEqual(new Set([acme]));
    // Another merchant asked for by id answers nothing, not more.
    expect((await report(customerLimited, { merchantId: demoMerchant('harbour-coffee').id })).count).toBe(0);

    const limitedToVisa = await report(methodLimited);
    expect(new Set(limitedToVisa.data.map((row) => row.paymentMethod))).toEqual(new Set(['visa']));
    expect(limitedToVisa.count).toBe(northwind.data.filter((row) => row.paymentMethod === 'visa').length);

    // Limited to no customer and two providers: nothing.
    expect((await report(TEST_USERS.limited)).count).toBe(0);

    const harbor = await report(BLUE_HARBOR_ADMIN);
    expect(harbor.data.length).toBeGreaterThan(0);
    expect(new Set(harbor.data.map((row) => row.tenantId))).toEqual(new Set([BLUE_HARBOR.id]));
    // Another tenant's merchant or tenant id narrows to nothing; it never widens.
    expect((await report(BLUE_HARBOR_ADMIN, { merchantId: acme })).count).toBe(0);
    expect((await report(BLUE_HARBOR_ADMIN, { tenantId: NORTHWIND.id })).count).toBe(0);
    expect((await report(NORTHWIND_ADMIN, { merchantId: seaside })).count).toBe(0);
  });

  it('shows platform staff every tenant, or the one of tenantId', async () => {
    const everyone = await report(PLATFORM);
    const northwind = await report(NORTHWIND_ADMIN);
    const harbor = await report(BLUE_HARBOR_ADMIN);
    expect(new Set(everyone.data.map((row) => row.tenantId))).toEqual(
      new Set([NORTHWIND.id, BLUE_HARBOR.id]),
    );
    expect(everyone.count).toBe(northwind.count + harbor.count);
    expect((await report(PLATFORM, { tenantId: BLUE_HARBOR.id })).data).toEqual(harbor.data);
    expect((await report(PLATFORM, { tenantId: NORTHWIND.id })).data).toEqual(northwind.data);
    // The tenantId header narrows the same way (spec §6).
    const header = await get(PLATFORM, { pageSize: '100' }, { tenantId: BLUE_HARBOR.id });
    expect(header.statusCode).toBe(200);
    expect((header.json() as PmpConfigurationPage).data).toEqual(harbor.data);
  });

  it('refuses bad input with field messages, and callers without the report', async () => {
    const refused = async (query: Record<string, string>) => {
      const response = await get(NORTHWIND_ADMIN, query);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as { error: { code: string; details?: { field: string }[] } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      return body.error.details?.map((d) => d.field);
    };
    expect(await refused({ pageSize: '7' })).toEqual(['querystring.pageSize']);
    expect(await refused({ pageIndex: '-1' })).toEqual(['querystring.pageIndex']);
    expect(await refused({ merchantId: 'acme' })).toEqual(['querystring.merchantId']);
    expect(await refused({ tenantId: 'northwind' })).toEqual(['querystring.tenantId']);
    expect(await refused({ state: 'On' })).toEqual(['querystring.state']);
    expect(await refused({ paymentMethod: 'x'.repeat(101) })).toEqual(['querystring.paymentMethod']);
    expect(await refused({ serviceProvider: 'north\u0000star' })).toEqual(['querystring.serviceProvider']);
    // An unknown method or provider is a filter that matches nothing.
    expect((await report(NORTHWIND_ADMIN, { paymentMethod: 'cheque' })).count).toBe(0);
    for (const email of [MERCHANT, AGENT, TEST_USERS.bareTenant]) {
      expect((await get(email)).statusCode, email).toBe(403);
    }
  });
});
