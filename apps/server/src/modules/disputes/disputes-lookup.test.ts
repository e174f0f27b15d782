import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchant } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DISPUTES, openDispute } from './disputes.test-support';

/** The disputes lookup and a dispute's details: filters, paging, scope (tenant, merchant, limits). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const list = (query: string, email: string = ADMIN) => t.requestAs(email, { url: `${DISPUTES}?${query}` });

describe('GET dispute/disputes', () => {
  it('finds a dispute by its payment, with its code, reason text, category and amounts', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN, { amount: 4_000, disputeCode: '13.1' });
    const byExternal = await list(`search=${payment.externalId}`);
    expect(byExternal.statusCode).toBe(200);
    expect(byExternal.json()).toMatchObject({
      count: 1,
      data: [
        {
          id: dispute.id,
          status: 'Open',
          disputeCode: '13.1',
          reasonText: 'Merchandise/Services Not Received',
          category: 'ConsumerDispute',
          amount: 4_000,
          currency: 'EUR',
          transactionId: payment.id,
          externalId: payment.externalId,
          merchantName: 'Acme Retail Ltd',
          cardMasked: '411111******1111',
          mode: 'Live',
        },
      ],
    });
    const byId = await list(`search=${payment.id}`);
    expect(byId.json().data.map((d: { id: string }) => d.id)).toEqual([dispute.id]);
    const byChargeback = await list(`search=${dispute.chargebackId}`);
    expect(byChargeback.json().count).toBe(1);
  });

  it('filters by status, category, code, currency and opened date, newest first', async () => {
    const fraud = await openDispute(t, ADMIN, { disputeCode: '10.4', payment: { currency: 'GBP' } });
    const consumer = await openDispute(t, ADMIN, { disputeCode: '13.3', payment: { currency: 'GBP' } });
    const gbp = await list('currency=GBP');
    const ids = gbp.json().data.map((d: { id: string }) => d.id);
    expect(ids.indexOf(consumer.dispute.id)).toBeLessThan(ids.indexOf(fraud.dispute.id));
    const fraudOnly = await list('currency=GBP&category=Fraud');
    expect(fraudOnly.json().data.map((d: { id: string }) => d.id)).toContain(fraud.dispute.id);
    expect(fraudOnly.json().data.map((d: { id: string }) => d.id)).not.toContain(consumer.dispute.id);
    // The demo data has disputes too: every row must match the filter, and ours must be among them.
    const code = (await list('currency=GBP&disputeCode=13.3')).json().data as {
      id: string;
      disputeCode: string;
      currency: string;
    }[];
    expect(code.map((d) => d.id)).toContain(consumer.dispute.id);
    expect(code.map((d) => d.id)).not.toContain(fraud.dispute.id);
    for (const row of code) expect(row).toMatchObject({ disputeCode: '13.3', currency: 'GBP' });
    const won = (await list('currency=GBP&status=Won,Lost')).json().data as { id: string; status: string }[];
    expect(won.map((d) => d.id)).not.toContain(consumer.dispute.id);
    for (const row of won) expect(['Won', 'Lost']).toContain(row.status);
    const future = await list(
      `openedFrom=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future.json().count).toBe(0);
    const window = await list(
      `currency=GBP&openedFrom=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&openedTo=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(window.json().count).toBeGreaterThanOrEqual(2);
  });

  it('pages with PageSize and PageIndex, keeping a stable order', async () => {
    for (let i = 0; i < 3; i++) await openDispute(t, ADMIN, { payment: { currency: 'USD' } });
    const all = (await list('currency=USD&PageSize=100')).json();
    const first = (await list('currency=USD&PageSize=2&PageIndex=0')).json();
    const second = (await list('currency=USD&PageSize=2&PageIndex=1')).json();
    expect(first.count).toBe(all.count);
    expect([...first.data, ...second.data].map((d: { id: string }) => d.id)).toEqual(
      all.data.slice(0, 4).map((d: { id: string }) => d.id),
    );
  });

  it('shows one mode: the caller in Test mode sees only Test disputes', async () => {
    const live = await openDispute(t, ADMIN);
    const inTest = await t.requestAs(ADMIN, {
      url: `${DISPUTES}?search=${live.payment.externalId}`,
      headers: { mode: 'Test' },
    });
    expect(inTest.json().count).toBe(0);
    const test = await openDispute(t, ADMIN, { payment: { mode: 'Test' } });
    const testList = await t.requestAs(ADMIN, {
      url: `${DISPUTES}?search=${test.payment.externalId}`,
      headers: { mode: 'Test' },
    });
    expect(testList.json().count).toBe(1);
  });

  it('answers 400 with field messages for bad filters', async () => {
    const response = await list('status=Closed&PageSize=1000');
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['querystring.status.0', 'querystring.PageSize']));
  });

  it("keeps other tenants' and limited users' disputes out, and refuses merchants and staff without the key", async () => {
    const { payment, dispute } = await openDispute(t, ADMIN);
    const foreign = await list(`search=${payment.externalId}`, DEMO_EMAILS.BLUE_HARBOR_ADMIN);
    expect(foreign.json().count).toBe(0);
    const limited = await list(`search=${payment.externalId}`, TEST_USERS.limited);
    expect(limited.json().count).toBe(0);
    expect((await t.requestAs(TEST_USERS.limited, { url: `${DISPUTES}/${dispute.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.requestAs(DEMO_EMAILS.BLUE_HARBOR_ADMIN, { url: `${DISPUTES}/${dispute.id}` })).statusCode,
    ).toBe(404);
    expect((await list('', DEMO_EMAILS.ACME)).statusCode).toBe(403);
    expect((await list('', TEST_USERS.bareTenant)).statusCode).toBe(403);
    const platform = await list(`search=${payment.externalId}`, DEMO_EMAILS.PLATFORM);
    expect(platform.json().count).toBe(1);
  });
});

describe('GET dispute/disputes/{id}', () => {
  it('answers the payment, the chargeback, the opening reason and the history', async () => {
    const { payment, dispute } = await openDispute(t, ADMIN, {
      reason: 'Cardholder says not received',
      disputeCode: '13.1',
    });
    const response = await t.requestAs(ADMIN, { url: `${DISPUTES}/${dispute.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dispute).toMatchObject({
      id: dispute.id,
      status: 'Open',
      merchantId: demoMerchant('acme').id,
    });
    expect(body.openingReason).toBe('Cardholder says not received');
    expect(body.payment).toMatchObject({ id: payment.id, hasOpenDispute: true });
    expect(body.chargeback).toMatchObject({
      id: dispute.chargebackId,
      type: 'Chargeback',
      status: 'Pending',
    });
    expect(body.history).toEqual([
      expect.objectContaining({
        action: 'Opened',
        status: 'Open',
        note: 'Cardholder says not received',
        actorEmail: ADMIN,
      }),
    ]);
    expect(body.availableActions).toEqual(['submitEvidence', 'accept']);
    const inTest = await t.requestAs(ADMIN, { url: `${DISPUTES}/${dispute.id}`, headers: { mode: 'Test' } });
    expect(inTest.json().availableActions).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.requestAs(ADMIN, { url: `${DISPUTES}/00000000-0000-4000-8000-000000000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Dispute not found');
    expect((await t.requestAs(ADMIN, { url: `${DISPUTES}/nope` })).statusCode).toBe(400);
  });
});
