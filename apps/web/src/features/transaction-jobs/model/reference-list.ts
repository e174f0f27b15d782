/**
 * The transactions of a bulk update as the user gives them: a pasted list, or a CSV file. The
 * server is the judge (it answers row-numbered 400s); these only count what will be sent, for the
 * confirmation step, and send the pasted list as the server expects it.
 */

/** A pasted list: one reference per line, or separated by commas, semicolons or tabs. */
export function parseReferenceList(text: string): string[] {
  return text
    .split(/[\n\r,;\t]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The header names the server skips on the first row of a CSV (case-insensitive). */
const HEADER_NAMES = new Set([
  'transactionid',
  'transaction id',
  'id',
  'externalid',
  'external id',
  'reference',
]);

/** The first cell of a CSV line, without surrounding quotes. */
function firstCell(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.indexOf('"', 1);
    return (end === -1 ? trimmed.slice(1) : trimmed.slice(1, end)).trim();
  }
  return (trimmed.split(/[,;\t]/)[0] ?? '').trim();
}

/**
 * The references of a CSV file's text: the first column of each non-empty row, after an optional
 * header row (transactionId, id, externalId or reference), as the server reads it.
 */
export function csvReferences(text: string): string[] {
  const cells = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .map(firstCell);
  if (cells.length > 0 && HEADER_NAMES.has(cells[0]!.toLowerCase())) cells.shift();
  return cells.filter((cell) => cell !== '');
}
