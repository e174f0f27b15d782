import { expect, type Page, type Request, type Response } from '@playwright/test';
import { mainMenu } from './sign-in';

/**
 * What the read-only walks over the main menu share (accessibility.spec.ts, phone-layout.spec.ts):
 * the menu's links, opening a route inside the portal without a reload, and knowing when its
 * screen has drawn. The menu shows what the user can use, so a walk fails on a "not available" page
 * or a call answering 4xx/5xx reached from the menu, listing them; the "not available" page itself
 * is checked once, opened by its URL (accessibility.spec.ts).
 */

export const NOT_AVAILABLE = 'This area is not available in this version yet';

/** Every link of the main menu, with every group (nested ones too) opened, and the first of each top-level entry. */
export async function menuLinks(page: Page): Promise<{ all: string[]; firstOfEach: string[] }> {
  const menu = mainMenu(page);
  await expect(menu).toBeVisible();
  // A folded navbar (vertical-v2) opens while the pointer is over it.
  await menu.hover();
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

/** Opens `path` inside the portal (the router follows popstate), without reloading the page. */
export async function goInside(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const h1 of document.querySelectorAll('main h1')) h1.setAttribute('data-walk-seen', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Counts the page's requests in flight, so a check waits for the screen's data and chunks. The
 * notification stream stays open for as long as the page: it is not counted.
 */
export function trackRequests(page: Page): () => number {
  const inFlight = new Set<Request>();
  const counted = (request: Request) => !request.headers().accept?.includes('text/event-stream');
  page.on('request', (request) => counted(request) && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
}

/**
 * Waits for the screen at the current URL to draw: its heading (every screen has an h1 in the main
 * area, the "not available" page too); for a built screen, no request in flight for 150 ms (at most
 * 8 s: a poll may keep one open) and no loading indicator left. Returns which of the two it is.
 */
export async function settleScreen(page: Page, inFlight: () => number): Promise<'built' | 'not available'> {
  // The screen before may still show its heading for a moment: wait for one drawn since (goInside
  // marks the old ones), or after 2 s take the heading there is (a route whose screen is the same
  // component as the one before keeps its element).
  const fresh = page.locator('main h1:not([data-walk-seen])').first();
  await fresh.waitFor({ timeout: 2000 }).catch(() => undefined);
  const heading = page.locator('main h1').first();
  await expect(heading, `the screen at ${new URL(page.url()).pathname} has a heading`).toBeVisible();
  // The "not available" page loads no data.
  if ((await heading.textContent({ timeout: 2000 }))?.includes(NOT_AVAILABLE)) return 'not available';
  const until = Date.now() + 8000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(50);
  }
  // A loading indicator has no value; a job's progress bar (bulk actions, exports) is data, and stays.
  await expect(
    page.locator(
      'main [role="progressbar"]:not([aria-valuenow]):not([aria-label="Progress of the job"]):visible',
    ),
  ).toHaveCount(0, { timeout: 8000 });
  return 'built';
}

/** The portal's API calls (not its own files): what a screen reached from the menu may not fail. */
const API_CALL = /\/(api|v1\/api|reporting)\//;

/**
 * Opens each of `paths` in turn and calls `check` on each screen. Fails, listing them, when a route
 * shows the "not available" page (not checked further) or a call made on the way answers 4xx/5xx.
 * Returns the paths checked.
 */
export async function walkScreens(
  page: Page,
  paths: readonly string[],
  check: (path: string) => Promise<void>,
): Promise<string[]> {
  const inFlight = trackRequests(page);
  const checked: string[] = [];
  const notAvailable: string[] = [];
  const failedCalls: string[] = [];
  let current = '';
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && API_CALL.test(url.pathname)) {
      failedCalls.push(`${response.status()} ${response.request().method()} ${url.pathname} on ${current}`);
    }
  };
  page.on('response', onResponse);
  for (const path of paths) {
    current = path;
    await goInside(page, path);
    if ((await settleScreen(page, inFlight)) === 'not available') {
      notAvailable.push(path);
      continue;
    }
    await check(path);
    checked.push(path);
  }
  page.off('response', onResponse);
  expect(notAvailable, `"not available" pages reached from the menu:\n${notAvailable.join('\n')}`).toEqual(
    [],
  );
  expect(failedCalls, `calls failing on screens reached from the menu:\n${failedCalls.join('\n')}`).toEqual(
    [],
  );
  return checked;
}
