import type { Browser, Page } from '@playwright/test';
import { linkIn, mailTo } from './mailbox';
import { expect, test } from './portal-test';
import { mainMenu, menuEntry, signedInPage } from './sign-in';
import { confirmStepUp } from './step-up';

/**
 * User administration through the real portal and the real identity provider: an administrator
 * invites a colleague (confirming it with a step-up code), who follows the mailed link, chooses a
 * password and signs in; a merchant admin limits a user to one payment method, and that user's
 * transaction lookup shows only it; a role edit changes another signed-in holder's menu on their
 * next page; the audit panel shows each of these changes with its diff.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const NEW_PASSWORD = `Invited-${run}-passphrase`;

/**
 * Invites a user from a users screen, choosing one role; `stepUpAs` confirms the step-up the
 * invitation of tenant staff asks for (spec §6) with that account's authenticator code.
 */
async function invite(
  page: Page,
  user: { email: string; first: string; last: string; role: string },
  stepUpAs?: string,
) {
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill(user.first);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(user.last);
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: user.role }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  if (stepUpAs) await confirmStepUp(page, stepUpAs, new RegExp(user.email));
  await expect(page.getByText(`Invitation sent to ${user.email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Follows the invitation mail's link in a browser of its own, chooses a password and signs in. */
async function acceptInvitation(browser: Browser, email: string): Promise<Page> {
  const mail = await mailTo(email, /invited to Paydesk/);
  const page = await (await browser.newContext()).newPage();
  await page.goto(linkIn(mail, '/interaction/password-reset/'));
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  // The strength meter, loaded on the field's focus from this origin (the page's CSP allows no other).
  await expect(page.locator('#newPassword-strength')).toContainText('Password strength: ');
  await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return page;
}

function userRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test('a tenant admin invites a colleague, who accepts the invitation and signs in', async ({ browser }) => {
  const email = `colleague-${run}@northwind.test`;
  const admin = await signedInPage(browser, 'tenant.admin@northwind.test', { startPath: '/crm/users/crm' });
  await expect(admin.getByRole('heading', { name: 'Tenant users' })).toBeVisible();
  await invite(
    admin,
    { email, first: 'Grace', last: `Hopper ${run}`, role: 'Support Agent' },
    'tenant.admin@northwind.test',
  );
  await expect(userRow(admin, email)).toContainText('Invitation sent');

  const colleague = await acceptInvitation(browser, email);
  // The toolbar names the signed-in colleague (it links their profile settings).
  await expect(colleague.getByRole('link', { name: new RegExp(`Grace Hopper ${run}`) })).toBeVisible();

  await admin.reload();
  await expect(userRow(admin, email)).toContainText('Active');
});

test("a merchant admin limits a user to one payment method, and that user's lookup shows only it", async ({
  browser,
}) => {
  const email = `cashier-${run}@acme.test`;
  const admin = await signedInPage(browser, 'merchant.admin@acme.test', {
    startPath: '/merchant/users/merchant-management',
  });
  await invite(admin, { email, first: 'Kim', last: `Cashier ${run}`, role: 'Merchant Administrator' });
  const cashier = await acceptInvitation(browser, email);

  await userRow(admin, email)
    .getByRole('button', { name: /Actions for Kim/ })
    .click();
  await admin.getByRole('menuitem', { name: 'Limits' }).click();
  const limits = admin.getByRole('dialog', { name: /Limits for Kim/ });
  await limits.getByRole('switch', { name: 'Limit to some payment methods' }).check();
  await limits.getByRole('combobox', { name: 'Payment methods' }).click();
  await admin.getByRole('option', { name: 'PayPal' }).click();
  await admin.keyboard.press('Escape');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(admin.getByText(/Limits of Kim .* saved/)).toBeVisible();

  await cashier.goto('/merchant/transaction-management/transaction-lookup');
  await expect(cashier.getByRole('heading', { name: 'Transaction lookup' })).toBeVisible();
  const methods = cashier.getByRole('row').filter({ has: cashier.getByRole('cell') });
  await expect(methods.first()).toBeVisible();
  for (const text of await methods.allInnerTexts()) expect(text).toContain('PayPal');
});

/** The Support Agent role's key behind the Support menu (spec §6: the tenant desk's routes). */
const SUPPORT_DESK = 'View: Work the tenant support desk';

/** Grants or takes away the tenant desk in the Support Agent role, confirmed with a step-up code. */
async function setSupportDesk(admin: Page, granted: boolean) {
  await admin.goto('/crm/users/managment?type=crm');
  await admin.getByRole('button', { name: /^Support Agent/ }).click();
  const box = admin.getByRole('checkbox', { name: SUPPORT_DESK });
  await box.setChecked(granted);
  await admin.getByRole('button', { name: 'Review changes' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Save the changes to Support Agent?' })
    .getByRole('button', { name: 'Save role' })
    .click();
  await confirmStepUp(admin, 'tenant.admin@northwind.test', /Support Agent/);
  await expect(admin.getByText('Role Support Agent saved')).toBeVisible();
}

/** Opens the audit panel filtered to one action (and actor), and shows the newest event's diff. */
async function auditDiffOf(admin: Page, action: string, actor?: string) {
  await admin.goto(`/audit?${new URLSearchParams({ action, ...(actor ? { actor } : {}) })}`);
  const toggle = new RegExp(`^Show the changes of ${action.replace('.', '\\.')} at`);
  await admin.getByRole('button', { name: toggle }).first().click();
  return admin
    .getByRole('row')
    .filter({ has: admin.locator('ins, del') })
    .first();
}

test("a role edit changes another signed-in holder's menu on their next page; the audit panel shows each change with its diff", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, 'tenant.admin@northwind.test', {
    startPath: '/crm/users/managment?type=crm',
  });
  // The agent holds Support Agent and is signed in in a browser of their own.
  const agent = await signedInPage(browser, 'tenant.agent@northwind.test', {
    startPath: '/transaction-management/transaction-lookup',
  });
  await expect(menuEntry(agent, 'Support')).toBeVisible();

  await setSupportDesk(admin, false);
  try {
    await agent.goto('/transaction-management/transaction-lookup');
    await expect(mainMenu(agent)).toBeVisible();
    await expect(menuEntry(agent, 'Support')).toHaveCount(0);

    // The trail of this spec's changes, each with what was added or taken away.
    await expect(await auditDiffOf(admin, 'role.update')).toContainText('CRM.Support.Lookup');
    await expect(await auditDiffOf(admin, 'user.invite', 'tenant.admin@northwind.test')).toContainText(
      `colleague-${run}@northwind.test`,
    );
    await expect(await auditDiffOf(admin, 'user.limits')).toContainText(/paypal/i);
  } finally {
    // The demo role as it was: other specs sign the agent in after this one.
    await setSupportDesk(admin, true);
  }
  await agent.goto('/transaction-management/transaction-lookup');
  await expect(menuEntry(agent, 'Support')).toBeVisible();
});
