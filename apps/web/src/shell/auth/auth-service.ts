import type { ClientConfiguration } from '@paydesk/contracts/configuration/client-configuration.endpoints';
import type { User, UserManager } from 'oidc-client-ts';
import { localSettings } from '../../lib/local-settings';
import { AUTH_PATHS } from './auth-paths';
import { AUTH_MESSAGES, type AuthResult, errorDetails, fail, redirect, success } from './auth-result';
import { browserLocation } from './browser-location';
import { safeReturnPath } from './return-url';
import { type CrossTabLogout, createCrossTabLogout } from './session/cross-tab-logout';
import { sessionSubject } from './session/session-subject';
import { mustForceLogout, watchTabReturn } from './session/tab-return-check';
import { createTokenRenewal, type TokenRenewal } from './session/token-renewal';

/** The part of oidc-client-ts's UserManager the portal uses (tests give a fake). */
export type OidcUserManager = Pick<
  UserManager,
  | 'getUser'
  | 'removeUser'
  | 'signinSilent'
  | 'signinPopup'
  | 'signinRedirect'
  | 'signinCallback'
  | 'signoutPopup'
  | 'signoutRedirect'
  | 'signoutCallback'
>;

export interface AuthServiceOptions {
  userManager: OidcUserManager;
  configuration: ClientConfiguration;
  /** A full page navigation (default `window.location.assign`). */
  navigateTo?: (url: string) => void;
  crossTab?: CrossTabLogout;
  /** The in-app location used as return URL when renewal gives up (default: the current page). */
  currentPath?: () => string;
}

/**
 * Spec §8 "A closed popup gives 'The user closed the window.'": oidc-client-ts notices a closed
 * popup only with `popupAbortOnClose` (off by default because a provider page with its own
 * Cross-Origin-Opener-Policy cuts the popup off and looks closed at once; the embedded provider is
 * same-origin, and popups are off unless configured), and rejects with "Popup closed by user".
 */
const POPUP_ARGS = { popupAbortOnClose: true } as const;
const POPUP_CLOSED = /popup (window )?closed/i;

function returnUrlOf(state: unknown): string | null {
  const value = (state as { returnUrl?: unknown } | null | undefined)?.returnUrl;
  return typeof value === 'string' ? safeReturnPath(value) : null;
}

/**
 * Sign-in, sign-out and the session rules of spec §4 around one oidc-client-ts UserManager.
 * React reads it through AuthContext (useSyncExternalStore on `subscribe`/`getUser`).
 */
export class AuthService {
  readonly configuration: ClientConfiguration;
  private readonly um: OidcUserManager;
  private readonly navigateTo: (url: string) => void;
  private readonly currentPath: () => string;
  private readonly crossTab: CrossTabLogout;
  private readonly renewal: TokenRenewal;
  private readonly listeners = new Set<() => void>();
  private readonly callbacks = new Map<string, Promise<AuthResult>>();
  private user: User | null = null;
  private loading: Promise<void> | null = null;
  private detachTabReturn: (() => void) | null = null;
  private started = false;
  private signingOut: Promise<AuthResult> | null = null;

  constructor(options: AuthServiceOptions) {
    this.um = options.userManager;
    this.configuration = options.configuration;
    this.navigateTo = options.navigateTo ?? ((url) => browserLocation.assign(url));
    this.currentPath = options.currentPath ?? (() => `${window.location.pathname}${window.location.search}`);
    this.crossTab = options.crossTab ?? createCrossTabLogout();
    this.renewal = createTokenRenewal({
      getExpiresAt: () => (this.user?.expires_at === undefined ? null : this.user.expires_at * 1000),
      renew: () => this.renew(),
      onGiveUp: () => void this.giveUpRenewal(),
    });
  }

  // --- state ---------------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getUser = (): User | null => this.user;

  /** Spec §7: the Bearer token is sent only while unexpired. */
  readonly getAccessToken = (): string | null =>
    this.user && this.user.expired !== true ? this.user.access_token : null;

  isAuthenticated(): boolean {
    return this.getAccessToken() !== null;
  }

  private setUser(user: User | null): void {
    if (user === this.user) return;
    this.user = user;
    for (const listener of this.listeners) listener();
  }

  private signedIn(user: User): void {
    sessionSubject.set(user.profile.sub);
    this.setUser(user);
    // Renewal stops at sign-out; a later sign-in in the same page starts it again.
    if (this.started) this.renewal.start();
  }

  /**
   * Loads this tab's stored user once. A stored user whose subject is no longer the browser's
   * session subject (another tab logged out, or someone else signed in) is dropped: spec §4.
   */
  init(): Promise<void> {
    this.loading ??= (async () => {
      const stored = await this.um.getUser().catch(() => null);
      if (stored && mustForceLogout(stored.profile.sub, sessionSubject.get())) {
        await this.um.removeUser().catch(() => undefined);
        return;
      }
      if (stored) this.setUser(stored);
    })();
    return this.loading;
  }

