import { expect, test } from './portal-test';
import { signedInPage } from './sign-in';

/**
 * Issue 6 "Bulk updates and exports run as persistent jobs with progress shown in the UI", through
 * the real portal and the server's worker: a merchant runs a bulk "check status" on a selection of
 * the lookup and watches the job finish; platform staff request a bulk update of a pasted list and
 * see its outcome per row in the history; tenant staff export the lookup as a job and get the zip.
 * Nothing here changes a demo transaction (check status has no effect on money; the bulk update
 * names transactions that do not exist), so the other journeys keep their demo data.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const CAPTURED = 'ACME-DEMO-0001';

test('a merchant runs a bulk check status on a lookup selection and sees the job finish', async ({
  browser,
}) => {
  const merchant = await signedInPage(browser, 'merchant.admin@acme.test', { acceptDownloads: true });
  await merchant.goto('/merchant/transaction-management/transaction-lookup');
  const search = merchant.getByRole('searchbox', { name: 'Search' });
  await search.fill(CAPTURED);
  await search.press('Enter');
  await expect(merchant.getByRole('row', { name: `Open transaction ${CAPTURED}` })).toBeVisible();

  await merchant.getByRole('checkbox', { name: `Select transaction ${CAPTURED}` }).check();
  await expect(merchant.getByText('1 selected')).toBeVisible();
  await merchant.getByRole('button', { name: 'Bulk action (1)' }).click();
  await merchant.getByRole('menuitem', { name: 'Check status' }).click();
  const dialog = merchant.getByRole('dialog', { name: 'Check status: 1 transaction' });
  await dialog.getByRole('button', { name: 'Start' }).click();

  // The job opens on the bulk actions screen and its progress moves until it has finished.
  await expect(merchant).toHaveURL(/\/merchant\/transaction-management\/bulk-actions-lookup\?jobId=/);
  await expect(merchant.getByRole('heading', { name: /^Job of/ })).toBeVisible();
  await expect(merchant.getByText('1 of 1 (100 %)')).toBeVisible({ timeout: 30_000 });
  await expect(merchant.getByText('Completed', { exact: true })).toBeVisible();
  // A selection submits transaction ids; the item still names the transaction by its external id
  // (docs/transaction-jobs.md) and links to its details.
  const items = merchant.getByRole('table', { name: 'Transactions of the job' });
  const item = items.getByRole('row', { name: /^1 .* Applied Captured/ });
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: CAPTURED }).click();
  await expect(merchant.getByRole('heading', { name: `Transaction ${CAPTURED}` })).toBeVisible();
  await merchant.goBack();

  // It is listed with the merchant's other bulk actions.
  await merchant.getByRole('link', { name: 'All jobs' }).click();
  await expect(merchant.getByRole('table', { name: 'Jobs' }).getByText('Check status').first()).toBeVisible();
});

test('platform staff request a bulk update and see each row outcome in the history', async ({ browser }) => {
  const platform = await signedInPage(browser, 'platform.admin@paydesk.test', { acceptDownloads: true });
  await platform.goto('/platform/transaction-management/transaction-bulk-update-request');
  await expect(platform.getByRole('heading', { name: 'Transaction bulk update request' })).toBeVisible();
  await platform.getByRole('button', { name: 'Paste a list' }).click();
  await platform
    .getByRole('textbox', { name: 'Transaction ids or external ids' })
    .fill(`E2E-MISSING-${run}-1\nE2E-MISSING-${run}-2`);
  await platform.getByRole('combobox', { name: 'Change to' }).selectOption('Approve');
  await platform.getByRole('textbox', { name: 'Comment' }).fill(`e2e ${run}`);
  await platform.getByRole('button', { name: 'Review' }).click();

  const confirm = platform.getByRole('dialog', { name: 'Confirm the bulk update' });
  await expect(confirm.getByText('2 transactions will be changed to Approve.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit' }).click();

  await expect(platform).toHaveURL(/transaction-bulk-update-history\?jobId=/);
  await expect(platform.getByText('Completed with errors')).toBeVisible({ timeout: 30_000 });
  await expect(platform.getByText('0 applied, 0 refused, 2 not found, 0 failed, 0 skipped')).toBeVisible();
  const items = platform.getByRole('table', { name: 'Transactions of the job' });
  await expect(items.getByText(`E2E-MISSING-${run}-1`)).toBeVisible();
  await expect(items.getByText('Not found').first()).toBeVisible();

  await platform.getByRole('link', { name: 'All jobs' }).click();
  await platform.getByRole('combobox', { name: 'Status' }).selectOption('CompletedWithErrors');
  await expect(
    platform.getByRole('table', { name: 'Jobs' }).getByText('Completed with errors').first(),
  ).toBeVisible();
});

test('tenant staff export the lookup as a job and get the zip', async ({ browser }) => {
  const tenant = await signedInPage(browser, 'tenant.admin@northwind.test', { acceptDownloads: true });
  await tenant.goto('/transaction-management/transaction-lookup');
  await expect(tenant.getByRole('heading', { name: 'Transaction lookup' })).toBeVisible();
  const download = tenant.waitForEvent('download', { timeout: 60_000 });
  await tenant.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d{6}\.zip$/);
  await expect(tenant.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});
