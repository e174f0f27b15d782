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
    // Every user lands on a dashboard whose widgets the embedded database answers one at a time
    // while the portal's first chunks load from the same process: on a busy machine, beyond 10 s.
    await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 });
    await page.context().storageState({ path: storedSessionPath(email) });
  });
}
