/**
 * The subject signed in to this browser, shared by all tabs (localStorage), while each tab keeps
 * its own tokens (sessionStorage). A tab compares its own subject with this one when it is shown
 * again (spec §4). Set at every sign-in, cleared by a user logout.
 */
const KEY = 'paydesk.session-subject';

export const sessionSubject = {
  get(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(subject: string): void {
    try {
      localStorage.setItem(KEY, subject);
    } catch {
      // Storage unavailable: the tab-return check then sees no session and asks for sign-in again.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
