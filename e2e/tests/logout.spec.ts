import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('logout ends at logged-out', async ({ page }) => {
  await signIn(page, 'merchant.admin@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/authentication\/logged-out/);
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
  // The session is gone: the portal asks for sign-in again.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a logout not started from within the page does nothing', async ({ page }) => {
  await signIn(page, 'merchant.admin@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/authentication/logout');
  await expect(page.getByText('The logout was not initiated from within the page.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});
