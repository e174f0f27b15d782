import { fieldMessagesOf, formFieldOf } from '../../../lib/api/field-errors';
import { errorMessageOf } from '../../../lib/http/error-message';

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
  for (const { field, message } of fieldMessagesOf(error)) {
    const listRow = /^(?:body\.)?transactions\.(\d+)$/.exec(field);
    const fileRow = /^file\.rows\.(\d+)$/.exec(field);
    if (listRow) rows.push({ row: Number(listRow[1]) + 1, message });
    else if (fileRow) rows.push({ row: Number(fileRow[1]), message });
    else fields[formFieldOf(field)] ??= message;
  }
  rows.sort((a, b) => a.row - b.row);
  return { fields, rows };
}

/**
 * Why starting a job failed, for its confirmation dialog: a 400's field messages (e.g. a filter that
 * matches too many events), anything else its spec §8 message.
 */
export async function jobStartFailureOf(error: unknown): Promise<string> {
  const details = fieldMessagesOf(error);
  return details.length > 0 ? details.map((d) => d.message).join(' ') : errorMessageOf(error);
}
