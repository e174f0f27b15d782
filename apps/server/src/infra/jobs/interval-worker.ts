import type { FastifyBaseLogger } from 'fastify';

export interface IntervalWorker<T> {
  start(): void;
  /** Stops and waits for the pass under way (on app close). */
  stop(): Promise<void>;
  /** One pass now, or the pass already under way: two passes never overlap. */
  runOnce(): Promise<T>;
}

export interface IntervalWorkerOptions<T> {
  intervalMs: number;
  /** One bounded pass of work, so a tick never holds the database for long. */
  pass: () => Promise<T>;
  log: FastifyBaseLogger;
  /** Logged with the error when a pass started by the timer fails. */
  failureMessage: string;
}

/**
 * Background work on an interval inside the server process. A tick skips while a pass is under
 * way (no pile-up when a pass is slow), and the timer is unref'd so it never keeps the process alive.
 */
export function createIntervalWorker<T>(options: IntervalWorkerOptions<T>): IntervalWorker<T> {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<T> | null = null;
  const runOnce = () => {
    current ??= options.pass().finally(() => {
      current = null;
    });
    return current;
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (current) return;
        runOnce().catch((error: unknown) => options.log.error({ err: error }, options.failureMessage));
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      // A failed pass was already reported to its caller or the log; closing must not throw on it.
      await current?.catch(() => undefined);
    },
    runOnce,
  };
}
