import { PAYOUT_LIMIT_MESSAGES as M } from '@paydesk/contracts/payout-limits/payout-limits.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { payoutLimitAudit } from '../money';

/** The payout limits' endpoints: the tenant's default and a merchant's override, who may, and the audit. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const TENANT = '/api/crm/payout-limits';
const ACME = `/api/crm/merchants/${demoMerchant('acme').id}/payout-limits`;

const put = (url: string, limits: unknown, email: string = ADMIN) =>
  t.requestAs(email, { method: 'PUT', url, payload: { limits } });
const get = (url: string, email: string = ADMIN) => t.requestAs(email, { method: 'GET', url });

async function auditOf(tenantId: string, merchantId: string | null) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(payoutLimitAudit)
      .where(
        and(
          eq(payoutLimitAudit.tenantId, tenantId),
          merchantId === null ? undefined : eq(payoutLimitAudit.merchantId, merchantId),
        ),
      ),
  );
}

describe('the tenant default', () => {
  it('is empty until set, replaced as a whole, audited with before and after, and per tenant', async () => {
    expect((await get(TENANT)).json()).toEqual({ merchantId: null, limits: [] });
    const first = await put(TENANT, [
      { currency: 'USD', perPayout: 500_000, perDay: 2_000_000 },
      { currency: 'EUR', perPayout: 400_000, perDay: null },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      merchantId: null,
      limits: [
        { currency: 'EUR', perPayout: 400_000, perDay: null },
        { currency: 'USD', perPayout: 500_000, perDay: 2_000_000 },
      ],
    });
    // Replaced: a currency left out (or with both fields null) inherits the built-in default again.
    const second = await put(TENANT, [
      { currency: 'EUR', perPayout: 300_000, perDay: 900_000 },
      { currency: 'GBP', perPayout: null, perDay: null },
    ]);
    expect(second.json().limits).toEqual([{ currency: 'EUR', perPayout: 300_000, perDay: 900_000 }]);
    expect((await get(TENANT)).json()).toEqual(second.json());
    const audit = (await auditOf(NORTHWIND.id, null)).filter((a) => a.merchantId === null);
    expect(audit).toHaveLength(2);
    const last = audit.find((a) => JSON.stringify(a.after).includes('900000'));
    expect(last).toMatchObject({
      action: 'payoutLimitsChange',
      actorEmail: ADMIN,
      before: first.json().limits,
      after: second.json().limits,
    });
    // Saving the same limits again changes nothing, so nothing is audited.
    await put(TENANT, [{ currency: 'EUR', perPayout: 300_000, perDay: 900_000 }]);
    expect((await auditOf(NORTHWIND.id, null)).filter((a) => a.merchantId === null)).toHaveLength(2);
    expect((await get(TENANT, DEMO_EMAILS.BLUE_HARBOR_ADMIN)).json().limits).toEqual([]);
  });
});

describe("a merchant's override", () => {
  it('keeps null fields (inherit) and is audited under the merchant', async () => {
    const response = await put(ACME, [{ currency: 'SEK', perPayout: null, perDay: 3_000_000 }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      merchantId: demoMerchant('acme').id,
      limits: [{ currency: 'SEK', perPayout: null, perDay: 3_000_000 }],
    });
    expect((await get(ACME)).json()).toEqual(response.json());
    const audit = await auditOf(NORTHWIND.id, demoMerchant('acme').id);
    expect(audit.at(-1)).toMatchObject({ before: [], after: response.json().limits });
  });

  it("answers 404 for another tenant's merchant", async () => {
    const seaside = `/api/crm/merchants/${demoMerchant('seaside-travel').id}/payout-limits`;
    expect((await get(seaside)).statusCode).toBe(404);
    expect((await put(seaside, [])).statusCode).toBe(404);
    expect((await get(seaside, DEMO_EMAILS.BLUE_HARBOR_ADMIN)).statusCode).toBe(200);
    expect(BLUE_HARBOR.id).not.toBe(NORTHWIND.id);
  });
});

describe('who may', () => {
  it('refuses merchant users and staff without the permissions (403)', async () => {
    for (const url of [TENANT, ACME]) {
      expect((await get(url, DEMO_EMAILS.ACME)).statusCode).toBe(403);
      expect((await put(url, [], DEMO_EMAILS.ACME)).statusCode).toBe(403);
      // The support agent sees neither pending payments nor the limits.
      expect((await get(url, DEMO_EMAILS.AGENT)).statusCode).toBe(403);
      expect((await put(url, [], DEMO_EMAILS.AGENT)).statusCode).toBe(403);
    }
  });
});

describe('validation', () => {
  const fieldsOf = async (limits: unknown) => {
    const response = await put(ACME, limits);
    expect(response.statusCode).toBe(400);
    return response.json().error.details as { field: string; message: string }[];
  };

  it('answers 400 with field messages', async () => {
    expect(await fieldsOf([{ currency: 'EUR', perPayout: 600_000, perDay: 500_000 }])).toEqual([
      { field: 'body.limits.0.perPayout', message: M.perPayoutAboveDay },
    ]);
    expect(await fieldsOf([{ currency: 'XXX', perPayout: 1, perDay: 2 }])).toEqual([
      { field: 'body.limits.0.currency', message: M.currencyUnknown },
    ]);
    expect(
      await fieldsOf([
        { currency: 'EUR', perPayout: 1, perDay: 2 },
        { currency: 'EUR', perPayout: 1, perDay: 2 },
      ]),
    ).toEqual([{ field: 'body.limits.1.currency', message: M.currencyTwice }]);
    expect(await fieldsOf([{ currency: 'EUR', perPayout: 0, perDay: 1.5 }])).toEqual([
      { field: 'body.limits.0.perPayout', message: M.amount },
      { field: 'body.limits.0.perDay', message: M.amount },
    ]);
    expect(await fieldsOf([{ currency: 'EUR', perPayout: 1, perDay: 10 ** 15 + 1 }])).toEqual([
      { field: 'body.limits.0.perDay', message: M.amountMaximum },
    ]);
    expect((await get(ACME)).json().limits).not.toContainEqual(expect.objectContaining({ currency: 'EUR' }));
  });
});
