import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorBodyOf, errorCodeOf, fieldErrorsOf, fieldMessagesOf, formFieldOf } from './field-errors';

const refusal = (status: number, details?: { field: string; message: string }[]) =>
  new ApiError(
    status,
    { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', details } },
    '',
  );

describe('the field-error reader', () => {
  it("reads a 400's field messages in the server's order, named as on the wire", () => {
    const error = refusal(400, [
      { field: 'body.amount', message: 'Too much' },
      { field: 'querystring.actionType', message: 'Unknown' },
      { field: 'body.amount', message: 'Second' },
    ]);
    expect(fieldMessagesOf(error)).toEqual([
      { field: 'body.amount', message: 'Too much' },
      { field: 'querystring.actionType', message: 'Unknown' },
      { field: 'body.amount', message: 'Second' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ amount: 'Too much', actionType: 'Unknown' });
  });

  it('reads no field message from another status, another shape or another error', () => {
    expect(fieldMessagesOf(refusal(409, [{ field: 'x', message: 'y' }]))).toEqual([]);
    expect(
      fieldMessagesOf(new ApiError(400, { error: { details: [{ field: 'x', message: 'y' }] } }, '')),
    ).toEqual([]);
    expect(fieldMessagesOf(new Error('boom'))).toEqual([]);
    expect(fieldErrorsOf(refusal(400))).toEqual({});
  });

  it('gives the error body of any status with the contracts shape', () => {
    expect(errorBodyOf(refusal(422))?.message).toBe('The request is not valid');
    expect(errorBodyOf(new ApiError(500, 'text', ''))).toBeNull();
  });

  it("gives a refusal's code, and null where the answer has none", () => {
    const inFlight = new ApiError(409, { error: { code: 'ACTION_IN_FLIGHT', message: 'Busy' } }, '');
    expect(errorCodeOf(inFlight)).toBe('ACTION_IN_FLIGHT');
    expect(errorCodeOf(new ApiError(409, 'Conflict', ''))).toBeNull();
    expect(errorCodeOf(new Error('offline'))).toBeNull();
  });

  it('names a wire field as the form does', () => {
    expect(formFieldOf('body.contactEmail')).toBe('contactEmail');
    expect(formFieldOf('query.page')).toBe('page');
    expect(formFieldOf('file.rows.3')).toBe('file.rows.3');
  });
});
