#!/usr/bin/env node
/**
 * The first-load budget of the portal (docs/architecture.md, "The first-load budget"): what the
 * browser downloads, gzip, before the first screen can draw, read from Vite's build manifest
 * (dist/.vite/manifest.json) after `npm run build`:
 *
 * - signed out: the entry chunk of index.html and every chunk it imports statically (the
 *   modulepreload closure Vite writes into the page), with their CSS. A visitor who is not signed in
 *   downloads this before the sign-in starts;
 * - signed in: the above, plus the lazy chunks the signed-in area loads before its first screen
 *   draws: the signed-in area itself, the user's layout (the heaviest of the four counts) and the
 *   screen the user lands on (the heaviest of FIRST_SCREENS), each with its static import closure.
 *
 * The target is 170 KB gzip for each (TARGET_BYTES). Until the portal is there, each figure has a
 * limit (LIMIT_BYTES) a little above what it measures today, which only ever comes down: the step
 * fails over the limit, so a new screen cannot quietly undo a cut, and prints how far the target
 * still is. Exit code 1 over a limit, 2 on a missing build or a manifest key that is gone (a renamed
 * file must be renamed here too, not silently dropped).
 *
 * Usage: node scripts/bundle-budget.mjs [dist folder]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** 170 KB gzip for each figure: a widely used critical-path budget, where the portal is going. */
export const TARGET_BYTES = 170 * KB;

/**
 * The enforced limits: today's figures and a little room. Signed out measures 162.1 KB (from
 * 206.6 KB before the pages before sign-in dropped Material UI). Signed in measures 458.6 KB since
 * it counts the screen a user really lands on (the transaction lookup, with its filters' date
 * pickers, 54.6 KB of it): it counted the placeholder "not available" page before, 328.6 KB, which
 * no user sees first any more. That change of what is measured is the only reason the limit moved
 * from 332 to 462 KB. The lookup's date pickers then moved to their own chunk, loaded once the
 * lookup has drawn: 417.0 KB. Lower them with each cut; never raise them to let a change through (load its
 * code lazily instead). The one raise for a change so far, 358 → 366 KB, was for the phone layout
 * (the drawer navigation and the narrow toolbar, +7.2 KB): it is what a phone draws first.
 * The second, 420 → 423 KB (418.5 → 422.0 measured), came with administration: eleven new screens,
 * every one lazily loaded, added their entries to the route table in the entry chunk (+0.6 KB), the
 * step-up host joined the signed-in area (its dialog loads on first need), and small modules the
 * signed-in area shares with the new screens (useMutation, the debounced value, the retry alert,
 * the theme builder) became chunks of their own, each with its own wrapping (about +2 KB): no new
 * screen's code loads first. The next cut is there: fewer, larger shared chunks, or zod and the
 * contracts' schemas out of the first screen (docs/architecture.md, "The first-load budget").
 * With the dashboards, the first screen is the dashboard (its chart library, grid outlines and
 * details dialog load after it draws): signed in fell to 419.6 KB, and its limit to 420 KB. The six
 * new routes' entries in the route table cost the entry chunk 0.5 KB (163.5 → 164.0 KB, 42 bytes
 * over): signed out's limit moved to 164.5 KB, the third raise, paid for by the 3 KB signed in gave
 * back. A generic loader for the route table's families was tried and gzipped 0.1 KB larger.
 * The report tool, the API logs and the support analytics (issue 19) raised both, the fourth
 * raise and not paid for yet: signed out 164.8 KB (the pop-up's own top-level route, outside the
 * layout, and the configured origin it reads), signed in 421.4 KB (shared contract schemas the
 * new screens and the dashboard both import, regrouped into the first screen's chunks). Limits
 * 165 and 422 KB until the shared chunks are split again.
 */
export const LIMIT_BYTES = { signedOut: 165 * KB, signedIn: 422 * KB };

/** The page a visitor opens (the portal's one HTML entry; silent-redirect.html runs in an iframe). */
export const SIGNED_OUT_ENTRIES = ['index.html'];

/** The signed-in area, the lazy route every signed-in screen sits in (app/router.tsx). */
export const SIGNED_IN_AREA = 'src/app/signed-in-area.tsx';

/**
 * The first screens after sign-in: every user lands on their dashboard (spec §2,
 * shell/navigation/landing.ts), one module for merchants and operators. The signed-in figure takes
 * the heaviest, as it does for the layouts.
 */
export const FIRST_SCREENS = ['src/features/dashboards/pages/dashboard-screens.tsx'];

