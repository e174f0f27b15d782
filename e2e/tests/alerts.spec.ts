import type { Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { accessTokenOf, signedInPage } from './sign-in';

/**
 * Alerts (issue 19, docs/alerts.md): a tenant admin sets a decline ratio rule on Acme; a burst of
 * declined payments fires it within two evaluation cycles (the main server evaluates every 3 s and
 * folds the rollups every 2 s: playwright.config.ts), the alert reaches the tenant admin's bell, the
 * alerts report shows it firing and it is acknowledged once, and the tenant's dashboard lists it. The rule is deleted at the end, which
 * resolves the alert, so later specs' declines raise nothing.
 */

const run = Date.now().toString(36).toUpperCase();
const RULE = `Acme decline burst ${run}`;
/** The simulator declines this amount ('Insufficient funds'). */
const DECLINED_AMOUNT = '10.51';

/** Takes `count` declined card payments for the signed-in merchant, through the virtual terminal's call. */
async function declinePayments(merchant: Page, count: number): Promise<void> {
  const token = await accessTokenOf(merchant);
  const outcomes = await merchant.evaluate(
    async ({ token, count, amount }) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', mode: 'Live' };
      const options = await fetch('/api/transactions/virtual-terminal/options', { headers });
      const { websites } = (await options.json()) as { websites: { id: string }[] };
      const next = new Date();
      const expiry = `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String((next.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
      const results: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const response = await fetch('/api/transactions/virtual-terminal', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            websiteId: websites[0]?.id,
            amount,
            currency: 'EUR',
            cardNumber: '4111 1111 1111 1111',
            expiry,
            cvc: '737',
            cardholderName: 'Burst Cardholder',
            customerEmail: 'burst@example.test',
            orderReference: `BURST-${i}-${Date.now()}`,
            description: 'Decline burst',
            captureMode: 'Sale',
          }),
        });
        results.push(
          response.ok ? ((await response.json()) as { outcome: string }).outcome : `${response.status}`,
        );
      }
      return results;
    },
    { token, count, amount: DECLINED_AMOUNT },
  );
  expect(outcomes).toEqual(Array(count).fill('Declined'));
}

/** The rule form's metric, comparator and mode are native selects. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test('a burst of declines fires a decline ratio rule: the alert reaches the bell and is acknowledged once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tenant = await signedInPage(browser, 'tenant.admin@northwind.test', {
    startPath: '/crm/settings/alerts/decline-pending-ratio',
  });
  await expect(
    tenant.getByRole('heading', { level: 1, name: 'Decline and pending ratio alerts' }),
  ).toBeVisible();
  await tenant.getByRole('button', { name: 'Add rule' }).click();
  const form = tenant.getByRole('dialog', { name: 'Add an alert rule' });
  await form.getByLabel('Name').fill(RULE);
  await choose(tenant, 'Metric', 'Decline ratio');
  await choose(tenant, 'Comparator', 'Above');
  await form.getByLabel(/^Threshold/).fill('50');
  await form.getByLabel('Window (minutes)').fill('5');
  await form.getByLabel('Minimum sample').fill('4');
  await form.getByLabel('Pending for (minutes)').fill('0');
  await form.getByLabel('Cooldown (minutes)').fill('0');
  await form.getByRole('combobox', { name: 'Merchant' }).fill('Acme');
  await tenant.getByRole('option', { name: /^Acme/ }).first().click();
  await form.getByRole('checkbox', { name: 'In-app notification' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = tenant.getByRole('row').filter({ hasText: RULE });
  await expect(row).toBeVisible();

  // Under the minimum sample nothing fires; the burst takes the window past it.
  const merchant = await signedInPage(browser, 'merchant.admin@acme.test');
  await declinePayments(merchant, 6);

  // The bell: TransactionVelocityAlert, within two evaluation cycles once the rollup holds the burst.
  const bell = tenant.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/, { timeout: 30_000 });
  await bell.click();
  const panel = tenant.getByRole('dialog', { name: 'Notifications' });
  const notification = panel.getByText(/Decline ratio above 50/).first();
  await expect(notification).toBeVisible();
  await notification.click();

  // The notification opens the alert in the alerts report.
  await expect(tenant).toHaveURL(/\/crm\/reports\/alerts\?alert=/);
  const details = tenant.getByRole('dialog', { name: `Alert of ${RULE}` });
  await expect(details).toBeVisible();
  await expect(details.getByText('Firing')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  const alertRow = tenant.getByRole('row').filter({ hasText: RULE });
  await expect(alertRow.getByText('Firing')).toBeVisible();
  await alertRow.getByRole('button', { name: /^Acknowledge the alert of/ }).click();
  await expect(tenant.getByText(`The alert of ${RULE} for Acme`, { exact: false }).first()).toBeVisible();
  await expect(alertRow.getByRole('button', { name: /^Acknowledge the alert of/ })).toHaveCount(0);

  // The tenant's default dashboard lists it, newest first, in its Alerts table (/tenant/alerts).
  await tenant.goto('/crm/dashboard');
  await expect(tenant.getByRole('table', { name: 'Alerts' }).getByText(RULE)).toBeVisible({
    timeout: 20_000,
  });

  // Deleting the rule resolves its alert, which stays in the report.
  await tenant.goto('/crm/settings/alerts/decline-pending-ratio');
  await tenant.getByRole('button', { name: `Delete ${RULE}` }).click();
  await tenant
    .getByRole('alertdialog', { name: 'Delete the rule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(tenant.getByRole('row').filter({ hasText: RULE })).toHaveCount(0);
  await tenant.goto('/crm/reports/alerts');
  await expect(tenant.getByRole('row').filter({ hasText: RULE }).getByText('Resolved')).toBeVisible();
});
