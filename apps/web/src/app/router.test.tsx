import { afterEach, describe, expect, it } from 'vitest';
import { createPortalRouter } from './router';

const where = () => `${window.location.pathname}${window.location.search}`;
const routed = (router: ReturnType<typeof createPortalRouter>) =>
  router.state.matches.map((m) => m.route.path);

let router: ReturnType<typeof createPortalRouter> | null = null;
afterEach(() => {
  router?.dispose();
  router = null;
  window.history.replaceState(null, '', '/');
});

describe('where the portal starts', () => {
  it('sends a visitor who is not signed in from a page behind sign-in to the login page, before the router loads the page', () => {
    window.history.replaceState(null, '', '/merchant/support-tickets?status=open');
    router = createPortalRouter(false);
    expect(where()).toBe('/authentication/login?returnUrl=%2Fmerchant%2Fsupport-tickets%3Fstatus%3Dopen');
    // The login page has nothing to load: the signed-in area and its screens were never asked for.
    expect(routed(router)).toEqual(['authentication/login']);
    expect(router.state.initialized).toBe(true);
  });

  it('from the root, without a return URL (the login sends each user type to its own dashboard)', () => {
    router = createPortalRouter(false);
    expect(where()).toBe('/authentication/login');
  });

  it('leaves the authentication pages where they are', () => {
    window.history.replaceState(null, '', '/authentication/logged-out');
    router = createPortalRouter(false);
    expect(where()).toBe('/authentication/logged-out');
    expect(routed(router)).toEqual(['authentication/logged-out']);
  });

  it('leaves a signed-in user where they are', () => {
    window.history.replaceState(null, '', '/authentication/unauthorized?returnUrl=%2Fcrm%2Fusers');
    router = createPortalRouter(true);
    expect(where()).toBe('/authentication/unauthorized?returnUrl=%2Fcrm%2Fusers');
  });
});
