import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'paydesk-demo';

/** The demo users (README) whose sessions auth.setup.ts stores once, through the login page. */
export const DEMO_USERS = [
  'platform.admin@paydesk.test',
  'tenant.admin@northwind.test',
  'tenant.agent@northwind.test',
  'tenant.admin@blueharbor.test',
  'merchant.admin@acme.test',
  'merchant.sandbox@sandbox.test',
  'merchant.new@onboard.test',
] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/**
 * Where each demo user lands after sign-in, from `/`, /dashboard and unknown paths: their dashboard
 * (spec §2: crm/dashboard for operators, /dashboard for merchants, a boarding merchant's too).
 */
export const LANDING: Readonly<Record<DemoUser, string>> = {
  'platform.admin@paydesk.test': '/crm/dashboard',
  'tenant.admin@northwind.test': '/crm/dashboard',
  'tenant.agent@northwind.test': '/crm/dashboard',
  'tenant.admin@blueharbor.test': '/crm/dashboard',
  'merchant.admin@acme.test': '/dashboard',
  'merchant.sandbox@sandbox.test': '/dashboard',
  'merchant.new@onboard.test': '/dashboard',
};

/** `LANDING[user]` as the end of a URL. */
export function landingUrl(user: DemoUser): RegExp {
  return new RegExp(`${LANDING[user]}$`);
}

/** Where auth.setup.ts stores `email`'s session (Playwright storageState); set by playwright.config.ts. */
export function storedSessionPath(email: string): string {
  const folder = process.env.E2E_AUTH_DIR;
  if (!folder) throw new Error('E2E_AUTH_DIR is not set (playwright.config.ts sets it)');
  return path.join(folder, `${email}.json`);
}

/**
 * Opens `startPath` as `email` without the login page, for every spec but the sign-in and session
 * ones. The portal keeps its tokens per tab in sessionStorage, which storageState does not save; the
 * session that carries over is the identity provider's cookie, stored once per user by auth.setup.ts
 * after a real sign-in. With it the portal's own silent sign-in (spec §8: silent first) completes
 * without a form, as for a user who signed in earlier in another tab. Only the cookies are restored:
 * localStorage starts empty, as it did when each test signed in through the page.
 */
export async function openSignedIn(page: Page, email: string, startPath = lightPage(email)): Promise<void> {
  await addStoredSession(page.context(), email);
  await page.goto(startPath);
}

/**
 * How long a spec waits for the user's menu on a page's first load: the portal's files, the silent
 * sign-in and the user's permissions, before any screen. On the 2-core CI machine, with the unit
 * tests beside the browser tests, that load went past the 10-s wait of every other check (seen in
 * the dispute, error-toast and idle-session specs); a load that comes sooner is not waited for.
 */
export const FIRST_LOAD_TIMEOUT = 20_000;

/** openSignedIn, then waits for the user's menu (FIRST_LOAD_TIMEOUT). */
export async function openSignedInAndWait(page: Page, email: string, startPath?: string): Promise<void> {
  await openSignedIn(page, email, startPath);
  await expect(mainMenu(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
}

/**
 * A page of a browser context of its own, signed in as `email` at `startPath` (openSignedInAndWait):
 * for a spec with more than one user, or one that downloads (`acceptDownloads`). portal-test.ts
 * closes the context when the test ends.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: { readonly startPath?: string; readonly acceptDownloads?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: options.acceptDownloads ?? false });
  const page = await context.newPage();
  await openSignedInAndWait(page, email, options.startPath);
  return page;
}

/**
 * A screen that draws little (profile settings): where a spec starts unless it names a path. The
 * dashboard a user lands on draws every widget and its charts, which on the 2-core CI machine held
 * the next spec's sign-in past its time while the walks ran beside it; the specs of the dashboard
 * and of the landing open `/` themselves.
 */
export function lightPage(email: string): string {
  return email.startsWith('merchant.') ? '/merchant/profile-settings' : '/tenant/profile-settings';
}

/** Gives `context` the identity provider session auth.setup.ts stored for `email`. */
export async function addStoredSession(context: BrowserContext, email: string): Promise<void> {
  const state = JSON.parse(await readFile(storedSessionPath(email), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
}

/** Signs in through the real login page of the identity provider, starting from `startPath`. */
export async function signIn(page: Page, email: string, startPath = '/'): Promise<void> {
  await page.goto(startPath);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs `email` in through the login page from `startPath` and waits until the portal is usable:
 * for specs on a server where auth.setup.ts stored no session (the walks have one of their own).
 * The splash screen an interactive sign-in shows (spec §9) is waited out, as it covers the page.
 */
export async function signInAndWait(page: Page, email: string, startPath = lightPage(email)): Promise<void> {
  await signIn(page, email, startPath);
  await expect(mainMenu(page)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  await expect(page.getByRole('progressbar', { name: 'Loading Paydesk' })).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** The access token the portal keeps in the tab's sessionStorage (oidc-client-ts's user entry). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
    return user.access_token;
  });
  if (!token) throw new Error('the portal keeps no access token in this tab');
  return token;
}

/** The main menu (the navbar). */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** A top-level menu entry: a collapsible group (a button) or a single item (a link). */
export function menuEntry(page: Page, name: string) {
  const menu = mainMenu(page);
  return menu.getByRole('button', { name, exact: true }).or(menu.getByRole('link', { name, exact: true }));
}
