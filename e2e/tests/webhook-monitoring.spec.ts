import { expect, test } from './portal-test';
import { openSignedIn } from './sign-in';

/**
 * Issue 19's webhook monitoring through the real portal and the real dispatcher: Acme's endpoint is
 * the tests' receiver (webhook-sink.mjs). While it answers 503 a resent event fails its first
 * attempt and its retry 5 s later, and the destinations status says so; once it answers 200 again,
 * a bulk resend of that delivery brings its waiting retry forward, and the event arrives once: one
 * delivery, three attempts, the last one answered 200.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const SINK = process.env.E2E_WEBHOOK_SINK_URL ?? '';
const PAYMENT = 'ACME-DEMO-0005';

async function answerWith(status: number): Promise<void> {
  const response = await fetch(`${SINK}/answer?status=${status}`, { method: 'PUT' });
  expect(response.status).toBe(204);
}

test.afterAll(async () => {
  await answerWith(200);
});

test('a failing endpoint turns Not delivering, and a bulk resend delivers its event once', async ({
  page,
}) => {
  await answerWith(503);
  await openSignedIn(page, 'tenant.admin@northwind.test');
  await page.goto('/transaction-management/transaction-lookup');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(PAYMENT);
  await box.press('Enter');
  await page.getByRole('row', { name: `Open transaction ${PAYMENT}` }).click();
  await expect(page.getByRole('heading', { name: `Transaction ${PAYMENT}` })).toBeVisible();
  const transactionId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page
    .getByRole('button', { name: /^Resend the webhook of the / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Resend the webhook' });
  await dialog.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(page.getByText('The webhook is queued for delivery')).toBeVisible();

  // The first attempt (the dispatcher passes every 5 s) and its retry 5 s later both meet the 503;
  // the next retry waits 5 minutes.
  const report = `/crm/reports/webhookreport?transaction=${transactionId}`;
  const deliveries = page.getByRole('table', { name: 'Webhook deliveries' });
  await expect(async () => {
    await page.goto(report);
    await expect(deliveries.getByRole('cell', { name: '2 of 8' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(deliveries.getByRole('cell', { name: '503' }).first()).toBeVisible();

  await page.goto('/crm/reports/webhooks-destinations/status');
  await expect(page.getByRole('heading', { name: 'Webhook destinations status' })).toBeVisible();
  const acme = page
    .getByRole('table', { name: 'Webhook endpoints' })
    .getByRole('row', { name: /Acme Retail/ });
  await expect(acme.getByText('Not delivering')).toBeVisible();

  // The merchant's endpoint works again: resend the failed delivery in bulk. What arrives from now
  // on is this resend's (the main specs run one at a time, and nothing else is waiting to retry).
  await answerWith(200);
  const before = (await receivedHits()).length;
  await page.goto(`/crm/reports/resend-webhooks?transaction=${transactionId}`);
  await page
    .getByRole('checkbox', { name: /^Choose the delivery of / })
    .first()
    .check();
  await page.getByRole('button', { name: 'Resend selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Resend the chosen deliveries?' });
  await confirm.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(page.getByText('The resend was queued')).toBeVisible();

  // Delivered once: one delivery of the event, its three attempts, the last answered 200.
  await expect(async () => {
    await page.goto(report);
    await expect(deliveries.getByRole('cell', { name: 'Delivered', exact: true })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
  // Another dispatcher pass later, still one delivery (the resend queued no copy beside the retry).
  await page.waitForTimeout(6000);
  await page.goto(report);
  await expect(deliveries.getByRole('cell', { name: /^\d of 8$/ })).toHaveCount(1);
  await expect(deliveries.getByRole('cell', { name: '3 of 8' })).toBeVisible();
  await page.goto(`/crm/reports/webhookreportV2?transaction=${transactionId}`);
  const attempts = page.getByRole('table', { name: 'Delivery attempts' });
  await expect(attempts.getByRole('cell', { name: '503', exact: true })).toHaveCount(2);
  await expect(attempts.getByRole('cell', { name: '200', exact: true })).toHaveCount(1);
  const arrived = (await receivedHits()).slice(before);
  expect(arrived.map((hit) => hit.status)).toEqual([200]);
});

async function receivedHits(): Promise<{ webhookId: string; status: number }[]> {
  return (await (await fetch(`${SINK}/received`)).json()) as { webhookId: string; status: number }[];
}
