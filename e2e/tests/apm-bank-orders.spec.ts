import { expect, test } from './portal-test';
import { openSignedIn, openSignedInAndWait } from './sign-in';

/**
 * Issue 6's APM lookup and bank-order uploads through the real portal, as Northwind's tenant admin.
 * The demo seed has APM payments (iDEAL, PayPal, Klarna, SEPA direct debit) over the last 90 days;
 * bank orders are uploaded here with references unique to the run (a reference pays once per tenant).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('tenant staff look up APM transactions and open one', async ({ page }) => {
  await openSignedInAndWait(page, 'tenant.admin@northwind.test');
  // The start date cleared (an empty startDate): every demo day, not only today.
  await page.goto('/transaction-management/transaction-lookup-apm?startDate=');
  await expect(page.getByRole('heading', { name: 'APM transaction lookup' })).toBeVisible();
  const table = page.getByRole('table', { name: 'APM transactions' });
  const rows = table.getByRole('row', { name: /^Open transaction / });
  await expect(rows.first()).toBeVisible();
  // Only APM types show in the APM type column.
  await expect(
    table.getByRole('cell', { name: /^(Bank redirect|Direct debit|E-wallet|Buy now, pay later)$/ }).first(),
  ).toBeVisible();
  await rows.first().click();
  await expect(page.getByRole('heading', { name: /^Transaction / })).toBeVisible();
});

test('tenant staff upload a bank order, see row errors of a bad file, and open the order', async ({
  page,
}) => {
  const run = Date.now().toString(36).toUpperCase();
  await openSignedIn(page, 'tenant.admin@northwind.test');
  await page.goto('/transaction-management/bank-order-uploads');
  await expect(page.getByRole('heading', { name: 'Bank order uploads' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Bank name' }).fill('Northwind Bank');
  await page.getByRole('textbox', { name: 'Account number' }).fill('DE89 3704 0044 0532 0130 00');

  const header = 'beneficiary_name,beneficiary_iban,amount,currency,reference';
  // A bad IBAN check digit on row 3: the whole file is refused, naming the row.
  await page.getByLabel('CSV file').setInputFiles({
    name: `bad-${run}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\nAda Lovelace,DE89370400440532013000,10.00,EUR,E2E-${run}-1\nBob,DE89370400440532013001,5,EUR,E2E-${run}-2\n`,
    ),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('The file has errors: nothing was uploaded')).toBeVisible();
  await expect(
    page.getByText('Row 3, beneficiary_iban: The IBAN check digits do not match: check the number'),
  ).toBeVisible();

  const fileName = `orders-${run}.csv`;
  await page.getByLabel('CSV file').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\nAda Lovelace,DE89370400440532013000,1250.50,EUR,E2E-${run}-1\n"Smith, John",GB82WEST12345698765432,99.50,EUR,E2E-${run}-2\n`,
    ),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Order uploaded: 2 payments')).toBeVisible();

  const row = page.getByRole('row', { name: `Open order ${fileName}` });
  await expect(row).toContainText('****3000');
  await expect(row).toContainText('1.350,00 EUR');
  await row.click();
  const dialog = page.getByRole('dialog', { name: `Order ${fileName}` });
  await expect(dialog.getByRole('table', { name: 'Payments of the order' })).toContainText('Smith, John');
  await expect(
    dialog.getByText('Sending orders to the bank is not available in this version yet', { exact: false }),
  ).toBeVisible();
});
