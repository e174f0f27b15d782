import { readFile } from 'node:fs/promises';
import { expect, test } from './portal-test';
import { signedInPage } from './sign-in';

/**
 * Reports (issue 19; docs/reports.md, docs/report-tool.md, docs/transactions-daily.md), read-only
 * over the demo data:
 * - a merchant opens the transactions summary, filters by currency and exports the CSV, which
 *   holds the rows on screen;
 * - an operator opens the report pop-up tool and sees the data the report sent it;
 * - a merchant downloads a transactions daily file the nightly job wrote (the main server checks
 *   every few seconds: playwright.config.ts), whose rows are the day's transactions.
 */

test('a merchant filters the transactions summary by currency and exports the rows on screen', async ({
  browser,
}) => {
  const merchant = await signedInPage(browser, 'merchant.admin@acme.test', {
    startPath: '/reports/transactions-summary',
    acceptDownloads: true,
  });
  await expect(merchant.getByRole('heading', { level: 1, name: 'Transactions summary' })).toBeVisible();
  await merchant.getByRole('combobox', { name: 'Currency' }).click();
  await merchant.getByRole('option', { name: /^EUR/ }).click();
  await merchant.keyboard.press('Escape');
  await expect(merchant).toHaveURL(/currency=EUR/);

  const table = merchant.getByRole('table', { name: 'Transactions by currency' });
  const rows = table.getByRole('row').filter({ hasNot: merchant.getByRole('columnheader') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('EUR');
  const count = ((await rows.first().getByRole('cell').nth(1).textContent()) ?? '').replace(/\D/g, '');
  expect(Number(count)).toBeGreaterThan(0);

  const download = merchant.waitForEvent('download');
  await merchant.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('transactions-summary.csv');
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const currencyLines = csv.split(/\r?\n/).filter((line) => line.startsWith('Currency,'));
  expect(currencyLines).toHaveLength(1);
  expect(currencyLines[0]).toContain('EUR');
  expect(currencyLines[0]).toContain(`,${count},`);
});

test('an operator opens the report tool, which receives the data and shows it', async ({ browser }) => {
  const tenant = await signedInPage(browser, 'tenant.admin@northwind.test', {
    startPath: '/crm/reports/data-analytics',
  });
  await expect(tenant.getByRole('heading', { level: 1, name: 'Data analytics' })).toBeVisible();
  const open = tenant.getByRole('button', { name: 'Open the report tool' });
  await expect(open).toBeEnabled({ timeout: 20_000 });
  const popupOpened = tenant.waitForEvent('popup');
  await open.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { level: 1, name: 'Report tool' })).toBeVisible();
  // The data comes 1 s after the pop-up says it is open, sealed, with a one-use token.
  const groups = popup.getByRole('table', { name: 'Groups' });
  await expect(groups).toBeVisible({ timeout: 15_000 });
  await expect(groups.getByRole('row').nth(1)).toBeVisible();
  await expect(popup.getByText('AUTHENTICATION FAILED')).toHaveCount(0);
  await expect(tenant.getByText('The report tool is open and has the data of these filters.')).toBeVisible();
  await popup.getByRole('combobox', { name: 'Group by' }).selectOption({ label: 'Currency' });
  await expect(groups.getByRole('columnheader', { name: 'Currency' })).toBeVisible();
  await popup.close();
});

test("a merchant downloads a transactions daily file of the nightly job, one of its days' transactions", async ({
  browser,
}) => {
  const merchant = await signedInPage(browser, 'merchant.admin@acme.test', {
    startPath: '/reports/transactions-daily',
    acceptDownloads: true,
  });
  await expect(merchant.getByRole('heading', { level: 1, name: 'Transactions daily' })).toBeVisible();
  const files = merchant.getByRole('table', { name: 'Daily files' });
  // The job's first pass runs a few seconds after the server started; a reload shows its files.
  await expect(async () => {
    await merchant.reload();
    await expect(files.getByRole('button', { name: /^Download transactions-daily-/ }).first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  const first = files.getByRole('row').nth(1);
  const transactions = Number(
    ((await first.getByRole('cell').nth(2).textContent()) ?? '').replace(/\D/g, ''),
  );
  const download = merchant.waitForEvent('download');
  await first.getByRole('button', { name: /^Download transactions-daily-/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions-daily-\d{4}-\d{2}-\d{2}-Live-[0-9a-f-]{36}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines.length - 1).toBe(transactions);
});
