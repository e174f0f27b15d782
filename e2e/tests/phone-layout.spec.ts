import { expect, type Page, type Request, test } from '@playwright/test';
import { mainMenu, openSignedIn } from './sign-in';

/**
 * The portal on a phone (390 × 844): no page scrolls sideways. Each audience's demo account opens
 * its menu's routes in the organisation's layout (see AUDIENCES), and the first route of each
 * top-level menu entry in each of the other three layouts; the sign-in page too. A failure lists
 * the sideways overflow in px per route.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * [audience, account, every route]: every route of the merchant's and the tenant staff's menus (the
 * platform's screens are the tenant staff's, across tenants), and a route of each menu entry
 * otherwise: the toolbar is the same on every page of a layout, and the spec stays about a minute.
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

/**
 * Counts the page's requests in flight, so a check waits for the screen's data and chunks. The
 * notification stream stays open for as long as the page: it is not counted.
 */
function trackRequests(page: Page): () => number {
  const inFlight = new Set<Request>();
  const counted = (request: Request) => !request.headers().accept?.includes('text/event-stream');
  page.on('request', (request) => counted(request) && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
}

/** Waits until no request has been in flight for 200 ms (at most 8 s: a poll may keep one open). */
async function settle(page: Page, inFlight: () => number) {
  const until = Date.now() + 8000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) break;
    await page.waitForTimeout(50);
  }
  // A loading indicator has no value; a job's progress bar (bulk actions, exports) is data, and stays.
  await expect(
    page.locator('main [role="progressbar"]:not([aria-valuenow]):not([aria-label="Progress of the job"])'),
  ).toHaveCount(0);
}

/**
 * Every link the main menu offers, with every group opened (desktop width, vertical-layout-1),
 * and the first link of each top-level entry.
 */
async function menuLinks(page: Page): Promise<{ all: string[]; firstOfEach: string[] }> {
  const menu = mainMenu(page);
  await expect(menu).toBeVisible();
  for (;;) {
    const closed = menu.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  return menu.evaluate((nav) => {
    const path = (a: Element) => new URL((a as HTMLAnchorElement).href).pathname;
    const top = nav.querySelector('ul');
    return {
      all: [...new Set([...nav.querySelectorAll('a[href]')].map(path))],
      firstOfEach: [...(top?.children ?? [])].flatMap((li) => {
        const a = li.querySelector('a[href]');
        return a ? [path(a)] : [];
      }),
    };
  });
}

async function chooseLayout(page: Page, name: string) {
  await page.getByRole('button', { name: 'Quick panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Quick panel' });
  await panel.getByRole('radio', { name, exact: true }).check();
  await panel.getByRole('button', { name: 'Close the quick panel' }).click();
}

/** Opens `path` inside the portal (the router follows popstate), without reloading the page. */
async function goInside(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe.configure({ timeout: 600_000 });

for (const [audience, email, allRoutes] of AUDIENCES) {
  for (const [layout, layoutName] of LAYOUTS) {
    const everyRoute = allRoutes && layout === ORGANISATION_LAYOUT;
    test(`${audience}: ${everyRoute ? 'every menu route' : 'a route of each menu entry'} fits a phone in ${layout}`, async ({
      page,
    }) => {
      const inFlight = trackRequests(page);
      await page.setViewportSize(DESKTOP);
      await openSignedIn(page, email);
      await expect(layoutRoot(page)).toHaveAttribute('data-layout', ORGANISATION_LAYOUT);
      const links = await menuLinks(page);
      expect(links.all.length).toBeGreaterThan(0);
      if (layout !== ORGANISATION_LAYOUT) {
        await chooseLayout(page, layoutName);
        await expect(layoutRoot(page)).toHaveAttribute('data-layout', layout);
      }
      await page.setViewportSize(PHONE);

      const overflows: string[] = [];
      for (const path of everyRoute ? links.all : links.firstOfEach) {
        await goInside(page, path);
        await settle(page, inFlight);
        const px = await overflow(page);
        if (px > 0) overflows.push(`${path}: ${px} px`);
      }
      expect(overflows, `pages scrolling sideways at 390 px in ${layout}`).toEqual([]);
    });
  }
}

test('the sign-in page fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await overflow(page), 'sign-in page scrolling sideways at 390 px').toBe(0);
});
