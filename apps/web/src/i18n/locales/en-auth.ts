/**
 * English texts: sign-in, sign-out and the authentication pages (spec §2 "Authentication", §8
 * "Sign-in and session"). Spec texts appear exactly as the spec writes them.
 */
export const enAuth = {
  // Progress labels (read out by assistive technology while the page waits).
  loading: 'Loading',
  signingIn: 'Signing in',
  signingOut: 'Signing out',
  openingIdentityProvider: 'Opening the identity provider',
  // Buttons
  login: 'Login',
  logout: 'Logout',
  retry: 'Retry',
  backToDashboard: 'Back to dashboard',
  // Load failures before the portal can start
  settingsFailed: 'The sign-in settings could not be loaded.',
  userFailed: 'Your user details could not be loaded.',
  // Spec §8 "Sign-in and session"
  popupClosed: 'The user closed the window.',
  callbackFailed: 'There was an error signing in. Error: {{details}}',
  unknownError: 'Unknown error',
  // Spec §2 "Authentication"
  logoutNotLocal: 'The logout was not initiated from within the page.',
  loggedOut: 'You successfully logged out!',
  unauthorizedHeading: "401: You don't have enough permissions to get access to the resource",
  unauthorizedText: 'Please, try to Logout/Login using other credentials',
} as const;