/** The four layouts (shell/layout/layout-registry.ts); a tenant's theme picks one. */
export const LAYOUTS = [
  'src/shell/layout/vertical-layout-1/vertical-layout-1.tsx',
  'src/shell/layout/enterprise/enterprise-layout.tsx',
  'src/shell/layout/material/material-layout.tsx',
  'src/shell/layout/vertical-v2/vertical-v2-layout.tsx',
];

/**
 * The manifest keys of the given chunks and of every chunk they import statically, transitively
 * (`imports`; never `dynamicImports`, which load on demand). Throws on a key the manifest lacks.
 * @param {Record<string, { file: string, imports?: string[], css?: string[] }>} manifest
 * @param {readonly string[]} keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = /** @type {string} */ (pending.pop());
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The files (JS and CSS, in dist) the browser downloads for these chunks and their static closure.
 * @param {Record<string, { file: string, imports?: string[], css?: string[] }>} manifest
 * @param {readonly string[]} keys
 * @returns {string[]}
 */
export function filesLoaded(manifest, keys) {
  const files = new Set();
  for (const key of staticClosure(manifest, keys)) {
    const chunk = /** @type {{ file: string, css?: string[] }} */ (manifest[key]);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files].sort();
}

/**
 * Both figures for a build folder: each is the gzip size of every file loaded, summed (each file is
 * compressed on its own, as a server sends it).
 * @param {string} distDir
 */
export function measure(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const sizeOf = (/** @type {string[]} */ files) =>
    files.reduce((total, file) => {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(distDir, file))).length);
      return total + gzipped.get(file);
    }, 0);

  const signedOutFiles = filesLoaded(manifest, SIGNED_OUT_ENTRIES);
  const signedIn = LAYOUTS.flatMap((layout) =>
    FIRST_SCREENS.map((screen) => {
      const files = filesLoaded(manifest, [...SIGNED_OUT_ENTRIES, SIGNED_IN_AREA, screen, layout]);
      return { layout, screen, files, bytes: sizeOf(files) };
    }),
  ).reduce((heaviest, next) => (next.bytes > heaviest.bytes ? next : heaviest));
  return {
    signedOut: { files: signedOutFiles, bytes: sizeOf(signedOutFiles) },
    signedIn,
    largest: [...gzipped].sort((a, b) => b[1] - a[1]),
  };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * One line per figure, and the labels of the figures over their limit.
 * @param {{ signedOut: { bytes: number }, signedIn: { bytes: number, layout: string } }} figures
 * @param {{ signedOut: number, signedIn: number }} limits
 */
export function report(figures, limits = LIMIT_BYTES) {
  const rows = [
    ['signedOut', 'signed out (index.html and its static imports)'],
    [
      'signedIn',
      `signed in (+ signed-in area, first screen, ${figures.signedIn.layout.split('/').at(-2)} layout)`,
    ],
  ];
  const over = [];
  const lines = rows.map(([key, label]) => {
    const bytes = figures[/** @type {'signedOut' | 'signedIn'} */ (key)].bytes;
    const limit = limits[/** @type {'signedOut' | 'signedIn'} */ (key)];
    if (bytes > limit) over.push(label);
    const target = bytes > TARGET_BYTES ? `${kb(bytes - TARGET_BYTES)} over` : 'within';
    return `${bytes > limit ? 'OVER' : 'ok  '} ${label}: ${kb(bytes)} gzip (limit ${kb(limit)}; target ${kb(TARGET_BYTES)}: ${target})`;
  });
  return { lines, over };
}

function main() {
  const distDir = resolve(
    process.argv[2] ?? join(fileURLToPath(new URL('.', import.meta.url)), '..', 'dist'),
  );
  let figures;
  try {
    figures = measure(distDir);
  } catch (error) {
    console.error(
      `bundle budget: ${error instanceof Error ? error.message : error} (run npm run build first)`,
    );
    process.exit(2);
  }
  const { lines, over } = report(figures);
  for (const line of lines) console.log(line);
  if (over.length > 0 || process.env.BUNDLE_BUDGET_VERBOSE) {
    const sizes = new Map(figures.largest);
    const { signedIn, signedOut } = figures;
    console.log('\nThe signed-in figure, file by file (gzip):');
    for (const file of [...signedIn.files].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0))) {
      const both = signedOut.files.includes(file) ? '  (signed out too)' : '';
      console.log(`  ${kb(sizes.get(file) ?? 0).padStart(9)}  ${file}${both}`);
    }
  }
  if (over.length > 0) {
    console.error(
      `\nOver the first-load limit: ${over.join('; ')}. Load the new code lazily (docs/architecture.md).`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
