import { i18n } from '../../i18n/i18n-signed-out';

/** Spec §4 "Auth result kinds: Success, Redirect, Fail." */
export enum AuthResultStatus {
  /** Done here; carry on to the return URL. */
  Success = 'Success',
  /** The browser is leaving for the identity provider (or another window finishes the flow). */
  Redirect = 'Redirect',
  /** Stopped; `message` says why. */
  Fail = 'Fail',
}

export type AuthResult =
  | { readonly status: AuthResultStatus.Success; readonly returnUrl: string | null }
  | { readonly status: AuthResultStatus.Redirect }
  | { readonly status: AuthResultStatus.Fail; readonly message: string };

export const success = (returnUrl: string | null): AuthResult => ({
  status: AuthResultStatus.Success,
  returnUrl,
});
export const redirect = (): AuthResult => ({ status: AuthResultStatus.Redirect });
export const fail = (message: string): AuthResult => ({ status: AuthResultStatus.Fail, message });

/**
 * Spec §8 messages made outside React (the auth service), in the current language. The pages
 * read the same texts through `t('auth.…')`.
 */
export const AUTH_MESSAGES = {
  get popupClosed(): string {
    return i18n.t('auth.popupClosed');
  },
  callbackFailed: (details: string): string => i18n.t('auth.callbackFailed', { details }),
  get logoutNotLocal(): string {
    return i18n.t('auth.logoutNotLocal');
  },
  get loggedOut(): string {
    return i18n.t('auth.loggedOut');
  },
  get unauthorizedHeading(): string {
    return i18n.t('auth.unauthorizedHeading');
  },
  get unauthorizedText(): string {
    return i18n.t('auth.unauthorizedText');
  },
};

export function errorDetails(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return i18n.t('auth.unknownError');
}
