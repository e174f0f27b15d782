import { describe, expect, it } from 'vitest';
import { worldGeoJson } from './world-map';

describe('the world map outlines', () => {
  it('names countries by their ISO alpha-2 code, the code the rows carry', () => {
    const names = worldGeoJson().features.map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['DE', 'TR', 'US', 'GB', 'BR', 'CN', 'PL']));
    expect(names.filter((n) => /^[A-Z]{2}$/.test(n)).length).toBeGreaterThan(165);
  });
});
