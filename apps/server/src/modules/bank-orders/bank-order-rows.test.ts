import {
  ibanProblem,
  maskAccountNumber,
  normaliseIban,
} from '@paydesk/contracts/bank-orders/bank-order.model';
import { describe, expect, it } from 'vitest';
import { readCsv } from './bank-order-csv';
import { checkOrderFile, minorUnits, rowMessage } from './bank-order-rows';

const CURRENCIES = new Map([
  ['EUR', 2],
  ['JPY', 0],
  ['BHD', 3],
]);
const HEADER = 'beneficiary_name,beneficiary_iban,amount,currency,reference';
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and a BOM', () => {
    const result = readCsv('\uFEFFa,"b,c","say ""hi"""\n"two\nlines",x,y\r\n\r\nlast,1,2', 10);
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b,c', 'say "hi"'] },
        { line: 2, cells: ['two\nlines', 'x', 'y'] },
        { line: 5, cells: ['last', '1', '2'] },
      ],
    });
  });

  it('refuses an unclosed quote and text after a closing quote', () => {
    expect(readCsv('a,"b\nc', 10)).toMatchObject({ ok: false, line: 1 });
    expect(readCsv('a,"b"c', 10)).toMatchObject({ ok: false, line: 1 });
  });
});

describe('IBAN and account helpers', () => {
  it('accepts valid IBANs and refuses a wrong check digit, length or form', () => {
    for (const iban of ['DE89370400440532013000', 'GB82WEST12345698765432', 'NL91ABNA0417164300']) {
      expect(ibanProblem(iban)).toBeNull();
    }
    expect(ibanProblem('DE89370400440532013001')).toMatch(/check digits/);
    expect(ibanProblem('DE8937040044053201300')).toBe('An IBAN of DE has 22 characters, not 21');
    expect(ibanProblem('1234')).toMatch(/^Not an IBAN/);
    expect(normaliseIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('masks an account number except its last four', () => {
    expect(maskAccountNumber('DE89 3704 0044 0532 0130 00')).toBe('****3000');
    expect(maskAccountNumber('123')).toBe('****');
  });
});

describe('minorUnits', () => {
  it('converts by string arithmetic with the currency decimals', () => {
    expect(minorUnits('1250.5', 2)).toBe(125050);
    expect(minorUnits('0.01', 2)).toBe(1);
    expect(minorUnits('300', 0)).toBe(300);
    expect(minorUnits('1.234', 3)).toBe(1234);
  });

  it('refuses zero, too many decimals, separators and signs', () => {
    expect(minorUnits('0.00', 2)).toBe('The amount must be more than zero');
    expect(minorUnits('1.005', 2)).toBe('At most 2 decimals for this currency');
    expect(minorUnits('1.5', 0)).toBe('This currency has no decimals');
    expect(minorUnits('1,000.00', 2)).toMatch(/^Not an amount/);
    expect(minorUnits('-5', 2)).toMatch(/^Not an amount/);
    expect(minorUnits('', 2)).toBe('The amount is missing');
  });
});

describe('checkOrderFile', () => {
  it('takes a good file whole, with rows numbered as in the file', () => {
    const result = checkOrderFile(
      file(
        'Ada Lovelace,DE89 3704 0044 0532 0130 00,1250.50,eur,INV-1',
        '"Smith, John",GB82WEST12345698765432,300,JPY,INV-2',
      ),
      CURRENCIES,
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          rowNumber: 2,
          beneficiaryName: 'Ada Lovelace',
          beneficiaryIban: 'DE89370400440532013000',
          amount: 125050,
          currency: 'EUR',
          reference: 'INV-1',
        },
        {
          rowNumber: 3,
          beneficiaryName: 'Smith, John',
          beneficiaryIban: 'GB82WEST12345698765432',
          amount: 300,
          currency: 'JPY',
          reference: 'INV-2',
        },
      ],
    });
  });

  it('lists every bad row by row and column', () => {
    const result = checkOrderFile(
      file(
        'Ada,DE89370400440532013001,10.00,EUR,R1',
        ',NL91ABNA0417164300,0,EUR,R2',
        'Bob,NL91ABNA0417164300,10.001,EUR,R1',
        'Cy,NL91ABNA0417164300,5,XYZ,R4',
        'too,few',
        '=cmd,NL91ABNA0417164300,5,EUR,R6',
      ),
      CURRENCIES,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(rowMessage)).toEqual([
      'Row 2, beneficiary_iban: The IBAN check digits do not match: check the number',
      'Row 3, beneficiary_name: The beneficiary name is missing',
      'Row 3, amount: The amount must be more than zero',
      'Row 4, amount: At most 2 decimals for this currency',
      'Row 4, reference: The same reference as row 2',
      'Row 5, currency: XYZ is not a known currency',
      'Row 6: Has 2 fields, the header has 5',
      "Row 7, beneficiary_name: Letters, digits, spaces and / - ? : ( ) . , ' + & only",
    ]);
  });

  it('reports a malformed amount even when the currency is unknown too', () => {
    const result = checkOrderFile(
      file(
        'Ada,NL91ABNA0417164300,12x,XYZ,R1',
        'Bob,NL91ABNA0417164300,,EU,R2',
        'Cy,NL91ABNA0417164300,10.123,XYZ,R3',
      ),
      CURRENCIES,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(rowMessage)).toEqual([
      'Row 2, currency: XYZ is not a known currency',
      'Row 2, amount: Not an amount: digits with an optional decimal point, e.g. 1250.00',
      'Row 3, currency: A three-letter currency code, e.g. EUR',
      'Row 3, amount: The amount is missing',
      // The decimals allowed are the currency's: unknown currency, so only the currency is wrong.
      'Row 4, currency: XYZ is not a known currency',
    ]);
  });

  it('refuses a wrong header, an empty file and too many rows', () => {
    const messages = (text: string) => {
      const result = checkOrderFile(text, CURRENCIES);
      return result.ok ? [] : result.errors.map(rowMessage);
    };
    expect(messages('name,iban,amount\nA,B,C')).toEqual([`File: The first row must be the header ${HEADER}`]);
    expect(messages('')).toEqual(['File: The file is empty: it needs a header row and at least one payment']);
    expect(messages(HEADER)).toEqual(['File: The file has no payments: add rows under the header']);
    const many = Array.from({ length: 5001 }, (_, i) => `A,NL91ABNA0417164300,1,EUR,R${i}`);
    expect(messages(file(...many))).toEqual(['File: A file holds at most 5000 payments']);
    const max = Array.from({ length: 5000 }, (_, i) => `A,NL91ABNA0417164300,1,EUR,R${i}`);
    expect(checkOrderFile(file(...max), CURRENCIES).ok).toBe(true);
  });
});
