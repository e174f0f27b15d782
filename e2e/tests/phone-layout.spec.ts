import type { Page } from '@playwright/test';
import { menuLinks, walkScreens } from './menu-walk';
import { expect, test } from './portal-test';
import { signInAndWait } from './sign-in';

/**
 * The portal on a phone (390 × 844): no page scrolls sideways. Each audience's demo account opens
 * its menu's routes in the organisation's layout (see AUDIENCES), and the first route of each
 * top-level menu entry in each of the other three layouts; the sign-in page too. A failure lists
 * the sideways overflow in px per route.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * [audience, account, every route]: every route of the merchant's and the tenant staff's menus in
 * the organisation's layout (the platform's screens are the tenant staff's, across tenants), and a
 * route of each menu entry otherwise: the toolbar is the same on every page of a layout.
 */
const AUDIENCES = [
  ['merchant', 'merchant.admin@acme.test', true],
  ['tenant staff', 'tenant.admin@northwind.test', true],
  ['platform staff', 'platform.admin@paydesk.test', false],
] as const;

/** [data-layout, the name the quick panel's theme options give it]. */
const LAYOUTS = [
  ['vertical-layout-1', 'Vertical layout 1'],
  ['enterprise', 'Entreprise'],
  ['material', 'Material'],
  ['vertical-v2', 'Vertical v2'],
] as const;
/** The demo tenants of these accounts (Acme's and Northwind's, Paydesk's own) use the default. */
const ORGANISATION_LAYOUT = 'vertical-layout-1';

const layoutRoot = (page: Page) => page.locator('[data-layout]');

/** How far the page scrolls sideways, in px (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

async function chooseLayout(page: Page, name: string) {
  await page.getByRole('button', { name: 'Quick panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Quick panel' });
  await panel.getByRole('radio', { name, exact: true }).check();
  await panel.getByRole('button', { name: 'Close the quick panel' }).click();
}

test.describe.configure({ timeout: 300_000 });

for (const [audience, email, allRoutes] of AUDIENCES) {
  test(`${audience}: ${allRoutes ? 'every menu route' : 'a route of each menu entry'} fits a phone, in each layout`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signInAndWait(page, email);
    await expect(layoutRoot(page)).toHaveAttribute('data-layout', ORGANISATION_LAYOUT);
    const links = await menuLinks(page);
    expect(links.all.length).toBeGreaterThan(0);

    const overflows: string[] = [];
    // One page for the four layouts: the quick panel switches the layout in place.
    for (const [layout, layoutName] of LAYOUTS) {
      await page.setViewportSize(DESKTOP);
      if (layout !== ORGANISATION_LAYOUT) {
        await chooseLayout(page, layoutName);
        await expect(layoutRoot(page)).toHaveAttribute('data-layout', layout);
      }
      await page.setViewportSize(PHONE);
      const everyRoute = allRoutes && layout === ORGANISATION_LAYOUT;
      await walkScreens(page, everyRoute ? links.all : links.firstOfEach, async (path) => {
        const px = await overflow(page);
        if (px > 0) overflows.push(`${layout} ${path}: ${px} px`);
      });
    }
    expect(overflows, 'pages scrolling sideways at 390 px').toEqual([]);
  });
}

test('the sign-in page fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await overflow(page), 'sign-in page scrolling sideways at 390 px').toBe(0);
});
