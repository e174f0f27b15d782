import type { Query } from '@tanstack/react-query';
import { nextPollInterval } from './poller';

// biome-ignore lint/suspicious/noExplicitAny: any query of any data, as TanStack's own option type.
type AnyQuery = Query<any, any, any, any>;

/**
 * The polling rule of `createPoller` (spec §8: an error doubles the interval until the next
 * success) as a TanStack Query `refetchInterval`, for a poll that lives in the query cache:
 *
 *   useQuery({ ...notificationsQuery, refetchInterval: backoffRefetchInterval(30_000) })
 *
 * gives 30 s, then 60 s after a failed poll, 120 s after two in a row, and 30 s again after a
 * success. TanStack recomputes the interval after every change of the query's state, so the error
 * streak is read from the state: failures counted since the last success.
 */
export function backoffRefetchInterval(
  intervalMs: number,
  maxIntervalMs?: number,
): (query: AnyQuery) => number {
  const errorsAtLastSuccess = new WeakMap<AnyQuery, number>();
  return (query) => {
    const { status, errorUpdateCount } = query.state;
    if (status !== 'error') {
      errorsAtLastSuccess.set(query, errorUpdateCount);
      return intervalMs;
    }
    const streak = errorUpdateCount - (errorsAtLastSuccess.get(query) ?? 0);
    return nextPollInterval(intervalMs, streak, maxIntervalMs);
  };
}
