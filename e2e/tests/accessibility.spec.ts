import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type DemoUser, mainMenu, openSignedIn } from './sign-in';

/**
 * Accessibility (WCAG 2.1 AA, checked by axe-core): every built route each audience's menu offers,
 * and the sign-in page, have no serious or critical violation. The menu is opened in full and each
 * of its links followed in the page (one load per audience, client-side navigation after that);
 * routes that show the "not available" page are skipped.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const NOT_AVAILABLE = 'This area is not available in this version yet';

/**
 * One demo account per audience, and Blue Harbor for a tenant with colours of its own. A reason
 * marks an audience whose walk is known not to pass yet (test.fixme), to be cleared next.
 */
const AUDIENCES: readonly (readonly [audience: string, user: DemoUser, open?: string])[] = [
  ['merchant', 'merchant.admin@acme.test'],
  ['tenant staff', 'tenant.admin@northwind.test'],
  [
    'platform staff',
    'platform.admin@paydesk.test',
    'the walk finds no heading after following "Tenant support" (/platform/support)',
  ],
  [
    'tenant staff, own colours',
    'tenant.admin@blueharbor.test',
    "a disabled select's label (#saved-filter-label) reads 2.6:1 on Blue Harbor's background",
  ],
];

/** The serious and critical violations on the page, one line each: impact, rule, route, target. */
async function seriousViolations(page: Page, route: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => {
        const why = [...n.any, ...n.all, ...n.none].map((check) => check.message).join('; ');
        return `${v.impact} ${v.id} on ${route}: ${n.target.join(' ')} (${why})`;
      }),
    );
}

/**
 * Waits for the page `label` (its menu entry) leads to: the "not available" page naming it, or a
 * screen of its own with its heading shown and no loading indicator left in the main area.
 * Returns false for the "not available" page.
 */
async function settle(page: Page, label: string): Promise<boolean> {
  const notAvailable = page.locator('main').getByText(`${label} is planned for a later version of Paydesk.`);
  const screen = page.locator('main h1').filter({ hasNotText: NOT_AVAILABLE });
  await expect(notAvailable.or(screen).first()).toBeVisible();
  if ((await notAvailable.count()) > 0) return false;
  // A loading indicator has no value; a job's progress bar (bulk actions, exports) is data, and stays.
  await expect(
    page.locator(
      'main [role="progressbar"]:not([aria-valuenow]):not([aria-label="Progress of the job"]):visible',
    ),
  ).toHaveCount(0, {
    timeout: 8000,
  });
  return true;
}

/** Opens every collapsed group of the main menu (nested ones too). */
async function expandMenu(page: Page) {
  const collapsed = mainMenu(page).locator('button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) {
    await collapsed.first().click();
  }
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const [audience, user, open] of AUDIENCES) {
  test(`${audience} (${user}): every built route has no serious or critical violation`, async ({ page }) => {
    test.fixme(open !== undefined, open);
    test.setTimeout(300_000);
    await openSignedIn(page, user);
    await expect(mainMenu(page)).toBeVisible();
    // The splash screen covers the page for its first 3 s (spec §9).
    await expect(page.getByRole('progressbar', { name: 'Loading Paydesk' })).toHaveCount(0, {
      timeout: 10_000,
    });
    // A folded navbar (vertical-v2) opens while the pointer is over it.
    await mainMenu(page).hover();
    await expandMenu(page);
    const paths = [
      ...new Set(
        await mainMenu(page)
          .locator('a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
      ),
    ].filter((href) => href.startsWith('/'));
    expect(paths.length).toBeGreaterThan(0);

    const checked: string[] = [];
    const violations: string[] = [];
    for (const path of paths) {
      const link = mainMenu(page).locator(`a[href="${path}"]`);
      const label = ((await link.textContent()) ?? '').trim();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      if (!(await settle(page, label))) {
        continue;
      }
      checked.push(path);
      violations.push(...(await seriousViolations(page, path)));
    }
    console.log(`${audience}: ${checked.length} built routes checked of ${paths.length} in the menu`);
    expect(checked.length).toBeGreaterThan(0);
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

test('the sign-in page has no serious or critical violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const violations = await seriousViolations(page, 'sign-in');
  expect(violations, violations.join('\n')).toEqual([]);
});
