// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_ONLY_MARKERS, devCodeIn } from './dev-code-absent.mjs';

let dist;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the production build check', () => {
  it('finds a development-only marker in any file of the build, and passes a clean one', () => {
    dist = mkdtempSync(join(tmpdir(), 'paydesk-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<script src="/assets/main.js"></script>');
    writeFileSync(join(dist, 'assets', 'main.js'), 'console.log("portal")');
    expect(devCodeIn(dist)).toEqual([]);
    writeFileSync(
      join(dist, 'assets', 'lazy.js'),
      `localStorage.getItem(${JSON.stringify(DEV_ONLY_MARKERS[0])})`,
    );
    expect(devCodeIn(dist)).toEqual([{ file: join(dist, 'assets', 'lazy.js'), marker: DEV_ONLY_MARKERS[0] }]);
  });
});
