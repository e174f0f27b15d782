import type { Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { signedInPage } from './sign-in';

/**
 * Issue 6 through the real portal: a merchant takes a card payment on the virtual terminal (approved,
 * then a declined one with its reason) and opens the transaction it made; tenant staff respond to an
 * open dispute of the demo data (evidence, then the decision). docs/disputes-and-virtual-terminal.md.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36).toUpperCase();

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

function nextYear(): string {
  return String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
}

async function keyIn(page: Page, amount: string, reference: string) {
  await choose(page, 'Website', /Acme/);
  await choose(page, 'Currency', 'EUR');
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear()}`);
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Cardholder name').fill('Jane Cardholder');
  await page.getByLabel('Customer e-mail').fill('jane@example.test');
  await page.getByLabel('Order reference').fill(reference);
  await page.getByRole('button', { name: 'Take payment' }).click();
  // Acme is LiveEnabled and a fresh browser has chosen no mode, so the payment is Live: the portal
  // asks first, naming the amount, the card by brand and last four digits only, and the mode.
  const confirm = page.getByRole('alertdialog', { name: 'Take a live payment?' });
  await expect(confirm).toContainText(`Amount: ${amount} EUR`);
  await expect(confirm).toContainText('Card: Visa ending in 1111');
  await expect(confirm).toContainText('Mode: Live');
  await expect(confirm).not.toContainText('4111 1111 1111 1111');
  await confirm.getByRole('button', { name: 'Take live payment' }).click();
}

test('a merchant takes a card payment on the virtual terminal', async ({ browser }) => {
  const page = await signedInPage(browser, 'merchant.admin@acme.test');
  await page.goto('/merchant/transaction-management/virtual-terminal');
  await expect(page.getByRole('heading', { name: 'Virtual terminal' })).toBeVisible();

  // The form refuses a card that fails the Luhn check before anything is sent.
  await page.getByLabel('Card number').fill('4111 1111 1111 1112');
  await page.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Enter a valid card number')).toBeVisible();

  const approved = `E2E-VT-${run}`;
  await keyIn(page, '12,50', approved);
  await expect(page.getByText('Payment captured')).toBeVisible();
  await expect(page.getByText('411111******1111')).toBeVisible();
  // The card number is in no URL.
  expect(page.url()).not.toContain('4111111111111111');
  await page.getByRole('link', { name: 'Open the transaction' }).click();
  await expect(page.getByRole('heading', { name: `Transaction ${approved}` })).toBeVisible();

  // A declined payment (the simulator declines amounts ending in 51) says why.
  await page.goto('/merchant/transaction-management/virtual-terminal');
  await keyIn(page, '10,51', `E2E-VT-D-${run}`);
  await expect(page.getByText('Payment declined')).toBeVisible();
  await expect(page.getByText('Reason: Insufficient funds (code 51)')).toBeVisible();
  await page.getByRole('button', { name: 'New payment' }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('');
});

test('tenant staff submit evidence on an open dispute and record the decision', async ({ browser }) => {
  const page = await signedInPage(browser, 'tenant.admin@northwind.test');
  await page.goto('/transaction-management/disputes/disputes-lookup?status=Open');
  await expect(page.getByRole('heading', { name: 'Disputes' })).toBeVisible();
  const open = page.getByRole('button', { name: /^Open dispute of / }).first();
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/dispute=/);

  await page.getByRole('button', { name: 'Submit evidence' }).click();
  const evidence = page.getByRole('dialog', { name: 'Submit evidence' });
  await evidence.getByLabel('Evidence').fill('Signed proof of delivery, courier reference 4471');
  await evidence.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Evidence submitted; the dispute is under review')).toBeVisible();
  await expect(page.getByText(/Evidence submitted by tenant.admin@northwind.test/)).toBeVisible();

  await page.getByRole('button', { name: 'Record decision' }).click();
  const decision = page.getByRole('dialog', { name: 'Record decision' });
  await decision.getByLabel('Won: the hold goes back to the merchant').check();
  await decision.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Decision recorded')).toBeVisible();
  await expect(page.getByText(/No step is open/)).toBeVisible();
});
