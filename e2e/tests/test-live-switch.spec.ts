import { expect, test } from './portal-test';
import { landingUrl, openSignedIn, openSignedInAndWait } from './sign-in';

test('a live merchant gets an enabled switch that starts in Live and is remembered', async ({ page }) => {
  await openSignedIn(page, 'merchant.admin@acme.test');
  const toggle = page.getByRole('switch', { name: 'Test/Live mode' });
  await expect(toggle).toBeEnabled();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('SystemMode'))).toBe('Live');

  const modeHeaders: string[] = [];
  page.on('request', (request) => {
    const mode = request.headers().mode;
    if (request.url().includes('/api/') && mode) modeHeaders.push(mode);
  });
  await page.goto('/merchant/support');
  await expect(page.locator('main').getByRole('heading', { name: 'Support', exact: true })).toBeVisible();
  await toggle.click();
  await expect(page.getByText('You are now in Test mode')).toBeVisible();
  // The merchant stays on the page they switched on; its data reloads in the new mode.
  await expect(page).toHaveURL(/\/merchant\/support$/);
  expect(await page.evaluate(() => localStorage.getItem('SystemMode'))).toBe('Test');
  await page.reload();
  await expect(page.getByText('Test', { exact: true })).toBeVisible();
  expect(modeHeaders).toContain('Test');
});

test('a sandbox merchant is forced to Test with the switch disabled', async ({ page }) => {
  await openSignedIn(page, 'merchant.sandbox@sandbox.test');
  const toggle = page.getByRole('switch', { name: 'Test/Live mode' });
  await expect(toggle).toBeDisabled();
  await expect(page.getByText('Test', { exact: true })).toBeVisible();
});

test('an onboarding merchant has no switch', async ({ page }) => {
  await openSignedInAndWait(page, 'merchant.new@onboard.test', '/');
  await expect(page).toHaveURL(landingUrl('merchant.new@onboard.test'));
  await expect(page.getByRole('switch', { name: 'Test/Live mode' })).toHaveCount(0);
});
