import { useEffect, useRef } from 'react';

/**
 * Runs an async page action once per mount. Sign-in and sign-out steps must not run twice
 * (React's StrictMode runs effects twice in development; the ref survives that).
 */
export function useRunOnce(action: () => Promise<void> | void, enabled = true): void {
  const done = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    void latest.current();
  }, [enabled]);
}
