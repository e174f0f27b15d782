#!/usr/bin/env node
/**
 * Proves the production build holds no development-only code (docs/administration.md, "The
 * dev-only permission override"): every file of the build is searched for the markers below, and
 * the step fails if one is found. Run after `npm run build` (the `budget` script runs it).
 *
 * Usage: node scripts/dev-code-absent.mjs [dist folder]
 * Exit code 1 when a marker is found, 2 when there is no build to search.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Strings only development-only modules hold (the override's storage key). */
export const DEV_ONLY_MARKERS = ['paydesk.devPermissionOverride'];

/** The files of `folder`, recursively. */
function filesOf(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** Each file of the build holding a marker, with the marker. */
export function devCodeIn(dist) {
  return filesOf(dist).flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return DEV_ONLY_MARKERS.filter((marker) => text.includes(marker)).map((marker) => ({ file, marker }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run npm run build first`);
    process.exit(2);
  }
  const found = devCodeIn(dist);
  for (const { file, marker } of found)
    console.error(`Development-only code in the production build: ${marker} in ${file}`);
  if (found.length > 0) process.exit(1);
  console.log(
    `No development-only code in the production build (${DEV_ONLY_MARKERS.length} marker searched)`,
  );
}
