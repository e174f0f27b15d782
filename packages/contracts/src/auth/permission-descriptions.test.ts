import { describe, expect, it } from 'vitest';
import { PERMISSION_DESCRIPTIONS } from './permission-descriptions';
import { ALL_PERMISSIONS } from './permissions';

describe('permission descriptions', () => {
  it('describes every catalogue key, and only those', () => {
    expect(Object.keys(PERMISSION_DESCRIPTIONS).sort()).toEqual([...ALL_PERMISSIONS].sort());
    for (const text of Object.values(PERMISSION_DESCRIPTIONS)) expect(text.trim()).not.toBe('');
  });
});
