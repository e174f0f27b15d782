import { TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { mainMenu, signedInPage } from './sign-in';

/**
 * The merchant onboarding journey of issue 5 through the real portal, with the merchant and the
 * tenant signed in at once: pre-check form and a document, the tenant's PreCheckForm notification,
 * a proposal that is rejected and a second that is accepted, then an agreement that moves the
 * merchant to its sandbox (the Test/Live switch appears, forced to Test). New notifications reach an
 * open portal live and show a toast with 'View'.
 *
 * It runs in a project of its own (playwright.config.ts), after every other spec of the main
 * server, so Onboard Bikes starts with nothing on file and the other specs still find it boarding.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Picks an option of a searchable select (an MUI Autocomplete) by typing part of it. */
async function search(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The bell, whatever its unread count. */
function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/ });
}

/** Opens the notification panel and clicks the notification with this title. */
async function openNotification(page: Page, title: string) {
  await expect(bell(page)).toHaveAccessibleName(/unread/, { timeout: 40_000 });
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Delete all' })).toBeVisible();
  await panel.getByText(title, { exact: true }).click();
}

/** Waits for the live toast of a new notification and follows its 'View'. */
async function viewFromToast(page: Page, title: string) {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible({ timeout: 40_000 });
  await toast.getByRole('button', { name: 'View' }).click();
}

/** The boarding fees the tenant types into the proposal composer, labelled with the form's currency. */
const BOARDING_FEE_VALUES = {
  'Boarding Fee (EUR)': '250',
  'Account Configuration Fee (EUR)': '50',
  'Bank Account Setup Fee (EUR)': '25.5',
  'Monthly Minimum Fee (EUR)': '30',
  'Gateway Monthly Access (EUR)': '15',
};

async function sendOffer(tenant: Page, kind: 'proposal' | 'agreement') {
  const tab = kind === 'proposal' ? 'Proposals' : 'Agreements';
  await tenant.getByRole('tab', { name: tab }).click();
  await tenant.getByRole('button', { name: kind === 'proposal' ? 'New proposal' : 'New agreement' }).click();
  const composer = tenant.getByRole('dialog', {
    name: kind === 'proposal' ? 'New proposal' : 'New agreement',
  });
  await expect(composer).toBeVisible();
  if (kind === 'proposal') {
    await composer.getByRole('combobox', { name: 'Price book' }).click();
    await tenant.getByRole('option', { name: 'Standard price book' }).click();
    await expect(composer.getByRole('checkbox', { name: 'Card acquiring — Visa/Mastercard' })).toBeChecked();
    for (const [fee, value] of Object.entries(BOARDING_FEE_VALUES)) {
      await composer.getByRole('textbox', { name: fee, exact: true }).fill(value);
    }
  }
  await composer.getByRole('combobox', { name: 'Template' }).click();
  await tenant
    .getByRole('option', { name: kind === 'proposal' ? 'Standard proposal' : 'Merchant services agreement' })
    .click();
  await composer.getByRole('button', { name: 'Send to merchant' }).click();
  await expect(
    tenant.getByText(
      kind === 'proposal' ? 'Proposal sent to the merchant' : 'Agreement sent to the merchant',
    ),
  ).toBeVisible();
}

