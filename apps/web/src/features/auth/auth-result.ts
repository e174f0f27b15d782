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

/** Spec §8 messages. */
export const AUTH_MESSAGES = {
  popupClosed: 'The user closed the window.',
  callbackFailed: (details: string) => `There was an error signing in. Error: ${details}`,
  logoutNotLocal: 'The logout was not initiated from within the page.',
  loggedOut: 'You successfully logged out!',
  unauthorizedHeading: "401: You don't have enough permissions to get access to the resource",
  unauthorizedText: 'Please, try to Logout/Login using other credentials',
} as const;

export function errorDetails(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}
