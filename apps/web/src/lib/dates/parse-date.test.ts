import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseDayMonthYear, parseDayMonthYearToDate, toDayjs } from './parse-date';

describe('date parser (spec §5: day/month/year strings, else null)', () => {
  it('parses day/month/year with one or two digit day and month', () => {
    expect(parseDayMonthYear('21/11/2026')?.format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(parseDayMonthYear('1/2/2026')?.format('YYYY-MM-DD')).toBe('2026-02-01');
    expect(parseDayMonthYear(' 01/02/2026 ')?.format('YYYY-MM-DD')).toBe('2026-02-01');
    expect(parseDayMonthYear('21.11.2026')?.format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(parseDayMonthYear('29/02/2028')?.format('YYYY-MM-DD')).toBe('2028-02-29');
  });

  it('is midnight local time, or the time given', () => {
    expect(parseDayMonthYear('21/11/2026')?.format('HH:mm:ss')).toBe('00:00:00');
    expect(parseDayMonthYear('21/11/2026 14:35')?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-21 14:35');
    expect(parseDayMonthYear('21/11/2026 23:59:58')?.format('HH:mm:ss')).toBe('23:59:58');
  });

  it.each([
    '31/02/2026',
    '29/02/2026',
    '32/01/2026',
    '00/01/2026',
    '10/13/2026',
    '11/21/2026',
    '2026-11-21',
    '21/11/26',
    '21/11-2026',
    '21/11/2026 24:00',
    '21/11/2026 12:60',
    'tomorrow',
    '',
  ])('%j is null', (text) => {
    expect(parseDayMonthYear(text)).toBeNull();
  });

  it('gives null for null and undefined, and a Date on request', () => {
    expect(parseDayMonthYear(null)).toBeNull();
    expect(parseDayMonthYear(undefined)).toBeNull();
    expect(parseDayMonthYearToDate('1/2/2026')).toEqual(new Date(2026, 1, 1));
    expect(parseDayMonthYearToDate('31/02/2026')).toBeNull();
  });

  it('reads definition values: day/month/year, ISO, Date and Dayjs', () => {
    expect(toDayjs('21/11/2026')?.format('DD/MM/YYYY')).toBe('21/11/2026');
    expect(toDayjs('2026-11-21')?.format('DD/MM/YYYY')).toBe('21/11/2026');
    expect(toDayjs(new Date(2026, 10, 21))?.format('DD/MM/YYYY')).toBe('21/11/2026');
    expect(toDayjs(dayjs('2026-11-21'))?.format('DD/MM/YYYY')).toBe('21/11/2026');
    for (const bad of ['', 'x', '2026-13-45', 5, null, undefined, new Date(Number.NaN)])
      expect(toDayjs(bad)).toBeNull();
  });
});
