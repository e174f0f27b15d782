/**
 * A CSV file's text (RFC 4180): a field holding a comma, a quote or a line break is quoted, with its
 * quotes doubled; lines end with CRLF. A text field a spreadsheet would run as a formula (starting
 * with =, +, - or @, and not a plain number) is prefixed with an apostrophe, as OWASP advises for
 * CSV injection.
 */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)*$/;

function csvField(value: string | number): string {
  let field = String(value);
  if (typeof value === 'string' && FORMULA_START.test(field) && !PLAIN_NUMBER.test(field))
    field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}
