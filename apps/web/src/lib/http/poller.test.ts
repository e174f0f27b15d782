import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller, nextPollInterval } from './poller';

/** Spec §9: "Notification poll 30 s (60 s after error)". */
const NOTIFICATION_POLL_MS = 30_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task whose outcome each run is taken from `outcomes` (true: success), recording run times. */
function scripted(outcomes: boolean[]) {
  const runs: number[] = [];
  const start = Date.now();
  const task = vi.fn(async () => {
    runs.push(Date.now() - start);
    const ok = outcomes.shift() ?? true;
    if (!ok) throw new Error('poll failed');
  });
  return { task, runs };
}

describe('nextPollInterval', () => {
  it('doubles per consecutive error and respects a cap', () => {
    expect([0, 1, 2, 3].map((n) => nextPollInterval(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(nextPollInterval(30_000, 5, 300_000)).toBe(300_000);
  });
});

describe('createPoller (spec §8 "Polling errors retry at double the interval")', () => {
  it('polls every 30 s while the calls succeed, the first at once', async () => {
    const { task, runs } = scripted([]);
    const poller = createPoller({ intervalMs: NOTIFICATION_POLL_MS, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(runs).toEqual([0, 30_000, 60_000, 90_000]);
    poller.stop();
  });

  it('waits 60 s after an error, then 30 s again after the next success', async () => {
    const { task, runs } = scripted([true, false, true, true]);
    const poller = createPoller({ intervalMs: NOTIFICATION_POLL_MS, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(30_000); // run 2 at 30 s fails
    expect(poller.currentIntervalMs()).toBe(60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toEqual([0, 30_000]);
    await vi.advanceTimersByTimeAsync(1); // run 3 at 90 s succeeds
    expect(poller.currentIntervalMs()).toBe(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs).toEqual([0, 30_000, 90_000, 120_000]);
    poller.stop();
  });

  it('doubles again after each further error until a success', async () => {
    const { task, runs } = scripted([false, false, false, true, true]);
    const poller = createPoller({ intervalMs: NOTIFICATION_POLL_MS, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(470_000);
    // 0 fails -> 60 s; 60 fails -> 120 s; 180 fails -> 240 s; 420 succeeds -> 30 s; 450.
    expect(runs).toEqual([0, 60_000, 180_000, 420_000, 450_000]);
    poller.stop();
  });

  it('never waits longer than maxIntervalMs', async () => {
    const { task, runs } = scripted([false, false, false, false]);
    const poller = createPoller({ intervalMs: 1_000, maxIntervalMs: 3_000, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(runs).toEqual([0, 2_000, 5_000, 8_000]);
    poller.stop();
  });

  it('tells onError about each failure and carries on', async () => {
    const onError = vi.fn();
    const { task } = scripted([false, true]);
    const poller = createPoller({ intervalMs: 1_000, task, onError });
    poller.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('poll failed'));
    poller.stop();
  });

  it('can wait one interval before the first run', async () => {
    const { task, runs } = scripted([]);
    const poller = createPoller({ intervalMs: 30_000, task, runImmediately: false });
    poller.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([30_000]);
    poller.stop();
  });

  it('never overlaps a slow run: the next wait starts when the run ends', async () => {
    const runs: number[] = [];
    const start = Date.now();
    const task = () => {
      runs.push(Date.now() - start);
      return new Promise((resolve) => setTimeout(resolve, 10_000));
    };
    const poller = createPoller({ intervalMs: 30_000, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(runs).toEqual([0, 40_000, 80_000]);
    poller.stop();
  });

  it('stop ends the polling and aborts the run in flight; start is idempotent', async () => {
    let signal: AbortSignal | null = null;
    const task = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise(() => undefined);
    });
    const poller = createPoller({ intervalMs: 1_000, task });
    poller.start();
    poller.start();
    expect(task).toHaveBeenCalledTimes(1);
    expect(poller.isRunning()).toBe(true);
    poller.stop();
    expect(poller.isRunning()).toBe(false);
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a run that settles after stop schedules nothing', async () => {
    let finish: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const poller = createPoller({ intervalMs: 1_000, task });
    poller.start();
    poller.stop();
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
