import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { mainMenu, openSignedIn } from './sign-in';

/**
 * Knowing where you are: the Test mode band across the top of every layout (and not in Live
 * mode), the sandbox merchant's disabled Test/Live switch saying why, "Skip to content" as the
 * first Tab stop, and the menu's focus ring.
 */

const BAND_TEXT = 'Test mode — no real money moves';
const SANDBOX_ONLY = 'Sandbox accounts work in Test mode only';
const LAYOUTS = [
  ['enterprise', 'Entreprise'],
  ['material', 'Material'],
  ['vertical-v2', 'Vertical v2'],
  ['vertical-layout-1', 'Vertical layout 1'],
] as const;

const band = (page: Page) => page.getByRole('status').filter({ hasText: BAND_TEXT });
const layoutRoot = (page: Page) => page.locator('[data-layout]');

async function chooseLayout(page: Page, name: string) {
  await page.getByRole('button', { name: 'Quick panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Quick panel' });
  await panel.getByRole('radio', { name, exact: true }).check();
  await panel.getByRole('button', { name: 'Close the quick panel' }).click();
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error(`Not reached in ${limit} presses of Tab`);
}

test.describe.configure({ timeout: 90_000 });

test('a sandbox merchant sees the Test mode band in every layout and on a phone, and the switch says why it is off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, 'merchant.sandbox@sandbox.test');
  await expect(mainMenu(page)).toBeVisible();
  await expect(band(page)).toHaveText(BAND_TEXT);

  for (const [layout, name] of LAYOUTS) {
    await chooseLayout(page, name);
    await expect(layoutRoot(page)).toHaveAttribute('data-layout', layout);
    await expect(band(page)).toBeVisible();
    const box = await band(page).boundingBox();
    // Across the top of the page, the whole width.
    expect(box?.y).toBe(0);
    expect(box?.width).toBe(1280);
  }
  const axe = await new AxeBuilder({ page }).include('[role="status"]').withTags(['wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // The disabled switch explains itself on hover and on keyboard focus.
  const toggle = page.getByRole('switch', { name: 'Test/Live mode' });
  await expect(toggle).toBeDisabled();
  const wrapper = page.locator('span[tabindex="0"]').filter({ has: toggle });
  await wrapper.hover();
  await expect(page.getByRole('tooltip')).toHaveText(SANDBOX_ONLY);
  await page.mouse.move(640, 600);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // From the top of the page (the first Tab stop) forward to the switch.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await tabTo(page, () => wrapper.evaluate((el) => el === document.activeElement), 60);
  await expect(page.getByRole('tooltip')).toHaveText(SANDBOX_ONLY);
  await expect(wrapper).toHaveAccessibleDescription(SANDBOX_ONLY);

  // A 390 px phone: the band wraps if it must, the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(band(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a live merchant has no band until switching to Test, on the same page', async ({ page }) => {
  await openSignedIn(page, 'merchant.admin@acme.test', '/merchant/support');
  await expect(page.locator('main').getByRole('heading', { name: 'Support', exact: true })).toBeVisible();
  await expect(page.getByText(BAND_TEXT)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Test/Live mode' }).click();
  await expect(band(page)).toBeVisible();
  await expect(page).toHaveURL(/\/merchant\/support$/);
  await page.getByRole('switch', { name: 'Test/Live mode' }).click();
  await expect(page.getByText(BAND_TEXT)).toHaveCount(0);
});

test('"Skip to content" is the first Tab stop and the menu shows where the focus is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, 'merchant.admin@acme.test');
  await expect(mainMenu(page)).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Hidden until focused.
  expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // The menu's focus ring: a 2 px outline that reads 3:1 on the navbar, on its first entry (a group
  // button; the unit tests cover the links too).
  const entry = mainMenu(page).getByRole('button', { name: 'Transaction management', exact: true });
  await skip.focus();
  await tabTo(page, () => entry.evaluate((el) => el === document.activeElement), 60);
  const ring = await entry.evaluate((el) => {
    const style = getComputedStyle(el);
    const nav = el.closest('nav');
    return {
      width: Number.parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      colour: style.outlineColor,
      background: nav ? getComputedStyle(nav).backgroundColor : '',
    };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
});

/** The WCAG contrast ratio of two rgb()/rgba() colours as getComputedStyle gives them. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