test('a boarding merchant and its tenant go from pre-check to sandbox', async ({ browser }) => {
  // 1. The merchant fills and submits the pre-check form.
  const merchant = await signedInPage(browser, 'merchant.new@onboard.test');
  await merchant.goto('/boarding/precheckform');
  await expect(merchant.getByRole('heading', { name: 'Pre-check form' })).toBeVisible();
  await merchant.getByRole('textbox', { name: 'Legal name' }).fill('Onboard Bikes Ltd');
  await merchant.getByRole('textbox', { name: 'Registration number' }).fill('HRB 123456');
  await search(merchant, 'Country', 'Germany', 'Germany');
  await merchant.getByRole('textbox', { name: 'Address line 1' }).fill('Radweg 12');
  await merchant.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await merchant.getByRole('textbox', { name: 'Postal code' }).fill('10115');
  await merchant.getByRole('textbox', { name: 'Website' }).fill('https://onboard-bikes.test');
  await search(merchant, 'Merchant category', 'Bicycle', 'Bicycle shops (5940)');
  await search(merchant, 'Currency', 'EUR', 'EUR · Euro');
  await merchant.getByRole('textbox', { name: 'Expected monthly volume' }).fill('25000');
  await merchant.getByRole('textbox', { name: 'Average ticket' }).fill('45.50');
  await merchant.getByRole('textbox', { name: 'Contact name' }).fill('Jo Rider');
  await merchant.getByRole('textbox', { name: 'Contact email' }).fill('jo@onboard-bikes.test');
  await merchant.getByRole('textbox', { name: 'Contact phone' }).fill('+49 30 1234567');
  await merchant.getByRole('button', { name: 'Submit for review' }).click();
  await expect(merchant.getByText('Pre-check form submitted for review')).toBeVisible();
  await expect(merchant.getByText('Submitted for review', { exact: true })).toBeVisible();

  // 2. ...and files a boarding document.
  await merchant.goto('/boarding/documents');
  const certificate = merchant.getByRole('region', { name: 'Certificate of incorporation' });
  await certificate.locator('input[type=file]').setInputFiles({
    name: 'certificate.png',
    mimeType: 'image/png',
    buffer: Buffer.from(TINY_PNG),
  });
  await expect(certificate.getByText('certificate.png')).toBeVisible();

  // 3. The tenant is notified and opens the case from the notification.
  const tenant = await signedInPage(browser, 'tenant.admin@northwind.test');
  await openNotification(tenant, 'Pre-check form submitted by Onboard Bikes Ltd');
  await expect(tenant).toHaveURL(/\/crm\/onboarding\/[0-9a-f-]{36}/);
  await expect(tenant.getByRole('heading', { name: 'Onboard Bikes Ltd' })).toBeVisible();
  await expect(tenant.getByText('HRB 123456')).toBeVisible();
  await tenant.getByRole('tab', { name: 'Documents' }).click();
  await expect(tenant.getByText('certificate.png')).toBeVisible();

  // 4. A proposal from the price book; the merchant is told live, opens it from the toast, rejects it.
  await sendOffer(tenant, 'proposal');
  await viewFromToast(merchant, 'New proposal from Northwind Payments');
  let viewer = merchant.getByRole('dialog', { name: 'Proposal', exact: true });
  await expect(viewer.getByText('Proposal version', { exact: true }).first()).toBeVisible();
  await expect(viewer.getByText('Boarding Fees', { exact: true }).first()).toBeVisible();
  await expect(viewer.getByText('Gateway Monthly Access', { exact: true }).first()).toBeVisible();
  // Each boarding fee to 2 decimals, in spec §9's currency format (comma decimal separator), followed
  // by the currency of the merchant's pre-check form.
  await expect(
    viewer.getByRole('region', { name: 'Boarding Fees' }).getByText('25,50 EUR', { exact: true }),
  ).toBeVisible();
  // A product without one of the fee types shows a slash in that column.
  await expect(viewer.getByRole('table').getByRole('cell', { name: '/', exact: true }).first()).toBeVisible();
  // Not dismissed by clicking outside.
  await merchant.mouse.click(5, 5);
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Reject' }).click();
  const reject = merchant.getByRole('dialog', { name: 'Reject proposal' });
  const save = reject.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await reject.getByRole('textbox', { name: 'Reject reason' }).fill('x');
  await reject.getByRole('textbox', { name: 'Reject reason' }).fill('');
  await expect(reject.getByText('Reject reason is required')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Reject reason' }).fill('The monthly minimum is too high');
  await save.click();
  await expect(viewer).toBeHidden();

  // 5. The tenant hears of it and sends version 2, which the merchant accepts.
  await viewFromToast(tenant, 'Onboard Bikes Ltd rejected proposal version 1');
  await expect(
    tenant
      .getByRole('dialog', { name: 'Proposal', exact: true })
      .getByText('The monthly minimum is too high'),
  ).toBeVisible();
  await tenant
    .getByRole('dialog', { name: 'Proposal', exact: true })
    .getByRole('button', { name: 'Close' })
    .click();
  await sendOffer(tenant, 'proposal');
  await viewFromToast(merchant, 'New proposal from Northwind Payments');
  viewer = merchant.getByRole('dialog', { name: 'Proposal', exact: true });
  await expect(viewer.getByText('Pending approval', { exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Accept' }).click();
  // Accepting is asked first, naming the proposal and its version.
  const acceptProposal = merchant.getByRole('alertdialog', { name: 'Accept this proposal?' });
  await expect(acceptProposal).toContainText('You are accepting proposal version 2 from Northwind Payments.');
  await acceptProposal.getByRole('button', { name: 'Accept' }).click();
  await expect(viewer).toBeHidden();

  // 6. The agreement; accepting it enables the sandbox: the switch appears, forced to Test.
  await viewFromToast(tenant, 'Onboard Bikes Ltd accepted proposal version 2');
  await tenant
    .getByRole('dialog', { name: 'Proposal', exact: true })
    .getByRole('button', { name: 'Close' })
    .click();
  await sendOffer(tenant, 'agreement');
  await expect(merchant.getByRole('switch', { name: 'Test/Live mode' })).toHaveCount(0);
  await viewFromToast(merchant, 'New agreement from Northwind Payments');
  viewer = merchant.getByRole('dialog', { name: 'Agreement', exact: true });
  await expect(viewer.getByText('Agreement version', { exact: true }).first()).toBeVisible();
  await viewer.getByRole('button', { name: 'Accept' }).click();
  const acceptAgreement = merchant.getByRole('alertdialog', { name: 'Accept this agreement?' });
  await expect(acceptAgreement).toContainText(
    'You are accepting agreement version 1 from Northwind Payments.',
  );
  await acceptAgreement.getByRole('button', { name: 'Accept' }).click();
  await expect(viewer).toBeHidden();
  const toggle = merchant.getByRole('switch', { name: 'Test/Live mode' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toBeDisabled();
  await expect(merchant.getByText('Test', { exact: true })).toBeVisible();
  // The sandbox merchant's menu (no dead end after boarding), with its documents and offers still
  // there to read; the pre-check form is done with.
  const menu = mainMenu(merchant);
  await menu.getByRole('button', { name: 'Transaction management' }).click();
  await expect(menu.getByRole('link', { name: 'Transaction lookup', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Virtual terminal' })).toBeVisible();
  await menu.getByRole('button', { name: 'Payments' }).click();
  await expect(menu.getByRole('link', { name: 'Pending payments' })).toBeVisible();
  const onboarding = menu.getByRole('button', { name: 'Onboarding' });
  if ((await onboarding.getAttribute('aria-expanded')) === 'false') await onboarding.click();
  await expect(menu.getByRole('link', { name: 'Documents' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Proposals and agreements' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pre-check form' })).toHaveCount(0);
  await viewFromToast(tenant, 'Onboard Bikes Ltd accepted agreement version 1');

  // 7. The panel's own texts: mark read, delete, and the end of the list.
  await tenant.keyboard.press('Escape');
  await bell(tenant).click();
  const panel = tenant.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: 'Mark as read' }).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  // The end text comes after the last page: the tenant's notifications (the daily report files of
  // the week among them) fill more than the first, and the next loads as the list's end scrolls in.
  await expect(async () => {
    await panel.getByTestId('notifications-end').scrollIntoViewIfNeeded();
    await expect(panel.getByText("That's all your notifications from the last 30 days.")).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  // Closed with its button: 'Mark all as read' disables itself once pressed, and the focus it held
  // falls out of the panel, where Escape does not reach it.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(bell(tenant)).toHaveAccessibleName('Notifications');
  await bell(tenant).click();
  await panel.getByRole('button', { name: 'Delete all' }).click();
  await expect(panel.getByText('No notifications')).toBeVisible();
});
