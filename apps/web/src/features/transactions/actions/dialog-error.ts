import { ApiError } from '../../../lib/api/api-error';
import { errorCodeOf, type FieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { errorMessageOf } from '../../../lib/http/error-message';

/** Field messages of a 400 (`details[].field` such as `body.amount`), by the form's field name. */
export type ServerFieldErrors = FieldErrors;

/**
 * Where a failed dialog send goes, the same for the money actions and the maintenance changes: a
 * 409 or 422 (the state moved on, or the key was used for another request) is a refusal shown in
 * the dialog; a 400 with field messages goes to the fields; anything else is an error toast, the
 * dialog staying open for a retry.
 */
export async function routeDialogError(
  error: unknown,
  to: {
    readonly refused: (message: string, status: 409 | 422, code: string | null) => void;
    readonly fields: (errors: ServerFieldErrors) => void;
    readonly failed: (message: string) => void;
  },
): Promise<void> {
  const message = await errorMessageOf(error);
  if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
    to.refused(message, error.status, errorCodeOf(error));
    return;
  }
  if (error instanceof ApiError && error.status === 400) {
    const fields = fieldErrorsOf(error);
    to.fields(fields);
    if (Object.keys(fields).length > 0) return;
  }
  to.failed(message);
}
