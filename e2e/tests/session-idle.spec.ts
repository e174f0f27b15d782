import type { Page } from '@playwright/test';
import { expect, test } from './portal-test';
import { FIRST_LOAD_TIMEOUT, landingUrl, mainMenu, signIn } from './sign-in';

/**
 * The idle session (spec §4, §9) against the second server of playwright.config.ts, whose client
 * configuration shortens the figures: idle 5 s, time-out 5 s, ping 2 s.
 */
const SHORT_SESSION_URL =
  process.env.E2E_SHORT_SESSION_URL ?? `http://localhost:${Number(process.env.E2E_PORT ?? 3199) + 1}`;
test.use({ baseURL: SHORT_SESSION_URL });
// A spec here signs in through the login page, then waits out spec §9's timers (10 s and more): on
// the loaded 2-core CI machine that went past the 30-s default with the timers still right.
test.describe.configure({ timeout: 60_000 });

const MERCHANT = 'merchant.admin@acme.test';
/**
 * Where the countdown specs wait: a page that loads no data (a route not built yet), so the 5-s
 * countdown is not raced by a screen drawing its data on a busy machine. The landing screen (the
 * transaction lookup) kept the page busy past the countdown's end there.
 */
const QUIET_PAGE = '/reports/account-statement';
const onQuietPage = /\/reports\/account-statement$/;

function idleDialog(page: Page) {
  return page.getByRole('dialog', { name: 'You have been inactive' });
}

async function secondsLeft(page: Page): Promise<number> {
  const text = (await idleDialog(page).getByRole('timer').textContent()) ?? '';
  const match = /(\d+)/.exec(text);
  if (!match) throw new Error(`No countdown in "${text}"`);
  return Number(match[1]);
}

test('after the idle time the dialog counts down with Quit and Continue; Continue keeps the session', async ({
  page,
}) => {
  await signIn(page, MERCHANT, QUIET_PAGE);
  await expect(page).toHaveURL(onQuietPage);
  const dialog = idleDialog(page);
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByRole('button', { name: 'Quit' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  const first = await secondsLeft(page);
  expect(first).toBeGreaterThanOrEqual(1);
  expect(first).toBeLessThanOrEqual(5);
  await expect.poll(() => secondsLeft(page)).toBeLessThan(first); // it counts

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  // The session lives on past the first countdown's end: the dialog comes back only after another
  // full idle time, with a full countdown, and the portal is still there.
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  expect(await secondsLeft(page)).toBeGreaterThanOrEqual(4);
  await expect(page).toHaveURL(onQuietPage);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('letting the countdown run out signs out to logged-out', async ({ page }) => {
  await signIn(page, MERCHANT, QUIET_PAGE);
  await expect(page).toHaveURL(onQuietPage);
  await expect(idleDialog(page)).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/authentication\/logged-out/, { timeout: 10_000 });
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('Quit signs out to logged-out', async ({ page }) => {
  await signIn(page, MERCHANT, QUIET_PAGE);
  await expect(idleDialog(page)).toBeVisible({ timeout: 10_000 });
  await idleDialog(page).getByRole('button', { name: 'Quit' }).click();
  await expect(page).toHaveURL(/\/authentication\/logged-out/);
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
});

test('while the user is active the portal pings the server every 2 s (the configured figure)', async ({
  page,
}) => {
  const pings: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/ping') pings.push(Date.now());
  });
  await signIn(page, MERCHANT);
  await expect(page).toHaveURL(landingUrl(MERCHANT));
  // Keep the user active for a while.
  for (let i = 0; i < 14; i += 1) {
    await page.mouse.move(100 + i * 10, 200);
    await page.waitForTimeout(500);
  }
  expect(pings.length).toBeGreaterThanOrEqual(2);
  const gaps = pings.slice(1).map((at, i) => at - (pings[i] ?? at));
  // The configured 2 s: not a ping per activity (the mouse moves every 500 ms), and clearly not spec
  // §9's default of 15 s. On a busy machine a ping goes out late and the next one less than 2 s
  // after it (1481 ms and past 2.7 s seen in CI beside the PostgreSQL pass): the bounds are the
  // lines between those figures, not a timing target.
  for (const gap of gaps) {
    expect(gap).toBeGreaterThan(1_000);
    expect(gap).toBeLessThan(7_500);
  }
  const responses = await page.evaluate(async () => {
    const response = await fetch('/api/v1/ping');
    return response.status;
  });
  expect(responses).toBe(401); // the endpoint is real and wants the token the portal sends
});

test('activity in another tab keeps an idle tab signed in', async ({ context }) => {
  const busy = await context.newPage();
  await signIn(busy, MERCHANT);
  await expect(busy).toHaveURL(landingUrl(MERCHANT));
  // Work in the first tab from now on, for longer than idle + time-out (10 s), never touching the
  // second: also while the second loads, which on a loaded machine can itself take seconds.
  let working = true;
  const work = (async () => {
    for (let x = 0; working; x += 1) {
      await busy.mouse.move(100 + (x % 50) * 5, 200);
      await busy.waitForTimeout(400);
    }
  })();
  const idle = await context.newPage();
  await idle.goto(QUIET_PAGE);
  await expect(mainMenu(idle)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });

  const until = Date.now() + 12_000;
  while (Date.now() < until) {
    await expect(idleDialog(idle)).toBeHidden();
    await idle.waitForTimeout(400);
  }
  working = false;
  await work;
  await expect(idle).toHaveURL(onQuietPage);
  await expect(busy).toHaveURL(landingUrl(MERCHANT));
});
