import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { bulkUpdateErrorsOf } from './field-errors';

const badRequest = (details: { field: string; message: string }[]) =>
  new ApiError(
    400,
    { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', details } },
    '',
  );

describe('bulkUpdateErrorsOf', () => {
  it('turns list indexes (0-based) and CSV lines (1-based) into row numbers, in order', () => {
    const errors = bulkUpdateErrorsOf(
      badRequest([
        { field: 'file.rows.7', message: 'At most 128 characters' },
        { field: 'body.transactions.0', message: 'A transaction id or external id is required' },
        { field: 'file.rows.3', message: 'Duplicate of row 2' },
      ]),
    );
    expect(errors.rows).toEqual([
      { row: 1, message: 'A transaction id or external id is required' },
      { row: 3, message: 'Duplicate of row 2' },
      { row: 7, message: 'At most 128 characters' },
    ]);
    expect(errors.fields).toEqual({});
  });

  it('names other fields without their body/querystring prefix, first message kept', () => {
    const errors = bulkUpdateErrorsOf(
      badRequest([
        { field: 'querystring.comment', message: 'A comment is required' },
        { field: 'querystring.comment', message: 'Too short' },
        { field: 'body.declineReason', message: 'A decline reason is required' },
        { field: 'file', message: 'The file is larger than 2 MB' },
      ]),
    );
    expect(errors.fields).toEqual({
      comment: 'A comment is required',
      declineReason: 'A decline reason is required',
      file: 'The file is larger than 2 MB',
    });
  });

  it('reads nothing from a failure that is not a 400', () => {
    expect(
      bulkUpdateErrorsOf(new ApiError(409, { error: { details: [{ field: 'x', message: 'y' }] } }, '')),
    ).toEqual({
      fields: {},
      rows: [],
    });
  });
});
