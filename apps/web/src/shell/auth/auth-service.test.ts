import { ErrorResponse, type User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../lib/local-settings';
import { makeConfiguration, makeOidcUser } from '../../test/auth-fixtures';
import { AuthResultStatus } from './auth-result';
import { AuthService, type OidcUserManager } from './auth-service';
import type { CrossTabLogout } from './session/cross-tab-logout';
import { sessionSubject } from './session/session-subject';

function baseUserManager() {
  return {
    getUser: vi.fn(async (): Promise<User | null> => null),
    removeUser: vi.fn(async () => undefined),
    signinSilent: vi.fn(async (): Promise<User | null> => {
      throw new ErrorResponse({ error: 'login_required' });
    }),
    signinPopup: vi.fn(async (): Promise<User> => makeOidcUser()),
    signinRedirect: vi.fn(async () => undefined),
    signinCallback: vi.fn(async (): Promise<User | undefined> => makeOidcUser()),
    signoutPopup: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    signoutCallback: vi.fn(async () => undefined),
  };
}
type FakeUserManager = ReturnType<typeof baseUserManager>;

function fakeUserManager(overrides: Partial<Record<keyof OidcUserManager, unknown>> = {}): FakeUserManager {
  return { ...baseUserManager(), ...overrides } as FakeUserManager;
}

function fakeCrossTab() {
  let listener: (() => void) | null = null;
  const crossTab = {
    announce: vi.fn(),
    listen: vi.fn((fn: () => void) => {
      listener = fn;
    }),
    dispose: vi.fn(),
  } satisfies CrossTabLogout;
  return { crossTab, fire: () => listener?.() };
}

function setup(options: { popupSignIn?: boolean; um?: ReturnType<typeof fakeUserManager> } = {}) {
  const um = options.um ?? fakeUserManager();
  const { crossTab, fire } = fakeCrossTab();
  const navigateTo = vi.fn();
  const service = new AuthService({
    userManager: um as unknown as OidcUserManager,
    configuration: makeConfiguration({ popupSignIn: options.popupSignIn ?? false }),
    navigateTo,
    crossTab,
    currentPath: () => '/merchant/payments?page=2',
  });
  return { service, um, crossTab, fireCrossTab: fire, navigateTo };
}

describe('AuthService sign-in (spec §8)', () => {
  it('silent sign-in first: success keeps the user and the return URL', async () => {
    const user = makeOidcUser({ sub: 'alice' });
    const { service, um } = setup({ um: fakeUserManager({ signinSilent: vi.fn(async () => user) }) });
    const result = await service.signIn('/reports');
    expect(result).toEqual({ status: AuthResultStatus.Success, returnUrl: '/reports' });
    expect(um.signinRedirect).not.toHaveBeenCalled();
    expect(service.getUser()).toBe(user);
    expect(service.getAccessToken()).toBe('token-of-alice');
    expect(sessionSubject.get()).toBe('alice');
  });

  it('popups are off by default: a failed silent sign-in goes straight to the redirect with the return URL', async () => {
    const { service, um } = setup();
    const result = await service.signIn('/reports');
    expect(result.status).toBe(AuthResultStatus.Redirect);
    expect(um.signinPopup).not.toHaveBeenCalled();
    expect(um.signinRedirect).toHaveBeenCalledWith({ state: { returnUrl: '/reports' } });
  });

  it('with popups enabled, the popup comes between silent and redirect', async () => {
    const { service, um } = setup({ popupSignIn: true });
    const result = await service.signIn(null);
    expect(result).toEqual({ status: AuthResultStatus.Success, returnUrl: null });
    expect(um.signinSilent).toHaveBeenCalledTimes(1);
    expect(um.signinPopup).toHaveBeenCalledTimes(1);
    expect(um.signinPopup).toHaveBeenCalledWith({ popupAbortOnClose: true }); // else a closed popup hangs
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });

  it("a closed popup gives 'The user closed the window.'", async () => {
    const um = fakeUserManager({
      signinPopup: vi.fn(async () => {
        throw new Error('Popup closed by user');
      }),
    });
    const { service } = setup({ popupSignIn: true, um });
    expect(await service.signIn(null)).toEqual({
      status: AuthResultStatus.Fail,
      message: 'The user closed the window.',
    });
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });

  it('a blocked popup falls back to the redirect', async () => {
    const um = fakeUserManager({
      signinPopup: vi.fn(async () => {
        throw new Error('Error opening popup window');
      }),
    });
    const { service } = setup({ popupSignIn: true, um });
    expect((await service.signIn('/x')).status).toBe(AuthResultStatus.Redirect);
    expect(um.signinRedirect).toHaveBeenCalledWith({ state: { returnUrl: '/x' } });
  });

  it('a failing redirect is a Fail with the reason', async () => {
    const um = fakeUserManager({
      signinRedirect: vi.fn(async () => {
        throw new Error('metadata unreachable');
      }),
    });
    const { service } = setup({ um });
    expect(await service.signIn(null)).toEqual({
      status: AuthResultStatus.Fail,
      message: 'metadata unreachable',
    });
  });

  it('completes a redirect callback with the return URL from the state, checked again', async () => {
    const um = fakeUserManager({
      signinCallback: vi.fn(async () => makeOidcUser({ state: { returnUrl: '/crm/users' } })),
    });
    const { service } = setup({ um });
    expect(
      await service.completeSignIn('http://localhost:3000/authentication/login-callback?code=1&state=s'),
    ).toEqual({
      status: AuthResultStatus.Success,
      returnUrl: '/crm/users',
    });
    const evil = fakeUserManager({
      signinCallback: vi.fn(async () => makeOidcUser({ state: { returnUrl: 'https://evil.com/' } })),
    });
    expect(await setup({ um: evil }).service.completeSignIn('http://localhost:3000/cb?code=2')).toEqual({
      status: AuthResultStatus.Success,
      returnUrl: null,
    });
  });

  it('processes one callback URL once, however often it is asked', async () => {
    const { service, um } = setup();
    const url = 'http://localhost:3000/authentication/login-callback?code=1&state=s';
    const [a, b] = await Promise.all([service.completeSignIn(url), service.completeSignIn(url)]);
    expect(a).toBe(b);
    expect(um.signinCallback).toHaveBeenCalledTimes(1);
  });

  it("a failed callback gives 'There was an error signing in. Error: {details}'", async () => {
    const um = fakeUserManager({
      signinCallback: vi.fn(async () => {
        throw new ErrorResponse({
          error: 'access_denied',
          error_description: 'End-User aborted interaction',
        });
      }),
    });
    const { service } = setup({ um });
    expect(await service.completeSignIn('http://localhost:3000/cb?error=access_denied')).toEqual({
      status: AuthResultStatus.Fail,
      message: 'There was an error signing in. Error: End-User aborted interaction',
    });
  });

  it('a popup callback is finished by its opener', async () => {
    const um = fakeUserManager({ signinCallback: vi.fn(async () => undefined) });
    expect((await setup({ um }).service.completeSignIn('http://localhost:3000/cb?code=3')).status).toBe(
      AuthResultStatus.Redirect,
    );
  });
});

describe('AuthService tokens', () => {
  it('sends no token once it has expired (spec §7)', async () => {
    const user = makeOidcUser({ expiresInSeconds: -1 });
    const { service } = setup({ um: fakeUserManager({ signinSilent: vi.fn(async () => user) }) });
    await service.signIn(null);
    expect(service.getUser()).toBe(user);
    expect(service.getAccessToken()).toBeNull();
    expect(service.isAuthenticated()).toBe(false);
  });

  it('loads the stored user of this tab when the browser session is the same subject', async () => {
    sessionSubject.set('alice');
    const stored = makeOidcUser({ sub: 'alice' });
    const { service } = setup({ um: fakeUserManager({ getUser: vi.fn(async () => stored) }) });
    await service.init();
    expect(service.getUser()).toBe(stored);
  });

  it.each([
    ['no session', null],
    ['another subject', 'bob'],
  ])('drops a stored user when the browser has %s (spec §4)', async (_, subject) => {
    if (subject) sessionSubject.set(subject);
    const um = fakeUserManager({ getUser: vi.fn(async () => makeOidcUser({ sub: 'alice' })) });
    const { service } = setup({ um });
    await service.init();
    expect(service.getUser()).toBeNull();
    expect(um.removeUser).toHaveBeenCalled();
  });
});

describe('AuthService sign-out (spec §8)', () => {
  beforeEach(() => {
    sessionSubject.set('alice');
    localSettings.setSystemMode('Test');
  });

  it('redirects to the provider after telling the other tabs', async () => {
    const { service, um, crossTab } = setup();
    expect((await service.signOut('/x')).status).toBe(AuthResultStatus.Redirect);
    expect(crossTab.announce).toHaveBeenCalledTimes(1);
    expect(um.signoutPopup).not.toHaveBeenCalled();
    expect(um.signoutRedirect).toHaveBeenCalledWith({ state: { returnUrl: '/x' } });
    expect(sessionSubject.get()).toBeNull();
    expect(localSettings.getSystemMode()).toBeNull();
  });

  it('with popups enabled tries the popup first', async () => {
    const { service, um } = setup({ popupSignIn: true });
    expect((await service.signOut()).status).toBe(AuthResultStatus.Success);
    expect(um.signoutPopup).toHaveBeenCalledTimes(1);
    expect(um.signoutRedirect).not.toHaveBeenCalled();
  });

  it('falls back from popup to redirect and finally to / with the session cleared', async () => {
    const um = fakeUserManager({
      signoutPopup: vi.fn(async () => {
        throw new Error('popup blocked');
      }),
      signoutRedirect: vi.fn(async () => {
        throw new Error('provider down');
      }),
    });
    const { service, navigateTo } = setup({ popupSignIn: true, um });
    sessionStorage.setItem('breadcrumbs', '[]');
    expect((await service.signOut()).status).toBe(AuthResultStatus.Redirect);
    expect(um.signoutPopup).toHaveBeenCalledTimes(1);
    expect(um.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(um.removeUser).toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    expect(navigateTo).toHaveBeenCalledWith('/');
  });

  it('signs out once when asked twice at the same time (idle time-out, a 401 and Logout may meet)', async () => {
    const { service, um, crossTab } = setup();
    const [first, second] = await Promise.all([service.signOut(), service.signOut()]);
    expect(first).toBe(second);
    expect(um.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(crossTab.announce).toHaveBeenCalledTimes(1);
    await service.signOut();
    expect(um.signoutRedirect).toHaveBeenCalledTimes(2); // a later sign-out runs again
  });

  it('a refused token (401 on a call) signs a signed-in tab out; a signed-out tab does nothing', async () => {
    const signedOut = setup();
    signedOut.service.signOutRefused();
    await Promise.resolve();
    expect(signedOut.um.signoutRedirect).not.toHaveBeenCalled();

    const um = fakeUserManager({ signinSilent: vi.fn(async () => makeOidcUser({ sub: 'alice' })) });
    const { service, crossTab } = setup({ um });
    await service.signIn(null);
    service.signOutRefused();
    await vi.waitFor(() => expect(um.signoutRedirect).toHaveBeenCalledWith({ state: { returnUrl: null } }));
    expect(crossTab.announce).toHaveBeenCalledTimes(1);
  });

  it('completes the sign-out callback', async () => {
    const { service, um } = setup();
    expect(
      (await service.completeSignOut('http://localhost:3000/authentication/logout-callback?state=s')).status,
    ).toBe(AuthResultStatus.Success);
    expect(um.removeUser).toHaveBeenCalled();
  });
});

describe('AuthService session rules (spec §4)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function signedIn(um = fakeUserManager()) {
    const user = makeOidcUser({ sub: 'alice', expiresInSeconds: 20 });
    um.signinSilent.mockResolvedValueOnce(user);
    const ctx = setup({ um });
    await ctx.service.signIn(null);
    return ctx;
  }

  it('another tab logging out logs this tab out to the logged-out page', async () => {
    const { service, fireCrossTab, navigateTo, um } = await signedIn();
    service.start();
    fireCrossTab();
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/authentication/logged-out'));
    expect(service.getUser()).toBeNull();
    expect(um.removeUser).toHaveBeenCalled();
    service.stop();
  });

  it('returning to the tab after another subject signed in forces logout', async () => {
    const { service, navigateTo } = await signedIn();
    service.start();
    sessionSubject.set('bob');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/authentication/logged-out'));
    expect(sessionSubject.get()).toBe('bob'); // the other user's session is left alone
    service.stop();
  });

  it('after 3 failed renewals redirects to sign-in and tells the other tabs', async () => {
    vi.useFakeTimers();
    const um = fakeUserManager();
    const { service, crossTab } = await signedIn(um);
    um.signinSilent.mockClear();
    service.start(); // 20 s left: renew now
    expect(um.signinSilent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(um.signinSilent).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(um.signinSilent).toHaveBeenCalledTimes(3);
    expect(crossTab.announce).toHaveBeenCalledTimes(1);
    expect(um.removeUser).toHaveBeenCalled();
    expect(um.signinRedirect).toHaveBeenCalledWith({ state: { returnUrl: '/merchant/payments?page=2' } });
    expect(sessionSubject.get()).toBeNull();
    service.stop();
  });

  it('a successful renewal keeps the session', async () => {
    vi.useFakeTimers();
    const um = fakeUserManager();
    const { service, crossTab } = await signedIn(um);
    const renewed = makeOidcUser({ sub: 'alice', expiresInSeconds: 300 });
    um.signinSilent.mockResolvedValueOnce(renewed);
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(service.getUser()).toBe(renewed);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(um.signinSilent).toHaveBeenCalledTimes(2); // the sign-in and one renewal
    expect(crossTab.announce).not.toHaveBeenCalled();
    service.stop();
  });
});
