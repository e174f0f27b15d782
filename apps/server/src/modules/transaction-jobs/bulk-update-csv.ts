import type { MultipartFile } from '@fastify/multipart';
import {
  TRANSACTION_JOB_LIMITS,
  TRANSACTION_JOB_MESSAGES,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { TransactionReference } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import type { FastifyRequest } from 'fastify';
import { AppError, type FieldMessage } from '../../infra/errors/app-error';

/**
 * The bulk update's CSV file (docs/transaction-jobs.md "Bulk update CSV"): multipart field `file`,
 * at most 2 MB of UTF-8 text, one transaction id or external id per row in the first column, an
 * optional header row, blank lines ignored. Any bad row refuses the whole file with a 400 whose
 * field messages name the row (`file.rows.<line>`), so nothing is queued from half a file.
 */

export const CSV_FIELD = 'file';
const HEADER_WORDS = new Set([
  'transactionid',
  'transaction id',
  'id',
  'externalid',
  'external id',
  'reference',
]);
/** At most this many row messages in one answer; the rest would only repeat the point. */
const MAX_ROW_MESSAGES = 50;

const M = TRANSACTION_JOB_MESSAGES;

/** Row problems of the CSV's own syntax (the reference rules' messages are the contract's). */
export const BULK_CSV_MESSAGES = {
  malformedQuote:
    'The row is not valid CSV: a quoted value must end with a closing quote (") before the next separator',
} as const;
const refuse = (message: string, field = CSV_FIELD) => AppError.validation([{ field, message }]);

export async function readBulkUpdateCsv(request: FastifyRequest): Promise<string[]> {
  if (!request.isMultipart()) throw refuse(M.fileRequired);
  const limit = TRANSACTION_JOB_LIMITS.bulkUpdateFileBytes;
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      throwFileSizeLimit: false,
      limits: { fileSize: limit + 1, files: 1, parts: 5 },
    });
  } catch {
    throw refuse(M.fileRequired);
  }
  if (!part || part.fieldname !== CSV_FIELD) {
    part?.file.resume();
    throw refuse(M.fileRequired);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    }
  } catch {
    throw refuse(M.fileRequired);
  }
  if (size > limit || part.file.truncated) throw refuse(M.fileTooLarge);
  return parseBulkUpdateCsv(Buffer.concat(chunks));
}

/** The references of the file's rows, in order; a 400 naming every bad row (up to 50). */
export function parseBulkUpdateCsv(content: Buffer): string[] {
  // A NUL byte or invalid UTF-8 means a binary file (a spreadsheet saved as .xlsx, an image).
  if (content.includes(0)) throw refuse(M.notCsv);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw refuse(M.notCsv);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const references: string[] = [];
  const errors: FieldMessage[] = [];
  const seen = new Map<string, number>();
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const cell = firstCell(line);
    if (cell === '') return;
    const field = `${CSV_FIELD}.rows.${lineNumber}`;
    if (cell === null) {
      errors.push({ field, message: BULK_CSV_MESSAGES.malformedQuote });
      return;
    }
    if (references.length === 0 && errors.length === 0 && HEADER_WORDS.has(cell.toLowerCase())) return;
    const checked = TransactionReference.safeParse(cell);
    if (!checked.success) {
      errors.push({ field, message: checked.error.issues[0]?.message ?? 'Invalid value' });
      return;
    }
    const key = checked.data.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ field, message: M.duplicate(first) });
      return;
    }
    seen.set(key, lineNumber);
    references.push(checked.data);
  });
  if (errors.length > 0) throw AppError.validation(errors.slice(0, MAX_ROW_MESSAGES));
  if (references.length === 0) throw refuse(M.emptyFile);
  if (references.length > TRANSACTION_JOB_LIMITS.bulkUpdateItems) throw refuse(M.tooManyRows);
  return references;
}

/**
 * The first cell of a CSV line: up to the first comma, semicolon or tab, quotes removed
 * ("a""b" → a"b). Null when a quoted cell is malformed (never closed, or text after its closing
 * quote): guessing a reference from half a quote would act on the wrong transaction or none.
 */
function firstCell(line: string): string | null {
  const trimmed = line.trim();
  if (trimmed.startsWith('"')) {
    const match = /^"((?:[^"]|"")*)"\s*(?:[,;\t]|$)/.exec(trimmed);
    return match ? (match[1] ?? '').replace(/""/g, '"').trim() : null;
  }
  return (trimmed.split(/[,;\t]/)[0] ?? '').trim();
}
