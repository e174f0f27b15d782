import { i18n } from '../../i18n/i18n-signed-out';
import { ApiError } from '../api/api-error';

/**
 * The toast message of a failed call, in spec §8's order:
 *
 * 0. status 403 always gives 'You are not authorized to perform this action';
 * 1. a plain string body;
 * 2. a blob body's `error` field (the blob's text parsed as JSON);
 * 3. the first of `errors[].message`;
 * 4. an `error` field: a string, or our own server's `{ error: { code, message } }` shape. That
 *    shape *is* the spec's "error field", only structured, so it takes the same place in the order
 *    (after `errors[]`, before the pageSize error) rather than a place of its own;
 * 5. a pageSize error: the `errors.pageSize` entry of an ASP.NET-style validation body
 *    (`{ errors: { pageSize: ['...'] } }`, also `PageSize`), or a top-level `pageSize` text, which
 *    paged calls answer when the page size is refused;
 * 6. else 'Unknown error'.
 *
 * Async because a blob body has to be read.
 */
export async function errorMessageOf(error: unknown): Promise<string> {
  const failure = failureOf(error);
  if (!failure) return unknownError();
  if (failure.status === 403) return i18n.t('feedback.http.forbidden');
  if (typeof Blob !== 'undefined' && failure.body instanceof Blob) {
    return (await blobErrorOf(failure.body)) ?? unknownError();
  }
  return messageOfBody(failure.body) ?? unknownError();
}

/**
 * Steps 1, 3, 4 and 5 for a body that is already read (text or parsed JSON); null when none
 * applies. Step 2 (a blob) is `blobErrorOf`.
 */
export function messageOfBody(body: unknown): string | null {
  if (typeof body === 'string') return plainText(body);
  if (!isRecord(body)) return null;
  const first = Array.isArray(body.errors) ? body.errors[0] : undefined;
  if (isRecord(first) && nonEmpty(first.message)) return first.message;
  const field = errorFieldOf(body.error);
  if (field) return field;
  const pageSize = isRecord(body.errors) ? (body.errors.pageSize ?? body.errors.PageSize) : body.pageSize;
  const text = Array.isArray(pageSize) ? pageSize[0] : pageSize;
  return nonEmpty(text) ? text : null;
}

/** Step 2: a blob body (a failed download) holds JSON text; its `error` field is the message. */
export async function blobErrorOf(blob: Blob): Promise<string | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await blob.text());
  } catch {
    return null;
  }
  return isRecord(parsed) ? errorFieldOf(parsed.error) : null;
}

interface Failure {
  readonly status: number;
  readonly body: unknown;
}

/** Our ApiError, or anything shaped like a failed response (a status and a body). */
function failureOf(error: unknown): Failure | null {
  if (error instanceof ApiError) return error;
  if (isRecord(error) && typeof error.status === 'number' && 'body' in error) {
    return { status: error.status, body: error.body };
  }
  return null;
}

function errorFieldOf(value: unknown): string | null {
  if (nonEmpty(value)) return value;
  if (isRecord(value) && nonEmpty(value.message)) return value.message;
  return null;
}

/**
 * A text body is the message, except an HTML page (a proxy's or gateway's error page), which
 * would fill the toast with markup.
 */
function plainText(body: string): string | null {
  const text = body.trim();
  if (!text || text.startsWith('<')) return null;
  return text;
}

function unknownError(): string {
  return i18n.t('feedback.http.unknownError');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
