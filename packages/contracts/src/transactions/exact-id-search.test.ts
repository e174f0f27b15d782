import { describe, expect, it } from 'vitest';
import { searchesAllDates, searchKeyIsExactId } from './exact-id-search';

describe('exact id searches (all dates)', () => {
  it('takes a UUID or a text that is neither an e-mail nor four digits as an id', () => {
    expect(searchKeyIsExactId('7d5c1b0e-2a44-4c1e-9a0b-6f2a3c4d5e6f')).toBe(true);
    expect(searchKeyIsExactId('7D5C1B0E-2A44-4C1E-9A0B-6F2A3C4D5E6F')).toBe(true);
    expect(searchKeyIsExactId('ORD-1001')).toBe(true);
    expect(searchKeyIsExactId(' 12345 ')).toBe(true);
    expect(searchKeyIsExactId('jane@example.com')).toBe(false);
    expect(searchKeyIsExactId('4242')).toBe(false);
    expect(searchKeyIsExactId('  ')).toBe(false);
    expect(searchKeyIsExactId(undefined)).toBe(false);
  });

  it('searches all dates for the external id filter or an id-like search key', () => {
    expect(searchesAllDates({ externalId: 'ORD-1' })).toBe(true);
    expect(searchesAllDates({ externalId: null }, 'ORD-1')).toBe(true);
    expect(searchesAllDates({}, 'jane@example.com')).toBe(false);
    expect(searchesAllDates({ externalId: '' })).toBe(false);
  });
});
