import { useEffect, useRef } from 'react';
import { createPoller, type PollerOptions } from './poller';

export interface UsePollingOptions extends Omit<PollerOptions, 'task' | 'onError'> {
  /** Polls only while true (default true), e.g. while signed in or while a panel is open. */
  readonly enabled?: boolean;
}

/**
 * `createPoller` for a component: polls while mounted and enabled, with spec §8's doubling after
 * errors. The latest `task` and `onError` are used on each run, so they need not be stable.
 */
export function usePolling(
  task: PollerOptions['task'],
  options: UsePollingOptions & { onError?: PollerOptions['onError'] },
): void {
  const latest = useRef({ task, onError: options.onError });
  latest.current = { task, onError: options.onError };
  const { intervalMs, runImmediately, maxIntervalMs, enabled = true } = options;

  useEffect(() => {
    if (!enabled) return;
    const poller = createPoller({
      intervalMs,
      runImmediately,
      maxIntervalMs,
      task: (signal) => latest.current.task(signal),
      onError: (error) => latest.current.onError?.(error),
    });
    poller.start();
    return () => poller.stop();
  }, [enabled, intervalMs, runImmediately, maxIntervalMs]);
}
