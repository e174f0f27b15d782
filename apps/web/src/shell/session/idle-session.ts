import { createSharedActivity, type SharedActivity } from './shared-activity';

/**
 * Spec §4/§9 "Session idle 1800 s, session time-out 60 s, ping 15 s" (the defaults; the server's
 * client configuration gives each environment's own figures).
 */
export const IDLE_DEFAULTS = { idleSeconds: 1800, timeoutSeconds: 60, pingSeconds: 15 } as const;

/** The idle clock looks once a second: the dialog opens within a second and counts whole seconds. */
export const IDLE_TICK_MS = 1_000;

/** What counts as the user doing something (plus the tab being shown again). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export type IdleState =
  | { readonly phase: 'active' }
  /** The dialog: `secondsLeft` until the session ends. */
  | { readonly phase: 'warning'; readonly secondsLeft: number }
  | { readonly phase: 'timedOut' };

export interface IdleSessionOptions {
  readonly idleSeconds: number;
  readonly timeoutSeconds: number;
  readonly pingSeconds: number;
  /** The keep-alive call, made every `pingSeconds` while the user is active. */
  readonly ping: () => void;
  /** The countdown reached 0: sign out. Called once. */
  readonly onTimeout: () => void;
  readonly activity?: SharedActivity;
  readonly now?: () => number;
}

export interface IdleSession {
  /** Counts the start as activity (a fresh session is never found idle), listens, ticks. */
  start(): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
  getState(): IdleState;
  /** The dialog's Continue: activity now, in every tab, and the dialog closes. */
  continueSession(): void;
}

const ACTIVE: IdleState = { phase: 'active' };

/**
 * Spec §4: "Idle warning starts after the configured idle time, then a countdown. Continue resets
 * it. Quit or timeout signs out." Everything is computed from timestamps, so a tab whose timers
 * the browser slowed down (hidden, asleep) still ends the session on time when it wakes.
 *
 * While the dialog is up, this tab's own mouse and keys do not count: the user answers with
 * Continue (a mouse move towards the button must not dismiss it). Activity in another tab still
 * counts: it closes this tab's dialog too.
 */
export function createIdleSession(options: IdleSessionOptions): IdleSession {
  const now = options.now ?? Date.now;
  const activity = options.activity ?? createSharedActivity();
  const idleMs = options.idleSeconds * 1000;
  const timeoutMs = options.timeoutSeconds * 1000;
  const pingMs = options.pingSeconds * 1000;
  const listeners = new Set<() => void>();
  let state: IdleState = ACTIVE;
  let tick: ReturnType<typeof setInterval> | null = null;

  const setState = (next: IdleState) => {
    if (
      next.phase === state.phase &&
      (next.phase !== 'warning' || (state.phase === 'warning' && next.secondsLeft === state.secondsLeft))
    ) {
      return;
    }
    state = next;
    for (const listener of listeners) listener();
  };

  const onActivity = () => {
    if (state.phase === 'active') activity.record(now());
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onActivity();
  };

  const check = () => {
    const at = now();
    const idleFor = at - activity.lastActivity();
    if (idleFor < idleMs) {
      setState(ACTIVE);
      // Half a tick of slack: timer jitter must not push a ping to the next tick (15 s, not 16 s).
      if (at - activity.lastPing() >= pingMs - IDLE_TICK_MS / 2) {
        activity.recordPing(at);
        options.ping();
      }
      return;
    }
    const left = idleMs + timeoutMs - idleFor;
    if (left > 0) {
      setState({ phase: 'warning', secondsLeft: Math.ceil(left / 1000) });
      return;
    }
    stop();
    setState({ phase: 'timedOut' });
    options.onTimeout();
  };

  function stop() {
    if (tick !== null) clearInterval(tick);
    tick = null;
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, true);
    document.removeEventListener('visibilitychange', onVisibility);
  }

  return {
    start() {
      if (tick !== null) return;
      const at = now();
      state = ACTIVE;
      activity.record(at, { force: true });
      // The first ping comes one interval after the start (the sign-in has just talked to the server).
      activity.recordPing(Math.max(at, activity.lastPing()));
      for (const type of ACTIVITY_EVENTS) {
        // Capture: scroll does not bubble, and a component stopping propagation must not hide activity.
        window.addEventListener(type, onActivity, { capture: true, passive: true });
      }
      document.addEventListener('visibilitychange', onVisibility);
      tick = setInterval(check, IDLE_TICK_MS);
    },
    stop,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    continueSession() {
      if (state.phase === 'timedOut') return;
      activity.record(now(), { force: true });
      setState(ACTIVE);
    },
  };
}
