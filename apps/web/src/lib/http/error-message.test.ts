import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorMessageOf, messageOfBody } from './error-message';

const failed = (status: number, body: unknown) => new ApiError(status, body, `HTTP ${status}`);
const jsonBlob = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });

describe('errorMessageOf (spec §8 message order)', () => {
  it('1. a plain string body', async () => {
    expect(await errorMessageOf(failed(400, 'Merchant is locked'))).toBe('Merchant is locked');
  });

  it("2. a blob body's error field (a failed download)", async () => {
    expect(await errorMessageOf(failed(400, jsonBlob({ error: 'Report is not ready' })))).toBe(
      'Report is not ready',
    );
    expect(await errorMessageOf(failed(500, jsonBlob({ error: { message: 'Export failed' } })))).toBe(
      'Export failed',
    );
  });

  it("a blob that is not JSON, or has no error field, gives 'Unknown error'", async () => {
    expect(await errorMessageOf(failed(500, new Blob(['%PDF-1.7'])))).toBe('Unknown error');
    expect(await errorMessageOf(failed(500, jsonBlob({ message: 'x' })))).toBe('Unknown error');
  });

  it('3. the first of errors[].message', async () => {
    const body = { errors: [{ message: 'Amount is required' }, { message: 'Currency is required' }] };
    expect(await errorMessageOf(failed(400, body))).toBe('Amount is required');
  });

  it('3 before 4: errors[] wins over an error field', async () => {
    const body = { errors: [{ message: 'first' }], error: 'second' };
    expect(await errorMessageOf(failed(400, body))).toBe('first');
  });

  it('4. an error field (a string)', async () => {
    expect(await errorMessageOf(failed(409, { error: 'Ticket already closed' }))).toBe(
      'Ticket already closed',
    );
  });

  it("4. our server's { error: { code, message } } is that error field", async () => {
    const body = { error: { code: 'CONFLICT', message: 'The payout was already approved' } };
    expect(await errorMessageOf(failed(409, body))).toBe('The payout was already approved');
  });

  it('4 before 5: an error field wins over a pageSize error', async () => {
    expect(messageOfBody({ error: 'the error', errors: { pageSize: ['too big'] } })).toBe('the error');
  });

  it('5. a pageSize error', async () => {
    expect(
      await errorMessageOf(failed(400, { errors: { pageSize: ['Page size must be at most 100'] } })),
    ).toBe('Page size must be at most 100');
    expect(await errorMessageOf(failed(400, { errors: { PageSize: ['Too large'] } }))).toBe('Too large');
    expect(await errorMessageOf(failed(400, { pageSize: 'Page size must be positive' }))).toBe(
      'Page size must be positive',
    );
  });

  it.each([
    ['no body', null],
    ['an empty string', '   '],
    ['an empty object', {}],
    ['an empty errors list', { errors: [] }],
    ['errors of another field', { errors: { name: ['Name is required'] } }],
    ['an HTML error page from a proxy', '<html><body>502 Bad Gateway</body></html>'],
  ])("6. %s gives 'Unknown error'", async (_, body) => {
    expect(await errorMessageOf(failed(500, body))).toBe('Unknown error');
  });

  it("a network failure (no response at all) gives 'Unknown error'", async () => {
    expect(await errorMessageOf(new TypeError('Failed to fetch'))).toBe('Unknown error');
    expect(await errorMessageOf(undefined)).toBe('Unknown error');
  });

  it.each([
    ['a string body', 'You may not'],
    ['our error shape', { error: { code: 'FORBIDDEN', message: 'Forbidden' } }],
    ['a blob', jsonBlob({ error: 'nope' })],
    ['no body', null],
  ])("status 403 always gives 'You are not authorized to perform this action' (%s)", async (_, body) => {
    expect(await errorMessageOf(failed(403, body))).toBe('You are not authorized to perform this action');
  });

  it('reads any failed-response-like object (a status and a body)', async () => {
    expect(await errorMessageOf({ status: 400, body: { error: 'Bad input' } })).toBe('Bad input');
    expect(await errorMessageOf({ status: 403, body: null })).toBe(
      'You are not authorized to perform this action',
    );
  });
});
