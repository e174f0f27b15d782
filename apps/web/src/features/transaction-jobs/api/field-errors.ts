import { ApiError } from '../../../lib/api/api-error';

/** One field message of a 400 (CONVENTIONS "Errors": `error.details[]`). */
interface FieldDetail {
  readonly field: string;
  readonly message: string;
}

/** The field messages of a 400, or none for any other failure. */
export function fieldDetailsOf(error: unknown): FieldDetail[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const details = (error.body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is FieldDetail => typeof d?.field === 'string' && typeof d?.message === 'string',
  );
}

/** A bulk update's 400, sorted for the form: messages by field, and messages by row (1-based). */
export interface BulkUpdateErrors {
  readonly fields: Readonly<Record<string, string>>;
  readonly rows: readonly { row: number; message: string }[];
}

/**
 * Reads a bulk update's 400: `body.transactions.N` (N the 0-based list index) and `file.rows.N`
 * (N the 1-based CSV line) are row messages; any other field (`body.comment`, `querystring.actionType`,
 * `file`) is a message of that form field, named without its `body.`/`querystring.` prefix.
 */
export function bulkUpdateErrorsOf(error: unknown): BulkUpdateErrors {
  const fields: Record<string, string> = {};
  const rows: { row: number; message: string }[] = [];
  for (const { field, message } of fieldDetailsOf(error)) {
    const listRow = /^(?:body\.)?transactions\.(\d+)$/.exec(field);
    const fileRow = /^file\.rows\.(\d+)$/.exec(field);
    if (listRow) rows.push({ row: Number(listRow[1]) + 1, message });
    else if (fileRow) rows.push({ row: Number(fileRow[1]), message });
    else fields[field.replace(/^(body|querystring|query)\./, '')] ??= message;
  }
  rows.sort((a, b) => a.row - b.row);
  return { fields, rows };
}
