import { expect, test as setup } from './portal-test';
import { DEMO_USERS, lightPage, mainMenu, signIn, storedSessionPath } from './sign-in';

/**
 * Signs each demo user in once through the real login page and stores the browser's state
 * (Playwright storageState): the identity provider's session cookie, which openSignedIn() gives to
 * the specs that test something other than signing in (see sign-in.ts).
 */
for (const email of DEMO_USERS) {
  setup(`sign in as ${email}`, async ({ page }) => {
    // Only the session cookie is kept, so the sign-in returns to a light page (profile settings)
    // rather than the dashboard, whose widgets the embedded database answers one at a time while
    // the other sign-in of the pair loads: the dashboards are the specs' to open.
    await signIn(page, email, lightPage(email));
    await expect(mainMenu(page)).toBeVisible({ timeout: 20_000 });
    await page.context().storageState({ path: storedSessionPath(email) });
  });
}
