import { ErrorBody } from '@paydesk/contracts/http/errors';
import { ApiError } from '../../../lib/api/api-error';

export interface ServerFieldMessage {
  /** The field's path in the request body, e.g. `contactEmail` or `proposalEntries.0.items.1.value`. */
  readonly field: string;
  readonly message: string;
}

/**
 * The field messages of a 400 (`{ error: { details: [{ field: 'body.contactEmail', message }] } }`),
 * with the `body.` prefix taken off so they name the form's own fields. Anything else: none.
 */
export function serverFieldMessages(error: unknown): ServerFieldMessage[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = ErrorBody.safeParse(error.body);
  if (!body.success) return [];
  return (body.data.error.details ?? []).map(({ field, message }) => ({
    field: field.replace(/^body\./, ''),
    message,
  }));
}
