import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createIdleSession, type IdleSession, type IdleState } from './idle-session';

export interface UseIdleSessionOptions {
  readonly idleSeconds: number;
  readonly timeoutSeconds: number;
  readonly pingSeconds: number;
  readonly ping: () => void;
  readonly onTimeout: () => void;
}

/**
 * The idle clock of `createIdleSession` for a component: runs while mounted, restarts when the
 * configured figures change; the latest `ping` and `onTimeout` are used, so they need not be stable.
 */
export function useIdleSession(options: UseIdleSessionOptions): {
  state: IdleState;
  continueSession: () => void;
} {
  const latest = useRef(options);
  latest.current = options;
  const { idleSeconds, timeoutSeconds, pingSeconds } = options;
  const [session, setSession] = useState<IdleSession | null>(null);

  useEffect(() => {
    const next = createIdleSession({
      idleSeconds,
      timeoutSeconds,
      pingSeconds,
      ping: () => latest.current.ping(),
      onTimeout: () => latest.current.onTimeout(),
    });
    next.start();
    setSession(next);
    return () => next.stop();
  }, [idleSeconds, timeoutSeconds, pingSeconds]);

  const state = useSyncExternalStore(
    session?.subscribe ?? noSubscribe,
    session?.getState ?? activeState,
    session?.getState ?? activeState,
  );
  return { state, continueSession: () => session?.continueSession() };
}

const ACTIVE: IdleState = { phase: 'active' };
const activeState = () => ACTIVE;
const noSubscribe = () => () => undefined;
