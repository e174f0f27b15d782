/**
 * The last time the user did something in any tab of the portal, shared through localStorage, so
 * a user working in tab A is not logged out by an idle tab B (every tab's idle clock reads the
 * newest time). The last keep-alive ping is shared the same way, so several open tabs send one
 * ping per interval between them, not one each.
 */
const KEYS = { activity: 'paydesk.last-activity', ping: 'paydesk.last-ping' } as const;

/** Mouse moves come many times a second: write the shared time at most once a second. */
export const ACTIVITY_WRITE_THROTTLE_MS = 1_000;

export interface SharedActivity {
  /** Notes activity at `at` (epoch ms). `force` writes through the throttle (a button press). */
  record(at: number, options?: { force?: boolean }): void;
  /** The newest activity of any tab. */
  lastActivity(): number;
  recordPing(at: number): void;
  /** The newest ping of any tab. */
  lastPing(): number;
}

function readNumber(key: string): number {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function writeNumber(key: string, value: number): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // No storage: this tab's own clock still works; only the sharing is lost.
  }
}

export function createSharedActivity(): SharedActivity {
  let localActivity = 0;
  let written = 0;
  let localPing = 0;
  return {
    record(at, options) {
      localActivity = Math.max(localActivity, at);
      if (options?.force || at - written >= ACTIVITY_WRITE_THROTTLE_MS) {
        written = at;
        writeNumber(KEYS.activity, Math.max(localActivity, readNumber(KEYS.activity)));
      }
    },
    lastActivity: () => Math.max(localActivity, readNumber(KEYS.activity)),
    recordPing(at) {
      localPing = at;
      writeNumber(KEYS.ping, at);
    },
    lastPing: () => Math.max(localPing, readNumber(KEYS.ping)),
  };
}
