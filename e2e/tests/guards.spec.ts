import { expect, test } from './portal-test';
import { openSignedIn } from './sign-in';

test('a route the user lacks lands on authentication/unauthorized with the spec texts', async ({ page }) => {
  await openSignedIn(page, 'tenant.agent@northwind.test', '/crm/settings/countries');
  await expect(page).toHaveURL(/\/authentication\/unauthorized\?returnUrl=%2Fcrm%2Fsettings%2Fcountries/);
  await expect(
    page.getByRole('heading', {
      name: "401: You don't have enough permissions to get access to the resource",
    }),
  ).toBeVisible();
  await expect(page.getByText('Please, try to Logout/Login using other credentials')).toBeVisible();
});
