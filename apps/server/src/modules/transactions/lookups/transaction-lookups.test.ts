import { randomUUID } from 'node:crypto';
import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import {
  DEFAULT_TRANSACTION_COLUMNS,
  SAVED_FILTER_MESSAGES,
} from '@paydesk/contracts/transactions/transaction.model';
import type {
  LookupColumns,
  PaymentChannel,
  ReasonOption,
  SavedFilter,
  WebsiteOption,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { BLUE_HARBOR, NORTHWIND } from '../../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import {
  paymentChannels,
  savedTransactionFilters,
  transactionReasons,
  websites,
} from '../../money/transactions.table';
import { MERCHANTS, READ_USERS, readClient } from '../reads/transaction-reads.test-support';
import { SAVED_FILTER_NAME_TAKEN } from './saved-filters.repository';

/** The filters' and dialogs' lookups, saved filters and lookup columns. */

let t: TestApp;
let client: ReturnType<typeof readClient>;
const channel = (
  merchantId: string,
  tenantId: string,
  name: string,
  paymentMethod: string,
  serviceProvider = 'northstar-acquiring',
) => ({
  tenantId,
  id: randomUUID(),
  merchantId,
  name,
  paymentMethod,
  serviceProvider,
  currency: 'EUR',
});
const site = (merchantId: string, tenantId: string, name: string, isActive = true) => ({
  tenantId,
  id: randomUUID(),
  merchantId,
  name,
  url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example.test`,
  isActive,
});

const channels = {
  acmeVisa: channel(MERCHANTS.acme, NORTHWIND.id, 'ZZ Acme Visa EUR', 'visa'),
  acmeAmex: channel(MERCHANTS.acme, NORTHWIND.id, 'ZZ Acme Amex EUR', 'amex'),
  harbourVisa: channel(MERCHANTS.harbour, NORTHWIND.id, 'ZZ Harbour Visa EUR', 'visa'),
  seasideVisa: channel(MERCHANTS.seaside, BLUE_HARBOR.id, 'ZZ Seaside Visa EUR', 'visa'),
};
const sites = {
  acmeShop: site(MERCHANTS.acme, NORTHWIND.id, 'ZZ Acme Shop'),
  acmeOld: site(MERCHANTS.acme, NORTHWIND.id, 'ZZ Acme Old Shop', false),
  seaside: site(MERCHANTS.seaside, BLUE_HARBOR.id, 'ZZ Seaside Bookings'),
};

beforeAll(async () => {
  t = await buildTestApp();
  client = readClient(t);
  await withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
    await tx.insert(paymentChannels).values(Object.values(channels));
    await tx.insert(websites).values(Object.values(sites));
    await tx
      .insert(transactionReasons)
      .values([
        {
          id: 'zz-test-2',
          type: 'transaction',
          status: 'Declined',
          name: 'ZZ Second reason',
          sortOrder: 1001,
        },
        {
          id: 'zz-test-1',
          type: 'transaction',
          status: 'Declined',
          name: 'ZZ First reason',
          sortOrder: 1000,
        },
        {
          id: 'zz-test-3',
          type: 'payout',
          status: 'Captured',
          name: 'ZZ Payout approve reason',
          sortOrder: 1000,
        },
      ])
      .onConflictDoNothing();
  });
});
afterAll(() => t.close());

const names = (items: readonly { name: string }[]) =>
  items.map((i) => i.name).filter((n) => n.startsWith('ZZ '));

describe('lookups', () => {
  it('lists reasons by type and status, in their order', async () => {
    const declines = await client.ok<ReasonOption[]>(
      READ_USERS.tenantAdmin,
      '/api/v1/crm/transaction/reasons/Declined',
    );
    expect(names(declines)).toEqual(['ZZ First reason', 'ZZ Second reason']);
    const payoutApproves = await client.ok<ReasonOption[]>(
      READ_USERS.merchant,
      '/api/v1/payout/reasons/Captured',
    );
    expect(names(payoutApproves)).toEqual(['ZZ Payout approve reason']);
    expect(await client.status(READ_USERS.merchant, '/api/v1/payout/reasons/Refunded')).toBe(400);
  });

  it('lists the tenants the caller may see: every one for platform staff, its own for tenant staff', async () => {
    type Item = { id: string; name: string };
    const all = await client.ok<Item[]>(READ_USERS.platform, '/api/v1/tenants/all');
    expect(all.map((x) => x.id)).toEqual(expect.arrayContaining([NORTHWIND.id, BLUE_HARBOR.id]));
    const own = await client.ok<Item[]>(READ_USERS.tenantAdmin, '/api/v1/tenants/all');
    expect(own).toEqual([{ id: NORTHWIND.id, name: NORTHWIND.name }]);
    expect(await client.status(READ_USERS.merchant, '/api/v1/tenants/all')).toBe(403);
  });

  it('lists every country, and the active methods and providers within the caller’s limits', async () => {
    const countries = await client.ok<{ code: string }[]>(READ_USERS.merchant, '/api/v1/countries/all');
    expect(countries.map((c) => c.code)).toContain('GB');
    const methods = await client.ok<{ id: string }[]>(
      READ_USERS.agent,
      '/api/v1/crm/merchants/lookup/active-payment-methods',
    );
    // The demo agent is limited to card schemes (seed/demo-data.ts).
    expect(methods.map((m) => m.id).sort()).toEqual(['maestro', 'mastercard', 'visa']);
    const providers = await client.ok<{ id: string }[]>(
      READ_USERS.tenantAdmin,
      '/api/v1/crm/merchants/lookup/active-service-providers',
    );
    expect(providers.map((p) => p.id)).toContain('northstar-acquiring');
  });

  it('lists every currency with its decimal places', async () => {
    const currencies = await client.ok<Currency[]>(READ_USERS.merchant, '/api/crm/lookup/currencies/all');
    expect(currencies.find((c) => c.id === 'EUR')).toMatchObject({ decimalPlaces: 2 });
    expect(currencies.find((c) => c.id === 'JPY')).toMatchObject({ decimalPlaces: 0 });
    expect(currencies.map((c) => c.id)).toEqual([...currencies.map((c) => c.id)].sort());
  });

  it("lists the payment channels of the caller's merchants, within the user's limits", async () => {
    const admin = await client.ok<PaymentChannel[]>(READ_USERS.tenantAdmin, '/api/crm/payment-channels/all');
    expect(names(admin)).toEqual(['ZZ Acme Amex EUR', 'ZZ Acme Visa EUR', 'ZZ Harbour Visa EUR']);
    const ofAcme = await client.ok<PaymentChannel[]>(
      READ_USERS.tenantAdmin,
      `/api/crm/payment-channels/all?organizationId=${MERCHANTS.acme}`,
    );
    expect(names(ofAcme)).toEqual(['ZZ Acme Amex EUR', 'ZZ Acme Visa EUR']);
    // The agent: Acme only among these, and no Amex.
    const agent = await client.ok<PaymentChannel[]>(READ_USERS.agent, '/api/crm/payment-channels/all');
    expect(names(agent)).toEqual(['ZZ Acme Visa EUR']);
    expect(
      await client.status(
        READ_USERS.tenantAdmin,
        `/api/crm/payment-channels/all?organizationId=${MERCHANTS.seaside}`,
      ),
    ).toBe(404);
    expect(
      await client.status(
        READ_USERS.agent,
        `/api/crm/payment-channels/all?organizationId=${MERCHANTS.harbour}`,
      ),
    ).toBe(404);
    const merchant = await client.ok<PaymentChannel[]>(READ_USERS.merchant, '/api/payment-channels/all');
    expect(names(merchant)).toEqual(['ZZ Acme Amex EUR', 'ZZ Acme Visa EUR']);
  });

  it("lists a merchant's active websites, and the merchant user's own", async () => {
    const active = await client.ok<WebsiteOption[]>(
      READ_USERS.tenantAdmin,
      `/api/v1/crm/organizations/${MERCHANTS.acme}/websites/active`,
    );
    expect(names(active)).toEqual(['ZZ Acme Shop']);
    expect(
      await client.status(
        READ_USERS.tenantAdmin,
        `/api/v1/crm/organizations/${MERCHANTS.seaside}/websites/active`,
      ),
    ).toBe(404);
    const own = await client.ok<WebsiteOption[]>(READ_USERS.merchant, '/api/lookup/websites');
    expect(names(own)).toEqual(['ZZ Acme Old Shop', 'ZZ Acme Shop']);
    expect(own.every((w) => w.merchantId === MERCHANTS.acme)).toBe(true);
  });
});

describe('saved filters', () => {
  const BASE = '/reporting/transaction-filters';
  const send = (email: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.requestAs(email, { method, url, ...(payload !== undefined && { payload: payload as object }) });

  it('creates, lists by name, reads, renames and deletes the caller’s filters', async () => {
    const user = READ_USERS.tenantAdmin;
    const created = await send(user, 'POST', BASE, {
      name: 'Declines today',
      filter: { status: ['Declined'], systemMode: 2 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<SavedFilter>();
    expect(saved.filter).toEqual({ status: ['Declined'], systemMode: 2 });
    await send(user, 'POST', BASE, { name: 'amex only', filter: { paymentMethod: ['amex'] } });

    const list = await client.ok<SavedFilter[]>(user, BASE);
    const mine = new Set(['amex only', 'Declines today']);
    expect(list.map((f) => f.name).filter((name) => mine.has(name))).toEqual(['amex only', 'Declines today']);
    expect(await client.ok<SavedFilter>(user, `${BASE}/${saved.externalId}`)).toEqual(saved);

    const renamed = await send(user, 'PUT', `${BASE}/${saved.externalId}`, {
      name: 'Declines',
      filter: { status: ['Declined', 'Failed'] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SavedFilter>()).toMatchObject({
      name: 'Declines',
      filter: { status: ['Declined', 'Failed'] },
    });

    expect((await send(user, 'DELETE', `${BASE}/${saved.externalId}`)).json()).toEqual({ deleted: true });
    expect(await client.status(user, `${BASE}/${saved.externalId}`)).toBe(404);
    expect((await send(user, 'DELETE', `${BASE}/${saved.externalId}`)).statusCode).toBe(404);
  });

  it('refuses a second filter with the same name, case ignored, on create and rename', async () => {
    const user = READ_USERS.merchant;
    await send(user, 'POST', BASE, { name: 'Refunds', filter: {} });
    const twin = await send(user, 'POST', BASE, { name: 'REFUNDS', filter: {} });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({
      code: 'SAVED_FILTER_NAME_TAKEN',
      message: SAVED_FILTER_NAME_TAKEN,
    });
    const other = (await send(user, 'POST', BASE, { name: 'Chargebacks', filter: {} })).json<SavedFilter>();
    const rename = await send(user, 'PUT', `${BASE}/${other.externalId}`, { name: 'refunds', filter: {} });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error).toMatchObject({
      code: 'SAVED_FILTER_NAME_TAKEN',
      message: SAVED_FILTER_NAME_TAKEN,
    });
    // Keeping one's own name (in another case) is not a clash.
    expect(
      (await send(user, 'PUT', `${BASE}/${other.externalId}`, { name: 'CHARGEBACKS', filter: {} }))
        .statusCode,
    ).toBe(200);
    // Another user may use the same name.
    expect(
      (await send(READ_USERS.sandboxMerchant, 'POST', BASE, { name: 'Refunds', filter: {} })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another user's filter on every call", async () => {
    const mine = (
      await send(READ_USERS.agent, 'POST', BASE, { name: 'Mine', filter: {} })
    ).json<SavedFilter>();
    const url = `${BASE}/${mine.externalId}`;
    expect(await client.status(READ_USERS.tenantAdmin, url)).toBe(404);
    expect(
      (await send(READ_USERS.tenantAdmin, 'PUT', url, { name: 'Taken over', filter: {} })).statusCode,
    ).toBe(404);
    expect((await send(READ_USERS.tenantAdmin, 'DELETE', url)).statusCode).toBe(404);
    expect(
      (await client.ok<SavedFilter[]>(READ_USERS.tenantAdmin, BASE)).map((f) => f.externalId),
    ).not.toContain(mine.externalId);
    expect(await client.status(READ_USERS.agent, url)).toBe(200);
  });

  it('refuses bad names and filters with field messages', async () => {
    for (const body of [
      { name: '', filter: {} },
      { name: '<script>', filter: {} },
      { name: 'Bad', filter: { cardLast4: 'abcd' } },
    ]) {
      const response = await send(READ_USERS.agent, 'POST', BASE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.details.length).toBeGreaterThan(0);
    }
  });

  it('re-validates a stored filter on read, dropping fields that no longer hold', async () => {
    const user = READ_USERS.platform;
    const saved = (
      await send(user, 'POST', BASE, { name: 'Legacy', filter: { currency: ['EUR'] } })
    ).json<SavedFilter>();
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(savedTransactionFilters)
        .set({ filter: { currency: ['EUR'], cardLast4: 'xx', retired: true } })
        .where(eq(savedTransactionFilters.externalId, saved.externalId)),
    );
    expect((await client.ok<SavedFilter>(user, `${BASE}/${saved.externalId}`)).filter).toEqual({
      currency: ['EUR'],
    });
  });

  it('keeps the spec messages the portal shows', () => {
    expect(SAVED_FILTER_MESSAGES.saved).toBe('Filter saved successfully');
  });
});

describe('lookup columns', () => {
  const URL = '/reporting/transaction-lookup-columns';
  const put = (email: string, payload: unknown) =>
    t.requestAs(email, { method: 'PUT', url: URL, payload: payload as object });

  it('gives the defaults until the user saves, then the saved order', async () => {
    const user = READ_USERS.tenantAdmin;
    expect(await client.ok<LookupColumns>(user, URL)).toEqual({ columns: [...DEFAULT_TRANSACTION_COLUMNS] });
    const saved = await put(user, { columns: ['status', 'amount', 'createdAt'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await client.ok<LookupColumns>(user, URL)).toEqual({ columns: ['status', 'amount', 'createdAt'] });
    await put(user, { columns: ['externalId'] });
    expect(await client.ok<LookupColumns>(user, URL)).toEqual({ columns: ['externalId'] });
    // Another user's columns are untouched.
    expect(await client.ok<LookupColumns>(READ_USERS.merchant, URL)).toEqual({
      columns: [...DEFAULT_TRANSACTION_COLUMNS],
    });
  });

  it('refuses duplicates and unknown columns with field messages', async () => {
    const twice = await put(READ_USERS.merchant, { columns: ['status', 'amount', 'status'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details).toEqual([
      { field: 'body.columns.2', message: 'The column status is chosen twice' },
    ]);
    expect((await put(READ_USERS.merchant, { columns: ['cardNumber'] })).statusCode).toBe(400);
    expect((await put(READ_USERS.merchant, { columns: [] })).statusCode).toBe(400);
  });

  it('needs the lookup-columns permission to save', async () => {
    // The support agent may view transactions but holds no LookupColumns permission.
    expect((await put(READ_USERS.agent, { columns: ['status'] })).statusCode).toBe(403);
    expect(await client.status(READ_USERS.agent, URL)).toBe(200);
  });
});
