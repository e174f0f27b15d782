import type { Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { accessTokenOf, addStoredSession, DEMO_PASSWORD, landingUrl, signIn } from './sign-in';

/**
 * A password change signs the user's other browsers out and their access tokens stop working at the
 * next API call, while the browser that changed it stays signed in.
 *
 * The user's stored session (auth.setup.ts) is the browser that changes the password, and it changes
 * it back at the end: that session is the one a change keeps, so the specs that open the portal
 * with it are not affected.
 */
const USER = 'merchant.sandbox@sandbox.test';
const NEW_PASSWORD = 'token-revocation-passphrase';
const CURRENT_USER_API = '/api/v1.1/users';

async function apiStatus(page: Page, token: string): Promise<number> {
  const response = await page.request.get(CURRENT_USER_API, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await page.goto('/interaction/profile');
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Repeat the new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed.');
}

test('a password change signs the other browser out and keeps this one signed in', async ({ browser }) => {
  // Two sign-ins, two password changes and four loads of the landing screen (the transaction lookup):
  // more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const changing = await browser.newContext();
  const other = await browser.newContext();
  const changingPage = await changing.newPage();
  const otherPage = await other.newPage();
  await addStoredSession(changing, USER);
  await changingPage.goto('/dashboard');
  await expect(changingPage).toHaveURL(landingUrl(USER));
  await signIn(otherPage, USER);
  await expect(otherPage).toHaveURL(landingUrl(USER));
  const otherToken = await accessTokenOf(otherPage);
  expect(await apiStatus(otherPage, otherToken)).toBe(200);

  await changePassword(changingPage, DEMO_PASSWORD, NEW_PASSWORD);
  try {
    expect(await apiStatus(otherPage, otherToken)).toBe(401);
    // The other browser's next call is refused and its session is gone: it ends on the sign-in page.
    await otherPage.reload();
    await expect(otherPage.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await changingPage.goto('/dashboard');
    await expect(changingPage).toHaveURL(landingUrl(USER));
    expect(await apiStatus(changingPage, await accessTokenOf(changingPage))).toBe(200);
  } finally {
    await changePassword(changingPage, NEW_PASSWORD, DEMO_PASSWORD);
    await changing.close();
    await other.close();
  }
});
