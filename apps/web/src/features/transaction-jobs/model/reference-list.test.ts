import { describe, expect, it } from 'vitest';
import { csvReferences, parseReferenceList } from './reference-list';

describe('parseReferenceList', () => {
  it('splits on lines, commas, semicolons and tabs, trimming and dropping blanks', () => {
    expect(parseReferenceList(' ORD-1\nORD-2, ORD-3;\t\nORD-4\r\n\n')).toEqual([
      'ORD-1',
      'ORD-2',
      'ORD-3',
      'ORD-4',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(parseReferenceList(' \n ,, ')).toEqual([]);
  });
});

describe('csvReferences', () => {
  it('reads the first column and skips a known header row', () => {
    expect(csvReferences('externalId,amount\nORD-1,100\n"ORD-2",200\n\nORD-3\n')).toEqual([
      'ORD-1',
      'ORD-2',
      'ORD-3',
    ]);
  });

  it('keeps a first row that is not a header, and strips a byte-order mark', () => {
    expect(csvReferences('\uFEFFORD-9\r\nORD-10')).toEqual(['ORD-9', 'ORD-10']);
    expect(csvReferences('TransactionId\nabc')).toEqual(['abc']);
    expect(csvReferences('External id;note\nabc;x')).toEqual(['abc']);
  });
});
