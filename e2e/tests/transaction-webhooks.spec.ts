import { expect, test } from './portal-test';
import { openSignedInAndWait } from './sign-in';

/**
 * Issue 6's maintenance calls through the real portal: tenant staff open a demo payment, see the
 * merchant's webhook endpoint and resend an event's webhook (a confirm, then a toast and a queued
 * delivery), read its BIN data and its allocation to an external organisation. Demo rows:
 * apps/server/src/modules/transactions/transaction-maintenance-demo.ts (seeded after the demo
 * transactions) and apps/server/src/seed/demo-transaction-ids.ts.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CAPTURED = 'ACME-DEMO-0001';

test('tenant staff resend a webhook and see the BIN data and relationships of a payment', async ({
  page,
}) => {
  await openSignedInAndWait(page, 'tenant.admin@northwind.test');
  await page.goto('/transaction-management/transaction-lookup');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(CAPTURED);
  await box.press('Enter');
  await page.getByRole('row', { name: `Open transaction ${CAPTURED}` }).click();
  await expect(page.getByRole('heading', { name: `Transaction ${CAPTURED}` })).toBeVisible();

  // The BIN data, from the Details tab (first six digits only).
  await page.getByRole('button', { name: 'BIN data' }).click();
  const bin = page.getByRole('dialog', { name: /^BIN data of card \d{6}$/ });
  await expect(bin.getByText('As the processor sent it')).toBeVisible();
  await bin.getByRole('button', { name: 'Close' }).click();

  // Webhooks: Acme's endpoint (the tests' receiver, playwright.config.ts), and a resend of the first event.
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page.getByText(`${process.env.E2E_WEBHOOK_SINK_URL}/hooks`)).toBeVisible();
  await page
    .getByRole('button', { name: /^Resend the webhook of the / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Resend the webhook' });
  await dialog.getByRole('button', { name: 'Resend', exact: true }).click();
  // A run against a database where an earlier run's delivery is still retrying is refused (409):
  // one delivery of an event at a time. Either way the delivery is listed.
  await expect(
    page
      .getByText('The webhook is queued for delivery')
      .or(dialog.getByText('A delivery of this event is already under way')),
  ).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('table', { name: 'Deliveries' }).getByRole('row')).not.toHaveCount(0);

  // Relationships: the demo allocation to an external organisation.
  await page.getByRole('tab', { name: 'Relationships' }).click();
  await expect(page.getByText('ACME-ERP-0042')).toBeVisible();
});
