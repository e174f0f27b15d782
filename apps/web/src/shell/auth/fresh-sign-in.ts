/**
 * A one-shot note, for this tab, that the user has just signed in through the identity provider's
 * page: the layout shows the splash screen once after it (spec §9), not on every load. A reload,
 * a deep link or a new tab (signed in silently) finds no note and shows the page as soon as it is
 * ready. sessionStorage: the note survives the callback page's navigation, not the tab.
 */
const KEY = 'paydesk.fresh-sign-in';

export function markFreshSignIn(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage unavailable: the page shows without the splash, which only costs the branding.
  }
}

/** Whether the note is there, without using it up (a render may run twice). */
export function hasFreshSignIn(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function clearFreshSignIn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
