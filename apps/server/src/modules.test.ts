import { describe, expect, it } from 'vitest';
import { MODULE_WALKS } from './module-walks.test-support';
import { FEATURE_MODULES } from './modules';

/** The module list (modules.ts) is the one place a module is added; what hangs off it must follow. */
describe('the feature module list', () => {
  const names: string[] = FEATURE_MODULES.map((module) => module.name);

  it('names each module once', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('has an endpoint-walk entry for every module, and none for a module not in the list', () => {
    expect(Object.keys(MODULE_WALKS).sort()).toEqual([...names].sort());
  });

  it("gives the walk no foreign-id rule or example twice (a later module's would hide the first)", () => {
    const keys = Object.values(MODULE_WALKS).flatMap((entry) =>
      'noExtraWalkData' in entry
        ? []
        : [
            ...Object.keys(entry.foreignIds).map((key) => `foreign id ${key}`),
            ...Object.keys(entry.examples).map((key) => `example ${key}`),
          ],
    );
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('says why a module brings nothing to the walk', () => {
    for (const entry of Object.values(MODULE_WALKS)) {
      if ('noExtraWalkData' in entry) expect(entry.noExtraWalkData.length).toBeGreaterThan(10);
    }
  });
});
