import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` for every spec, plus one habit: each browser context a test opens itself
 * (`browser.newContext()`, for a second user or a download) is closed when the test ends, pass or
 * fail. Playwright closes only the context it gives a test; one a test opened stays open until the
 * worker's browser closes, and its pages keep polling the portal (dashboards, notifications, the
 * session ping) and holding a notification stream. Left open they slowed every later spec on the
 * one server, and past five streams for one user the server refused that user's next stream (429),
 * which a walk beside them counted as a failed call.
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
