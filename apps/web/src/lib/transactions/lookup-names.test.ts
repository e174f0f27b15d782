import { describe, expect, it } from 'vitest';
import { nameOf, namesById } from './lookup-names';

describe('lookup names', () => {
  const names = namesById([
    { value: 'visa', label: 'Visa' },
    { value: 'northstar-acquiring', label: 'Northstar Acquiring' },
  ]);

  it('names a known id', () => {
    expect(nameOf(names, 'visa')).toBe('Visa');
    expect(nameOf(names, 'northstar-acquiring')).toBe('Northstar Acquiring');
  });

  it('falls back to the id when no name is known, or while the list loads', () => {
    expect(nameOf(names, 'maestro')).toBe('maestro');
    expect(nameOf(namesById(undefined), 'visa')).toBe('visa');
  });
});
