import { expect, test } from './portal-test';
import { accessTokenOf, landingUrl, signIn } from './sign-in';

test('logout ends at logged-out', async ({ page }) => {
  await signIn(page, 'merchant.admin@acme.test');
  await expect(page).toHaveURL(landingUrl('merchant.admin@acme.test'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/authentication\/logged-out/);
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
  // The session is gone: the portal asks for sign-in again.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a logout not started from within the page does nothing', async ({ page }) => {
  await signIn(page, 'merchant.admin@acme.test');
  await expect(page).toHaveURL(landingUrl('merchant.admin@acme.test'));
  await page.goto('/authentication/logout');
  await expect(page.getByText('The logout was not initiated from within the page.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(landingUrl('merchant.admin@acme.test'));
});

test('after logout the access token the tab held answers 401', async ({ page }) => {
  await signIn(page, 'merchant.admin@acme.test');
  await expect(page).toHaveURL(landingUrl('merchant.admin@acme.test'));
  const token = await accessTokenOf(page);
  const currentUser = () =>
    page.request.get('/api/v1.1/users', { headers: { authorization: `Bearer ${token}` } });
  expect((await currentUser()).status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/authentication\/logged-out/);

  const refused = await currentUser();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
});
