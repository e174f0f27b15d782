import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffRefetchInterval } from './backoff-refetch-interval';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffRefetchInterval (spec §9: notifications poll 30 s, 60 s after an error)', () => {
  it('refetches every 30 s, 60 s after a failure, 120 s after two, and 30 s again after a success', async () => {
    const outcomes = [true, false, false, true, true];
    const runs: number[] = [];
    const start = Date.now();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, {
      queryKey: ['notifications'],
      queryFn: async () => {
        runs.push(Date.now() - start);
        if (!(outcomes.shift() ?? true)) throw new Error('poll failed');
        return runs.length;
      },
      refetchInterval: backoffRefetchInterval(30_000),
      refetchIntervalInBackground: true,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    // 0 ok -> 30 s; 30 fails -> 60 s; 90 fails -> 120 s; 210 ok -> 30 s; 240.
    await vi.advanceTimersByTimeAsync(240_000);
    expect(runs).toEqual([0, 30_000, 90_000, 210_000, 240_000]);
    unsubscribe();
    client.clear();
  });

  it('respects a cap', () => {
    const interval = backoffRefetchInterval(30_000, 90_000);
    const query = { state: { status: 'error', errorUpdateCount: 5 } } as unknown as Parameters<
      typeof interval
    >[0];
    expect(interval(query)).toBe(90_000);
  });
});
