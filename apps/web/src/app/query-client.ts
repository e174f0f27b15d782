import { isCancelledError, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type Notifier, notify } from '../components/feedback/feedback-store';
import { isStepUpRequired } from '../lib/api/api-client';
import { ApiError } from '../lib/api/api-error';
import { errorMessageOf } from '../lib/http/error-message';
import type { PaydeskRequestMeta } from '../lib/http/query-meta';
import { reportApiUnauthorized } from '../shell/auth/unauthorized-signal';

/** Statuses a second try cannot change: not signed in, not allowed, not there. */
const FINAL_STATUSES = new Set([401, 403, 404]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
  return failureCount < 1;
}

export interface FailureDeps {
  /** Where the error toast goes (default: the app's feedback store). */
  readonly notifier?: Notifier;
  /** A 401 on any call but GET /users (default: the signed-in session signs out). */
  readonly onUnauthorized?: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The one place failed calls reach (CONVENTIONS "Errors"). Spec §8: any failed call shows the
 * error toast with the message rules of `errorMessageOf`, unless the query or mutation says
 * `meta: { silentError: true }`. A 401 signs the user out instead (except where the caller says it
 * handles 401 itself: GET /users, which the login guard answers by signing in again); no toast
 * then, as the page is about to leave. A cancelled call is no failure.
 */
export async function reportFailure(
  error: unknown,
  meta: PaydeskRequestMeta | undefined,
  deps: FailureDeps = {},
): Promise<void> {
  if (isCancelledError(error) || isAbort(error)) return;
  // A 401 asking for a step-up code the user did not give is a refusal of that one call, not an
  // ended session: it is reported like any other failure.
  if (error instanceof ApiError && error.status === 401 && !isStepUpRequired(error)) {
    if (!meta?.handlesUnauthorized) (deps.onUnauthorized ?? reportApiUnauthorized)();
    return;
  }
  if (meta?.silentError) return;
  (deps.notifier ?? notify).error(await errorMessageOf(error));
}

/**
 * Queries retry once (never on 401/403/404); mutations never retry (they change money). Every
 * final failure goes through `reportFailure`.
 */
export function createQueryClient(deps: FailureDeps = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => void reportFailure(error, query.meta, deps),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => void reportFailure(error, mutation.meta, deps),
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
