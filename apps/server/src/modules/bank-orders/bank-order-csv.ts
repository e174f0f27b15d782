/**
 * A small RFC 4180 reader for the uploaded order files: comma-separated, fields optionally in double
 * quotes (a quote inside doubled), CRLF or LF line ends, a UTF-8 byte-order mark allowed. Blank
 * lines are skipped. Each record keeps its line number so messages can point at the row.
 */
export interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  readonly line: number;
  readonly cells: string[];
}

export type CsvReadResult =
  | { readonly ok: true; readonly records: CsvRecord[] }
  | { readonly ok: false; readonly line: number; readonly message: string };

export function readCsv(text: string, maxRecords: number): CsvReadResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let afterQuote = false;

  const endRecord = () => {
    cells.push(cell);
    const blank = cells.length === 1 && cells[0] === '';
    if (!blank) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === ',') {
      cells.push(cell);
      cell = '';
      afterQuote = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      afterQuote = false;
      line += 1;
      recordLine = line;
      // One more than the limit is enough to say the file is too long.
      if (records.length > maxRecords) return { ok: true, records };
    } else if (char === '"' && cell === '' && !afterQuote) {
      quoted = true;
    } else if (afterQuote) {
      return { ok: false, line, message: 'Text after a closing quote: put the whole field in quotes' };
    } else {
      cell += char;
    }
  }
  if (quoted) return { ok: false, line: recordLine, message: 'A quoted field is not closed' };
  if (cell !== '' || cells.length > 0) endRecord();
  return { ok: true, records };
}
