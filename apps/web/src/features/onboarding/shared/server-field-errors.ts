import { fieldMessagesOf, formFieldOf } from '../../../lib/api/field-errors';

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
  return fieldMessagesOf(error).map(({ field, message }) => ({ field: formFieldOf(field), message }));
}
