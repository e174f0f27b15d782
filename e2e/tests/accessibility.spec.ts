import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { menuLinks, NOT_AVAILABLE, walkScreens } from './menu-walk';
import { expect, test } from './portal-test';
import { type DemoUser, LANDING, landingUrl, mainMenu, signInAndWait } from './sign-in';

/**
 * Accessibility (WCAG 2.1 AA, checked by axe-core): every screen each audience's menu offers (all
 * built: the walk fails on a "not available" page reached from the menu), the "not available" page
 * (opened by its URL), the layout around them and the sign-in page have no serious or critical
 * violation. One page load per audience; each route is opened inside the portal (menu-walk.ts).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every demo account: one per audience, Blue Harbor for a tenant with colours of its own, and the
 * accounts whose menus differ (a support agent, a sandbox merchant, a merchant still boarding), so
 * each demo account's whole menu is walked.
 */
const AUDIENCES: readonly (readonly [audience: string, user: DemoUser])[] = [
  ['merchant', 'merchant.admin@acme.test'],
  ['tenant staff', 'tenant.admin@northwind.test'],
  ['platform staff', 'platform.admin@paydesk.test'],
  ['tenant staff, own colours', 'tenant.admin@blueharbor.test'],
  ['support agent', 'tenant.agent@northwind.test'],
  ['sandbox merchant', 'merchant.sandbox@sandbox.test'],
  ['boarding merchant', 'merchant.new@onboard.test'],
];

/** The serious and critical violations on the page, one line each: impact, rule, route, target. */
async function seriousViolations(page: Page, route: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .withTags(WCAG_TAGS)
    // WCAG 2.5.3 (label in name): a control's accessible name contains its visible text. axe-core
    // ships the rule as experimental, off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => {
        const why = [...n.any, ...n.all, ...n.none].map((check) => check.message).join('; ');
        return `${v.impact} ${v.id} on ${route}: ${n.target.join(' ')} (${why})`;
      }),
    );
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const [audience, user] of AUDIENCES) {
  test(`${audience} (${user}): every built screen has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(300_000);
    await signInAndWait(page, user);
    const { all } = await menuLinks(page);
    expect(all.length).toBeGreaterThan(0);

    const violations: string[] = [];
    // The layout (toolbar, the menu opened in full, footer) is the same around every screen: the
    // first screen is checked whole, the others in their main area, which keeps axe's work per
    // screen to the screen's own.
    let first = true;
    const checked = await walkScreens(page, all, async (path) => {
      violations.push(...(await seriousViolations(page, path, first ? undefined : 'main')));
      first = false;
    });
    console.log(`${audience}: ${checked.length} screens checked of ${all.length} menu routes`);
    expect(checked).toEqual(all);
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

test('the "not available" page, opened by its URL, has no serious or critical violation and leads to a built screen', async ({
  page,
}) => {
  const user = 'merchant.admin@acme.test';
  await signInAndWait(page, user, '/reports/account-statement');
  await expect(page.getByRole('heading', { name: NOT_AVAILABLE })).toBeVisible();
  const violations = await seriousViolations(page, '/reports/account-statement');
  expect(violations, violations.join('\n')).toEqual([]);
  // Not in the menu: a route not built yet is left out of it.
  await expect(mainMenu(page).locator('a[href="/reports/account-statement"]')).toHaveCount(0);
  // The user's landing screen, their dashboard (spec §2), never the page itself.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(landingUrl(user));
  expect(LANDING[user]).not.toBe('/reports/account-statement');
  await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the sign-in page has no serious or critical violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const violations = await seriousViolations(page, 'sign-in');
  expect(violations, violations.join('\n')).toEqual([]);
});
