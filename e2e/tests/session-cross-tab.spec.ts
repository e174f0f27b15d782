import { expect, test } from './portal-test';
import { FIRST_LOAD_TIMEOUT, landingUrl, mainMenu, signIn } from './sign-in';

test('logout in one tab logs out the other tab of the browser within about 2 s', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'merchant.admin@acme.test');
  await expect(first).toHaveURL(landingUrl('merchant.admin@acme.test'));

  // The second tab has its own tokens (session storage) and signs in silently.
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(mainMenu(second)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(second).toHaveURL(landingUrl('merchant.admin@acme.test'));

  // The logout page tells the other tabs as it starts: time from there.
  const loggingOut = first.waitForURL(/\/authentication\/logout$/, { waitUntil: 'commit' });
  await first.getByRole('button', { name: 'Logout' }).click();
  await loggingOut;
  const announcedAt = Date.now();
  // Spec §4/§9: after a random 500-1500 ms delay, then the page load of logged-out.
  await expect(second).toHaveURL(/\/authentication\/logged-out/, { timeout: 3_000 });
  expect(Date.now() - announcedAt).toBeLessThan(2_500);
  await expect(first).toHaveURL(/\/authentication\/logged-out/);
  await expect(second.getByText('You successfully logged out!')).toBeVisible();

  // Both are really signed out.
  await second.goto('/dashboard');
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
