// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_SCREENS,
  filesLoaded,
  LAYOUTS,
  measure,
  report,
  staticClosure,
  TARGET_BYTES,
} from './bundle-budget.mjs';

/** A manifest shaped like Vite's: the entry, a shared chunk, a lazy screen and its own chunk. */
const MANIFEST = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/screen.tsx'],
    css: ['assets/main.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  'src/screen.tsx': { file: 'assets/screen.js', isDynamicEntry: true, imports: ['_shared.js', '_grid.js'] },
  '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'] },
};

describe('the static import closure', () => {
  it('follows static imports transitively, cycles included, and never dynamic ones', () => {
    expect([...staticClosure(MANIFEST, ['index.html'])].sort()).toEqual([
      '_shared.js',
      '_vendor.js',
      'index.html',
    ]);
    expect(filesLoaded(MANIFEST, ['index.html'])).toEqual([
      'assets/main.css',
      'assets/main.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  it('counts a chunk shared by two roots once, with the CSS of every chunk', () => {
    expect(filesLoaded(MANIFEST, ['index.html', 'src/screen.tsx'])).toEqual([
      'assets/grid.css',
      'assets/grid.js',
      'assets/main.css',
      'assets/main.js',
      'assets/screen.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  it('refuses a key the manifest does not have, rather than measure less', () => {
    expect(() => staticClosure(MANIFEST, ['src/renamed.tsx'])).toThrow('no chunk "src/renamed.tsx"');
  });
});

describe('the figures of a build', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('sums each file gzipped on its own, and takes the heaviest layout and first screen for the signed-in figure', () => {
    dist = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    const contents = {
      'assets/main.js': 'main();'.repeat(50),
      'assets/shared.js': 'shared();'.repeat(80),
      'assets/area.js': 'area();'.repeat(30),
      'assets/screen.js': 'screen();',
      'assets/light-screen.js': 's();',
    };
    const manifest = {
      'index.html': { file: 'assets/main.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/app/signed-in-area.tsx': { file: 'assets/area.js', imports: ['_shared.js'] },
    };
    // The last first screen is the heaviest; the others (if any) are lighter.
    FIRST_SCREENS.forEach((screen, index) => {
      manifest[screen] = {
        file: index === FIRST_SCREENS.length - 1 ? 'assets/screen.js' : 'assets/light-screen.js',
      };
    });
    LAYOUTS.forEach((layout, index) => {
      const file = `assets/layout-${index}.js`;
      contents[file] = Array.from({ length: 40 * (index + 1) }, (_, i) => `layout${index}_${i}();`).join('');
      manifest[layout] = { file };
    });
    for (const [file, text] of Object.entries(contents)) writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const gz = (/** @type {string} */ file) => gzipSync(contents[file]).length;

    const figures = measure(dist);
    expect(figures.signedOut.bytes).toBe(gz('assets/main.js') + gz('assets/shared.js'));
    expect(figures.signedIn.layout).toBe(LAYOUTS.at(-1));
    expect(figures.signedIn.screen).toBe(FIRST_SCREENS.at(-1));
    expect(figures.signedIn.bytes).toBe(
      ['assets/main.js', 'assets/shared.js', 'assets/area.js', 'assets/screen.js', 'assets/layout-3.js']
        .map(gz)
        .reduce((a, b) => a + b),
    );
  });
});

describe('the report', () => {
  const figures = (signedOut, signedIn) => ({
    signedOut: { bytes: signedOut },
    signedIn: { bytes: signedIn, layout: 'src/shell/layout/material/material-layout.tsx' },
  });

  it('fails a figure over its limit, and says how far each is from the target', () => {
    const limits = { signedOut: 200 * 1024, signedIn: 300 * 1024 };
    const within = report(figures(150 * 1024, 300 * 1024), limits);
    expect(within.over).toEqual([]);
    expect(within.lines[0]).toContain('150.0 KB gzip (limit 200.0 KB; target 170.0 KB: within)');
    expect(within.lines[1]).toContain('material layout');
    expect(within.lines[1]).toContain('target 170.0 KB: 130.0 KB over');

    const over = report(figures(150 * 1024, 300 * 1024 + 1), limits);
    expect(over.over).toHaveLength(1);
    expect(over.lines[1]).toMatch(/^OVER signed in/);
    expect(TARGET_BYTES).toBe(170 * 1024);
  });
});
