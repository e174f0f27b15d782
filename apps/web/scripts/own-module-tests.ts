/**
 * The portal's test files that need a module graph of their own (vite.config.ts): the others share
 * their worker's, which spares each file importing React, Material UI and the portal again.
 * A file needs its own when it replaces a module (`vi.mock`: in a shared graph, a module an earlier
 * file imported keeps the real import) or a global (`vi.stubGlobal`: modules of the shared graph
 * hold on to the globals they first saw). Decided from each file's text, never a hand-kept list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|stubGlobal)\(/;
const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `root`/src that need a module graph of their own, relative to `root`. */
export function ownModuleTests(root: string): string[] {
  return (readdirSync(join(root, 'src'), { recursive: true }) as string[])
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join('src', file))
    .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(join(root, file), 'utf8')));
}
