import { describe, expect, it } from 'vitest';
import { backToLookup, lookupReturnOf } from './lookup-return';

const BARE = '/transaction-management/transaction-lookup';

describe('back to the lookup', () => {
  it('returns to the lookup URL the row handed over, search and page included', () => {
    const state = lookupReturnOf({ pathname: BARE, search: '?status=Captured&pageIndex=2' });
    expect(backToLookup(state, BARE)).toBe(`${BARE}?status=Captured&pageIndex=2`);
  });

  it('falls back to the bare lookup without a state, or with one that is no path of the portal', () => {
    expect(backToLookup(null, BARE)).toBe(BARE);
    expect(backToLookup(undefined, BARE)).toBe(BARE);
    expect(backToLookup({ other: 1 }, BARE)).toBe(BARE);
    expect(backToLookup({ lookupUrl: 42 }, BARE)).toBe(BARE);
    expect(backToLookup({ lookupUrl: 'https://evil.example/' }, BARE)).toBe(BARE);
    expect(backToLookup({ lookupUrl: '//evil.example/x' }, BARE)).toBe(BARE);
    expect(backToLookup({ lookupUrl: '/\\evil.example' }, BARE)).toBe(BARE);
  });
});
