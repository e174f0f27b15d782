import { ErrorBody } from '@paydesk/contracts/http/errors';
import { ApiError } from './api-error';

/**
 * The one reader of a refusal's field messages (CONVENTIONS "Errors"): a failed call's body
 * `{ error: { code, message, details?: [{ field, message }] } }`, where a 400 names the request's
 * fields as the server validated them (`body.amount`, `querystring.actionType`, `file.rows.3`).
 */

/** One field message of a 400, its field named as on the wire. */
export interface FieldMessage {
  readonly field: string;
  readonly message: string;
}

/** A failed call's error body when it has the contracts' shape (any status), else null. */
export function errorBodyOf(error: unknown): ErrorBody['error'] | null {
  if (!(error instanceof ApiError)) return null;
  const body = ErrorBody.safeParse(error.body);
  return body.success ? body.data.error : null;
}

/**
 * A failed call's error code (`ACTION_IN_FLIGHT`, `IDEMPOTENCY_KEY_REUSED` …, the contracts'
 * ERROR_STATUS), for a screen that decides by what happened rather than by the message's words;
 * null when the answer has no code (another back end, a network failure).
 */
export function errorCodeOf(error: unknown): string | null {
  return errorBodyOf(error)?.code ?? null;
}

/** The field messages of a 400, in the server's order; none for any other failure. */
export function fieldMessagesOf(error: unknown): FieldMessage[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return [...(errorBodyOf(error)?.details ?? [])];
}

/** A wire field as a form names it: without the `body.`, `querystring.` or `query.` prefix. */
export function formFieldOf(field: string): string {
  return field.replace(/^(body|querystring|query)\./, '');
}

/** Messages by form field (`formFieldOf`) of a 400, the first message of each field. */
export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldMessagesOf(error)) errors[formFieldOf(field)] ??= message;
  return errors;
}