  /** Starts renewal, the cross-tab listener and the tab-return check. Idempotent; undone by `stop`. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.renewal.start();
    this.crossTab.listen(() => void this.endLocalSession());
    this.detachTabReturn = watchTabReturn(
      () => this.user?.profile.sub ?? null,
      () => void this.endLocalSession(),
    );
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.renewal.stop();
    this.crossTab.dispose();
    this.detachTabReturn?.();
    this.detachTabReturn = null;
  }

  // --- sign-in -------------------------------------------------------------------------------

  /**
   * Spec §8: silent sign-in first; if it fails a popup (only when the configuration enables it;
   * disabled by default), then a redirect carrying the return URL in the state.
   */
  readonly signIn = async (returnUrl: string | null): Promise<AuthResult> => {
    try {
      const user = await this.um.signinSilent();
      if (user) {
        this.signedIn(user);
        return success(returnUrl);
      }
    } catch {
      // No session at the identity provider (login_required) or the iframe was refused: go on.
    }
    if (this.configuration.popupSignIn) {
      try {
        this.signedIn(await this.um.signinPopup(POPUP_ARGS));
        return success(returnUrl);
      } catch (error) {
        if (POPUP_CLOSED.test(errorDetails(error))) return fail(AUTH_MESSAGES.popupClosed);
        // Blocked or failed popup: fall back to the redirect.
      }
    }
    try {
      await this.um.signinRedirect({ state: { returnUrl } });
      return redirect();
    } catch (error) {
      return fail(errorDetails(error));
    }
  };

  /**
   * Completes the sign-in on the callback page. A redirect callback gives Success with the return
   * URL kept in the state; a popup or iframe callback hands the response to its opener (Redirect).
   * The same URL is processed once, however often React runs the effect.
   */
  readonly completeSignIn = (url: string = window.location.href): Promise<AuthResult> => {
    let pending = this.callbacks.get(url);
    if (!pending) {
      pending = (async () => {
        try {
          const user = await this.um.signinCallback(url);
          if (!user) return redirect();
          this.signedIn(user);
          return success(returnUrlOf(user.state));
        } catch (error) {
          return fail(AUTH_MESSAGES.callbackFailed(errorDetails(error)));
        }
      })();
      this.callbacks.set(url, pending);
    }
    return pending;
  };

  // --- sign-out ------------------------------------------------------------------------------

  /**
   * Spec §8: "Signing out falls back from popup to redirect and finally to navigating to / and
   * clearing the session." The popup is tried only where popups are enabled (as for sign-in).
   * Other tabs are told first (spec §4).
   */
  readonly signOut = (returnUrl: string | null = null): Promise<AuthResult> => {
    // One sign-out at a time: the idle time-out, a 401 and the Logout button may meet.
    this.signingOut ??= this.runSignOut(returnUrl).finally(() => {
      this.signingOut = null;
    });
    return this.signingOut;
  };

  private async runSignOut(returnUrl: string | null): Promise<AuthResult> {
    this.renewal.stop();
    this.crossTab.announce();
    sessionSubject.clear();
    localSettings.clearSession();
    if (this.configuration.popupSignIn) {
      try {
        await this.um.signoutPopup(POPUP_ARGS);
        await this.clearLocalUser();
        return success(returnUrl);
      } catch {
        // Fall back to the redirect.
      }
    }
    try {
      await this.um.signoutRedirect({ state: { returnUrl } });
      this.setUser(null);
      return redirect();
    } catch {
      await this.clearLocalUser();
      this.navigateTo('/');
      return redirect();
    }
  }

  /**
   * Any API call but GET /users answered 401 (the token was refused): the session is over, so the
   * user is signed out the normal way. Nothing to do when no one is signed in in this tab.
   */
  readonly signOutRefused = (): void => {
    if (this.user === null) return;
    void this.signOut(null);
  };

  readonly completeSignOut = async (url: string = window.location.href): Promise<AuthResult> => {
    try {
      // No response: a popup callback (oidc-client-ts closes the window) or a provider that sent
      // no state back. Either way the sign-out is done here.
      const response = await this.um.signoutCallback(url);
      await this.clearLocalUser();
      return success(returnUrlOf(response?.userState));
    } catch (error) {
      await this.clearLocalUser();
      return fail(errorDetails(error));
    }
  };

  /**
   * The API refused this tab's token (401): drop it and sign in again at the identity provider with
   * `prompt=login`, so a token the API keeps refusing cannot loop silent sign-in.
   */
  readonly reauthenticate = async (returnUrl: string | null): Promise<void> => {
    await this.clearLocalUser();
    try {
      await this.um.signinRedirect({ state: { returnUrl: safeReturnPath(returnUrl) }, prompt: 'login' });
    } catch {
      this.navigateTo('/');
    }
  };

  private async clearLocalUser(): Promise<void> {
    await this.um.removeUser().catch(() => undefined);
    try {
      sessionStorage.clear();
    } catch {
      // Nothing to clear.
    }
    this.setUser(null);
  }

  /** Another tab logged out, or this tab's session is gone or belongs to someone else: spec §4. */
  private async endLocalSession(): Promise<void> {
    if (!this.user) return;
    this.renewal.stop();
    localSettings.clearSession();
    await this.clearLocalUser();
    this.navigateTo(AUTH_PATHS.loggedOut);
  }

  // --- renewal -------------------------------------------------------------------------------

  private async renew(): Promise<void> {
    const user = await this.um.signinSilent();
    if (!user) throw new Error('Silent renewal returned no user');
    this.signedIn(user);
  }

  /** Spec §4: "After 3 failed attempts it redirects to sign-in and tells other tabs to log out." */
  private async giveUpRenewal(): Promise<void> {
    this.crossTab.announce();
    sessionSubject.clear();
    const returnUrl = safeReturnPath(this.currentPath());
    // The tokens go from storage, but the in-memory user stays until the page leaves: dropping it
    // would make the login guard start a second sign-in beside this redirect.
    await this.um.removeUser().catch(() => undefined);
    try {
      await this.um.signinRedirect({ state: { returnUrl } });
    } catch {
      await this.clearLocalUser();
      this.navigateTo(returnUrl ? `${AUTH_PATHS.login}?returnUrl=${encodeURIComponent(returnUrl)}` : '/');
    }
  }
}
