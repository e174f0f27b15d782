import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('a route the user lacks lands on authentication/unauthorized with the spec texts', async ({ page }) => {
  await signIn(page, 'tenant.agent@northwind.test', '/crm/settings/countries');
  await expect(page).toHaveURL(/\/authentication\/unauthorized\?returnUrl=%2Fcrm%2Fsettings%2Fcountries/);
  await expect(
    page.getByRole('heading', {
      name: "401: You don't have enough permissions to get access to the resource",
    }),
  ).toBeVisible();
  await expect(page.getByText('Please, try to Logout/Login using other credentials')).toBeVisible();
});

test('a same-origin return URL is honoured after sign-in', async ({ page }) => {
  await signIn(page, 'tenant.admin@northwind.test', '/authentication/login?returnUrl=%2Fcrm%2Fusers%2Fcrm');
  await expect(page).toHaveURL(/\/crm\/users\/crm$/);
  await expect(
    page.getByRole('heading', { name: 'This area is not available in this version yet' }),
  ).toBeVisible();
});

test('a foreign return URL is ignored', async ({ page }) => {
  await signIn(
    page,
    'tenant.admin@northwind.test',
    '/authentication/login?returnUrl=https%3A%2F%2Fevil.example%2Fsteal',
  );
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/crm\/dashboard$/);
});

test('a deep link before sign-in returns there afterwards, and unknown paths go to the dashboard', async ({
  page,
}) => {
  await signIn(page, 'merchant.admin@acme.test', '/merchant/payments/beneficiaries');
  await expect(page).toHaveURL(/\/merchant\/payments\/beneficiaries$/);
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/dashboard$/);
});
