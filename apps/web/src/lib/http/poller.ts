/**
 * Spec §8 "Polling errors retry at double the interval" and §9 "Notification poll 30 s (60 s after
 * error)": a poll runs every `intervalMs`; each failed run doubles the wait before the next one
 * (30 s, 60 s, 120 s ...), and the next success brings it back to `intervalMs`.
 *
 * Runs are chained with setTimeout, never setInterval: a slow call is never overlapped by the next.
 */
export interface PollerOptions {
  /** The wait between runs while they succeed. */
  readonly intervalMs: number;
  /** One run; a rejection counts as an error. The signal aborts when the poller stops. */
  readonly task: (signal: AbortSignal) => Promise<unknown> | unknown;
  /** Run once straight away on start (default), or wait one interval first. */
  readonly runImmediately?: boolean;
  /** Never wait longer than this after errors (default: no cap). */
  readonly maxIntervalMs?: number;
  /** Told about each failed run; the poller itself swallows it and carries on. */
  readonly onError?: (error: unknown) => void;
}

export interface Poller {
  start(): void;
  stop(): void;
  isRunning(): boolean;
  /** The wait that follows the last run: `intervalMs` after a success, doubled per error since. */
  currentIntervalMs(): number;
}

export function nextPollInterval(
  intervalMs: number,
  consecutiveErrors: number,
  maxIntervalMs = Infinity,
): number {
  return Math.min(intervalMs * 2 ** consecutiveErrors, maxIntervalMs);
}

export function createPoller(options: PollerOptions): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller: AbortController | null = null;
  let running = false;
  let errors = 0;
  let generation = 0;

  const interval = () => nextPollInterval(options.intervalMs, errors, options.maxIntervalMs);

  const schedule = (gen: number, delay: number) => {
    timer = setTimeout(() => {
      timer = null;
      void run(gen);
    }, delay);
  };

  const run = async (gen: number) => {
    const current = new AbortController();
    controller = current;
    try {
      await options.task(current.signal);
      if (gen !== generation) return;
      errors = 0;
    } catch (error) {
      if (gen !== generation) return;
      errors += 1;
      options.onError?.(error);
    }
    schedule(gen, interval());
  };

  return {
    start() {
      if (running) return;
      running = true;
      errors = 0;
      const gen = generation;
      if (options.runImmediately === false) schedule(gen, interval());
      else void run(gen);
    },
    stop() {
      running = false;
      generation += 1;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      controller?.abort();
      controller = null;
    },
    isRunning: () => running,
    currentIntervalMs: interval,
  };
}
