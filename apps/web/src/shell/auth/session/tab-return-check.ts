import { sessionSubject } from './session-subject';

/**
 * Spec §4: "Returning to a tab with no session or a different subject forces logout."
 * True when this tab holds a user whose subject is no longer the browser's session subject.
 */
export function mustForceLogout(tabSubject: string | null, browserSubject: string | null): boolean {
  if (tabSubject === null) return false;
  return browserSubject === null || browserSubject !== tabSubject;
}

/** Runs the check whenever the tab becomes visible again. Returns the detach function. */
export function watchTabReturn(getTabSubject: () => string | null, onForcedLogout: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    if (mustForceLogout(getTabSubject(), sessionSubject.get())) onForcedLogout();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}
