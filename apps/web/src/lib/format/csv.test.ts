import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('csvText', () => {
  it('quotes what needs quoting and ends every line with CRLF', () => {
    expect(
      csvText([
        ['Reason', 'Count'],
        ['Do not honour, retry', 3],
        ['Say "no"', 1],
      ]),
    ).toBe('Reason,Count\r\n"Do not honour, retry",3\r\n"Say ""no""",1\r\n');
  });

  it('keeps a spreadsheet from running a text as a formula, but not a number', () => {
    expect(csvText([['=HYPERLINK("x")', '-12,50', '@sum', -3]])).toBe(
      `"'=HYPERLINK(""x"")","-12,50",'@sum,-3\r\n`,
    );
  });
});
