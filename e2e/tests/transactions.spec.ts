import type { Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { signedInPage } from './sign-in';

/**
 * Issue 6 through the real portal: a merchant finds a payment in the lookup, opens it and refunds
 * part of it (the amount typed in the spec §9 format, sent once); tenant staff find it in their
 * lookup, see the refund among its related transactions and keep a saved filter; the lookup never
 * shows another tenant's payment. Demo rows: apps/server/src/seed/demo-transaction-ids.ts.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const CAPTURED = 'ACME-DEMO-0001';
const OTHER_TENANT = 'SST-DEMO-0001';

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

function row(page: Page, externalId: string) {
  return page.getByRole('row', { name: `Open transaction ${externalId}` });
}

test('a merchant refunds part of a payment and tenant staff see the refund', async ({ browser }) => {
  // 1. The merchant finds the payment and opens it.
  const merchant = await signedInPage(browser, 'merchant.admin@acme.test', { acceptDownloads: true });
  await merchant.goto('/merchant/transaction-management/transaction-lookup');
  await expect(merchant.getByRole('heading', { name: 'Transaction lookup' })).toBeVisible();
  await search(merchant, CAPTURED);
  await expect(row(merchant, CAPTURED)).toBeVisible();
  // The amount in spec §9's format; the card masked to its first 6 and last 4 digits.
  await expect(row(merchant, CAPTURED)).toContainText('125,00 EUR');
  await expect(row(merchant, CAPTURED)).toContainText(/\d{6}\*{6}\d{4}/);
  await row(merchant, CAPTURED).click();
  await expect(merchant.getByRole('heading', { name: `Transaction ${CAPTURED}` })).toBeVisible();

  // 2. Refund 10,00 EUR of it (spec §9 format: comma decimals).
  await merchant.getByRole('button', { name: 'Actions' }).click();
  await merchant.getByRole('menuitem', { name: 'Refund', exact: true }).click();
  const dialog = merchant.getByRole('dialog', { name: `Refund ${CAPTURED}` });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: /Amount/ });
  await amount.fill('10,00');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(merchant.getByText('Refund of 10,00 EUR sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // 3. The refund is among the related transactions.
  await merchant.getByRole('tab', { name: 'Related' }).click();
  await expect(merchant.getByRole('tabpanel').getByText('Refund', { exact: true }).first()).toBeVisible();

  // 4. Tenant staff find the same payment, partially refunded, and not another tenant's.
  const tenant = await signedInPage(browser, 'tenant.admin@northwind.test', { acceptDownloads: true });
  await tenant.goto('/transaction-management/transaction-lookup');
  await search(tenant, CAPTURED);
  await expect(row(tenant, CAPTURED)).toContainText('Partially refunded');
  await search(tenant, OTHER_TENANT);
  await expect(tenant.getByText('No transactions match these filters')).toBeVisible();

  // 5. A saved filter: saved, then deleted (spec §8 texts).
  await tenant.goto('/transaction-management/transaction-lookup?status=Captured');
  const name = `Captured today ${run}`;
  await tenant.getByRole('button', { name: 'Save as new' }).click();
  const save = tenant.getByRole('dialog', { name: 'Save the current filter' });
  await save.getByRole('textbox', { name: 'Name' }).fill(name);
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tenant.getByText('Filter saved successfully')).toBeVisible();
  await tenant.getByRole('button', { name: 'Delete', exact: true }).click();
  await tenant
    .getByRole('dialog', { name: 'Delete saved filter' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(tenant.getByText('Filter deleted successfully')).toBeVisible();

  // 6. The CSV export downloads a zip.
  const download = tenant.waitForEvent('download');
  await tenant.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^transactions-.*\.zip$/);
});
