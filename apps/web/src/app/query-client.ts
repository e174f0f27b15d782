import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error';

/** Statuses a second try cannot change: not signed in, not allowed, not there. */
const FINAL_STATUSES = new Set([401, 403, 404]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
  return failureCount < 1;
}

/** Queries retry once (never on 401/403/404); mutations never retry (they change money). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
