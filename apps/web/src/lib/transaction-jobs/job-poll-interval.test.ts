import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { JOB_POLL_MAX_MS, JOB_POLL_MS, jobPollInterval } from './job-poll-interval';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Answer = { status: 'Running' | 'Completed' } | 'fail';

/** Polls a fake job whose answers are `answers`, one per call, and returns when each call ran. */
async function pollTimes(answers: Answer[], forMs: number): Promise<number[]> {
  const runs: number[] = [];
  const start = Date.now();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, {
    queryKey: ['job'],
    queryFn: async () => {
      runs.push(Date.now() - start);
      const answer = answers.shift() ?? 'fail';
      if (answer === 'fail') throw new Error('poll failed');
      return answer;
    },
    refetchInterval: jobPollInterval((job: { status: string }) => job.status === 'Running'),
    refetchIntervalInBackground: true,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(forMs);
  unsubscribe();
  client.clear();
  return runs;
}

const running = { status: 'Running' } as const;
const completed = { status: 'Completed' } as const;

describe('jobPollInterval (live job progress)', () => {
  it('asks every 1.5 s while the job runs and stops once it has finished', async () => {
    expect(JOB_POLL_MS).toBe(1_500);
    const runs = await pollTimes([running, running, completed, running], 20_000);
    expect(runs).toEqual([0, 1_500, 3_000]);
  });

  it('waits twice as long after each failed poll (spec §8), and 1.5 s again after a success', async () => {
    // 0 ok -> 1.5 s; 1.5 fails -> 3 s; 4.5 fails -> 6 s; 10.5 ok -> 1.5 s; 12 finished.
    const runs = await pollTimes([running, 'fail', 'fail', running, completed], 60_000);
    expect(runs).toEqual([0, 1_500, 4_500, 10_500, 12_000]);
  });

  it('stops for good on an answer no retry can change (404: the job is gone)', () => {
    const interval = jobPollInterval(() => true);
    const query = {
      state: { status: 'error', errorUpdateCount: 1, data: running, error: new ApiError(404, null, 'gone') },
    } as unknown as Parameters<typeof interval>[0];
    expect(interval(query)).toBe(false);
  });

  it('never waits longer than the cap while the server stays down', () => {
    const interval = jobPollInterval(() => true);
    const query = {
      state: { status: 'error', errorUpdateCount: 12, data: running },
    } as unknown as Parameters<typeof interval>[0];
    expect(interval(query)).toBe(JOB_POLL_MAX_MS);
  });
});
