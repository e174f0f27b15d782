import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'paydesk-demo';

/** Signs in through the real login page of the identity provider, starting from `startPath`. */
export async function signIn(page: Page, email: string, startPath = '/'): Promise<void> {
  await page.goto(startPath);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
