import { CancelledError, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeedbackStore, type Notifier } from '../components/feedback/feedback-store';
import { ApiError } from '../lib/api/api-error';
import { createQueryClient, reportFailure, shouldRetryQuery } from './query-client';

describe('query retry rule', () => {
  it.each([401, 403, 404])('never retries a %s', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, null, 'x'))).toBe(false);
  });

  it.each([
    ['a 500', new ApiError(500, null, 'x')],
    ['a network error', new TypeError('Failed to fetch')],
  ])('retries %s once', (_, error) => {
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });

  it('is the default of the app query client; mutations do not retry', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).toBe(shouldRetryQuery);
    expect(options.mutations?.retry).toBe(false);
  });
});

describe('failed calls (spec §8: every failure shows the error toast)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const notifier = createFeedbackStore();
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ notifier, onUnauthorized });
    client.setDefaultOptions({ queries: { retry: false } });
    const toasts = () => notifier.getSnapshot().map((t) => `${t.kind}: ${t.message}`);
    return { client, notifier, onUnauthorized, toasts };
  }

  const conflict = new ApiError(409, { error: { code: 'CONFLICT', message: 'Ticket already closed' } }, 'x');

  it('a failed query shows the error toast with the message of errorMessageOf', async () => {
    const { client, toasts } = setup();
    await client
      .fetchQuery({ queryKey: ['t'], queryFn: () => Promise.reject(conflict) })
      .catch(() => undefined);
    await vi.waitFor(() => expect(toasts()).toEqual(['error: Ticket already closed']));
  });

  it("a 403 shows 'You are not authorized to perform this action'", async () => {
    const { client, toasts } = setup();
    const forbidden = new ApiError(403, { error: { code: 'FORBIDDEN', message: 'Forbidden' } }, 'x');
    await client
      .fetchQuery({ queryKey: ['t'], queryFn: () => Promise.reject(forbidden) })
      .catch(() => undefined);
    await vi.waitFor(() =>
      expect(toasts()).toEqual(['error: You are not authorized to perform this action']),
    );
  });

  it('a failed mutation shows the error toast', async () => {
    const { client, toasts } = setup();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(conflict) });
    await mutation.execute(undefined).catch(() => undefined);
    await vi.waitFor(() => expect(toasts()).toEqual(['error: Ticket already closed']));
  });

  it('meta.silentError opts a query or a mutation out of the toast', async () => {
    const { client, toasts } = setup();
    await client
      .fetchQuery({ queryKey: ['t'], queryFn: () => Promise.reject(conflict), meta: { silentError: true } })
      .catch(() => undefined);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(conflict),
      meta: { silentError: true },
    });
    await mutation.execute(undefined).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(toasts()).toEqual([]);
  });

  it('a query that retried shows one toast, after its last attempt', async () => {
    const { client, toasts } = setup();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(500, 'Server down', 'x')));
    await client.fetchQuery({ queryKey: ['t'], queryFn, retry: 1, retryDelay: 0 }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(toasts()).toEqual(['error: Server down']));
  });

  it('a 401 on any call signs out, without a toast', async () => {
    const { client, toasts, onUnauthorized } = setup();
    const refused = new ApiError(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } }, 'x');
    await client
      .fetchQuery({ queryKey: ['t'], queryFn: () => Promise.reject(refused) })
      .catch(() => undefined);
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(refused) });
    await mutation.execute(undefined).catch(() => undefined);
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(2));
    expect(toasts()).toEqual([]);
  });

  it('a 401 of a call that handles it itself (GET /users) does not sign out', async () => {
    const { onUnauthorized } = setup();
    await reportFailure(new ApiError(401, null, 'x'), { handlesUnauthorized: true }, { onUnauthorized });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not sign out for a 401 asking for a step-up code the user did not give: it is a failure like others', async () => {
    const onUnauthorized = vi.fn();
    const notifier = { error: vi.fn() } as unknown as Notifier;
    const body = { error: { code: 'STEP_UP_REQUIRED', message: 'This action needs a step-up code' } };
    await reportFailure(new ApiError(401, body, 'x'), undefined, { onUnauthorized, notifier });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notifier.error).toHaveBeenCalledWith('This action needs a step-up code');
  });

  it('a cancelled call is no failure', async () => {
    const { client, toasts, notifier } = setup();
    const observer = new QueryObserver(client, {
      queryKey: ['slow'],
      queryFn: ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await client.cancelQueries({ queryKey: ['slow'] });
    unsubscribe();
    await reportFailure(new DOMException('Aborted', 'AbortError'), undefined, { notifier });
    await reportFailure(new CancelledError(), undefined, { notifier });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(toasts()).toEqual([]);
  });
});
