import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

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
