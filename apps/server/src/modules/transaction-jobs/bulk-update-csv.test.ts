import { TRANSACTION_JOB_MESSAGES as JM } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../infra/errors/app-error';
import { BULK_CSV_MESSAGES, parseBulkUpdateCsv } from './bulk-update-csv';

const parse = (text: string) => parseBulkUpdateCsv(Buffer.from(text, 'utf8'));
const refusal = (text: string | Buffer) => {
  try {
    parseBulkUpdateCsv(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
  } catch (error) {
    if (error instanceof AppError) return error.details;
    throw error;
  }
  throw new Error('The file was accepted');
};

describe('the bulk update CSV', () => {
  it('reads the first cell of each row: plain, quoted, after a BOM and a header, any line ending', () => {
    expect(parse('\uFEFFExternal Id;note\r\nA-1;x\n"B,2",y\r"C""3"\n\n  D-4  \t z\n')).toEqual([
      'A-1',
      'B,2',
      'C"3',
      'D-4',
    ]);
  });

  it('treats a header word only on the first row', () => {
    expect(parse('A-1\nid\n')).toEqual(['A-1', 'id']);
  });

  it('names every bad row by its line, and refuses the whole file', () => {
    expect(refusal(`A-1\n${'y'.repeat(129)}\na-1\nB-2\n`)).toEqual([
      { field: 'file.rows.2', message: JM.referenceTooLong },
      { field: 'file.rows.3', message: 'Duplicate of row 1' },
    ]);
  });

  it('refuses a row whose quote is never closed, or has text after its closing quote', () => {
    expect(refusal('A-1\n"unterminated\n"B-2"x,y\n"C-3" ;ok\n')).toEqual([
      { field: 'file.rows.2', message: BULK_CSV_MESSAGES.malformedQuote },
      { field: 'file.rows.3', message: BULK_CSV_MESSAGES.malformedQuote },
    ]);
    expect(BULK_CSV_MESSAGES.malformedQuote).toBe(
      'The row is not valid CSV: a quoted value must end with a closing quote (") before the next separator',
    );
  });

  it('refuses an empty file, a binary one, invalid UTF-8 and more than 10,000 rows', () => {
    expect(refusal('transactionId\n\n')).toEqual([{ field: 'file', message: JM.emptyFile }]);
    expect(refusal(Buffer.from([0x41, 0x00, 0x42]))).toEqual([{ field: 'file', message: JM.notCsv }]);
    expect(refusal(Buffer.from([0x41, 0xff, 0xfe]))).toEqual([{ field: 'file', message: JM.notCsv }]);
    const rows = Array.from({ length: 10_001 }, (_, i) => `R-${i}`).join('\n');
    expect(refusal(rows)).toEqual([{ field: 'file', message: JM.tooManyRows }]);
    expect(parse(rows.split('\n').slice(0, 10_000).join('\n'))).toHaveLength(10_000);
  });
});
