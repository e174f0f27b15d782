import { TRANSACTION_ACTION_MESSAGES as M } from '@paydesk/contracts/transactions/transaction.model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMerchant } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { actAs, addPayment, CRM, MERCHANT } from '../transactions/actions/transaction-actions.test-support';

/**
 * The bounds of a payout (payout-limits.ts): what its payment has left, and the merchant's limits
 * per payout and per UTC day, at the request and again at the approval. Each test pays out in a
 * currency of its own, so the demo data's payouts and the other tests' never count in its sums.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
const ACME = demoMerchant('acme').id;

function requestPayout(paymentId: string, amount: number, email: string = ADMIN) {
  const base = email === DEMO_EMAILS.ACME ? MERCHANT : CRM;
  return actAs(t, email, { url: `${base}/${paymentId}/payouts`, body: { amount } });
}

async function payoutFrom(currency: string, amount: number, captured = amount) {
  const payment = await addPayment(t, { currency, amount: captured });
  const response = await requestPayout(payment.id, amount);
  expect(response.statusCode).toBe(200);
  return response.json().created.id as string;
}

function setMerchantLimits(currency: string, perPayout: number | null, perDay: number | null) {
  return t.requestAs(ADMIN, {
    method: 'PUT',
    url: `/api/crm/merchants/${ACME}/payout-limits`,
    payload: { limits: [{ currency, perPayout, perDay }] },
  });
}

const approve = (payoutId: string) =>
  actAs(t, ADMIN, { method: 'PUT', url: `${CRM}/${payoutId}/payout-approve` });

describe('what the payment has left', () => {
  it('refuses payouts of 1,000,000.00 on a captured 100.00 payment (the audit finding)', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    for (const _ of [1, 2]) {
      const response = await requestPayout(payment.id, 100_000_000, DEMO_EMAILS.ACME);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'ACTION_REFUSED', message: M.payoutAmount });
    }
  });

  it('counts refunds and earlier payouts (waiting or paid), not declined or cancelled ones', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const first = await requestPayout(payment.id, 6_000);
    expect(first.statusCode).toBe(200);
    expect((await requestPayout(payment.id, 4_001)).json().error.message).toBe(M.payoutAmount);
    await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: { amount: 1_000 } });
    expect((await requestPayout(payment.id, 3_001)).statusCode).toBe(409);
    await actAs(t, ADMIN, { method: 'PUT', url: `${CRM}/cancel-payout/${first.json().created.id}` });
    expect((await requestPayout(payment.id, 9_000)).statusCode).toBe(200);
  });

  it('refuses an approval its payment no longer has room for (refunded meanwhile)', async () => {
    const payment = await addPayment(t, { amount: 10_000 });
    const payout = await requestPayout(payment.id, 8_000);
    await actAs(t, ADMIN, { url: `${CRM}/${payment.id}/refunds`, body: { amount: 5_000 } });
    const response = await approve(payout.json().created.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'ACTION_REFUSED', message: M.payoutAmount });
  });
});

describe('limit per payout', () => {
  it('applies the built-in 10,000.00 when nobody set one', async () => {
    const payment = await addPayment(t, { currency: 'NOK', amount: 2_000_000 });
    const response = await requestPayout(payment.id, 1_000_001, DEMO_EMAILS.ACME);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'PAYOUT_LIMIT_EXCEEDED',
      message: "This payout exceeds the merchant's limit of 10.000,00 NOK per payout",
    });
    expect((await requestPayout(payment.id, 1_000_000)).statusCode).toBe(200);
  });

  it("takes the merchant's own limit, else the tenant's default, field by field", async () => {
    const payment = await addPayment(t, { currency: 'CZK', amount: 1_000_000 });
    const tenantDefault = await t.requestAs(ADMIN, {
      method: 'PUT',
      url: '/api/crm/payout-limits',
      payload: { limits: [{ currency: 'CZK', perPayout: 50_000, perDay: null }] },
    });
    expect(tenantDefault.statusCode).toBe(200);
    const refused = await requestPayout(payment.id, 60_000);
    expect(refused.json().error.message).toBe(
      "This payout exceeds the merchant's limit of 500,00 CZK per payout",
    );
    expect((await setMerchantLimits('CZK', 70_000, null)).statusCode).toBe(200);
    expect((await requestPayout(payment.id, 60_000)).statusCode).toBe(200);
  });

  it("formats the limit in the currency's decimal places", async () => {
    const payment = await addPayment(t, { currency: 'ISK', amount: 50_000 });
    const response = await requestPayout(payment.id, 10_001);
    expect(response.json().error.message).toBe(
      "This payout exceeds the merchant's limit of 10.000 ISK per payout",
    );
  });
});

describe('daily limit', () => {
  it('sums the UTC day of waiting and successful payouts and says what is left', async () => {
    expect((await setMerchantLimits('DKK', null, 2_000_000)).statusCode).toBe(200);
    const first = await payoutFrom('DKK', 800_000);
    await payoutFrom('DKK', 800_000);
    const payment = await addPayment(t, { currency: 'DKK', amount: 1_000_000 });
    const refused = await requestPayout(payment.id, 500_000, DEMO_EMAILS.ACME);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'PAYOUT_DAILY_LIMIT_EXCEEDED',
      message:
        "This payout exceeds the merchant's daily payout limit of 20.000,00 DKK (4.000,00 DKK left today)",
    });
    expect((await requestPayout(payment.id, 400_000)).statusCode).toBe(200);
    // A cancelled payout leaves the day's sum.
    await actAs(t, ADMIN, { method: 'PUT', url: `${CRM}/cancel-payout/${first}` });
    expect((await requestPayout(payment.id, 500_000)).statusCode).toBe(200);
  });

  it('lets at most two of ten concurrent requests at 40% of the daily limit through', async () => {
    expect((await setMerchantLimits('AUD', null, 1_000_000)).statusCode).toBe(200);
    const payments = await Promise.all(
      Array.from({ length: 10 }, () => addPayment(t, { currency: 'AUD', amount: 500_000 })),
    );
    const answers = await Promise.all(payments.map((p) => requestPayout(p.id, 400_000)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
  });
});

describe('at the approval', () => {
  it('refuses an approval above a limit lowered since the request, one by one and in batch', async () => {
    const first = await payoutFrom('HUF', 600_000);
    const second = await payoutFrom('HUF', 600_000);
    expect((await setMerchantLimits('HUF', null, 1_000_000)).statusCode).toBe(200);
    expect((await approve(first)).json().transaction.status).toBe('Successful');
    const refused = await approve(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'PAYOUT_DAILY_LIMIT_EXCEEDED',
      message:
        "This payout exceeds the merchant's daily payout limit of 10.000,00 HUF (4.000,00 HUF left today)",
    });
    const batch = await actAs(t, ADMIN, { url: `${CRM}/payout/approvals`, body: { transactions: [second] } });
    expect(batch.json().results).toEqual([
      {
        transactionId: second,
        outcome: 'Refused',
        message: refused.json().error.message,
        status: 'WaitingForApproval',
      },
    ]);
    expect((await setMerchantLimits('HUF', 500_000, null)).statusCode).toBe(200);
    expect((await approve(second)).json().error).toEqual({
      code: 'PAYOUT_LIMIT_EXCEEDED',
      message: "This payout exceeds the merchant's limit of 5.000,00 HUF per payout",
    });
    expect((await setMerchantLimits('HUF', null, null)).statusCode).toBe(200);
    expect((await approve(second)).json().transaction.status).toBe('Successful');
  });

  it('lets at most two of five concurrent approvals at 40% of the daily limit through', async () => {
    const payouts = [];
    for (let i = 0; i < 5; i += 1) payouts.push(await payoutFrom('CAD', 400_000));
    expect((await setMerchantLimits('CAD', null, 1_000_000)).statusCode).toBe(200);
    const answers = await Promise.all(payouts.map((id) => approve(id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
  });
});
