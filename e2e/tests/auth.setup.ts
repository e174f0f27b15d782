import { expect, test as setup } from '@playwright/test';
import { DEMO_USERS, mainMenu, signIn, storedSessionPath } from './sign-in';

/**
 * Signs each demo user in once through the real login page and stores the browser's state
 * (Playwright storageState): the identity provider's session cookie, which openSignedIn() gives to
 * the specs that test something other than signing in (see sign-in.ts).
 */
for (const email of DEMO_USERS) {
  setup(`sign in as ${email}`, async ({ page }) => {
    await signIn(page, email);
    await expect(mainMenu(page)).toBeVisible();
    await page.context().storageState({ path: storedSessionPath(email) });
  });
}
