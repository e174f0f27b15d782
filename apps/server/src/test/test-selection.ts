import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which server test files run in which pass (vitest.config.ts). CI runs the suite twice: on
 * embedded PGlite (the default) and on a PostgreSQL server (DATABASE_URL). The second pass exists
 * for what differs between the two: the driver and its pool, the role switch of row-level security
 * on a pooled connection, locks and concurrent sessions. So it runs the test files that use a
 * database, decided from each file's imports (never a hand-kept list):
 *
 * - a file runs on PostgreSQL too when it reaches a database source (src/test/test-database.ts or
 *   database-copies.ts, where test databases come from, or the driver's openDatabase) through its
 *   own imports and the test helpers it imports (`*.test-support.ts`, src/test/); a test of pure
 *   logic runs once, on PGlite;
 * - a file whose header says `@postgres-only` runs on PostgreSQL only: one that kills processes
 *   sharing one database (a guarantee of a server database), where the PGlite pass would spend its
 *   time building a database per child process.
 *
 * When both passes run (CI: .ci/test sets CI_POSTGRES_URL), a file that uses a database runs once,
 * on PostgreSQL, the stricter of the two (a server's pool, real concurrency, the older major
 * version), and the PGlite pass keeps the files that use none, plus those whose header says
 * `@both-databases`: the tests of what PGlite itself must get right (its schema from the
 * migrations, the demo seed `npm start` loads into it, row-level security). PGlite also serves both
 * servers of the browser tests. Running every database test on both engines cost a third of CI
 * (333 s of the PGlite pass in a 31-minute run) for little the two passes did not already share.
 */

/** Where a test gets a database: the test copies, or a handle of its own from the driver. */
const DATABASE_SOURCES = new Set(
  ['src/test/test-database.ts', 'src/test/database-copies.ts', 'src/infra/db/database.ts'].map(
    path.normalize,
  ),
);
const POSTGRES_ONLY = /^\s*\*?\s*@postgres-only\b/m;
/**
 * A test that replaces a module (`vi.mock`) needs a module graph of its own: in a shared one, a
 * module imported by an earlier file keeps the real import, whatever order the files ran in.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock)\(/;
const BOTH_DATABASES = /^\s*\*?\s*@both-databases\b/m;
/** A relative import or re-export (not `import type`: types open no database). */
const RELATIVE_IMPORT = /\b(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s*)?'(\.{1,2}\/[^']+)'/g;

export interface TestSelection {
  /** Every test file, relative to the workspace. */
  readonly all: readonly string[];
  /** The files that use a database: the PostgreSQL pass. */
  readonly usingDatabase: readonly string[];
  /** The files that run on PostgreSQL only (not in the PGlite pass). */
  readonly postgresOnly: readonly string[];
  /** The files that use a database and still run in the PGlite pass when a PostgreSQL pass runs too. */
  readonly bothDatabases: readonly string[];
  /** The files that replace modules (`vi.mock`): each runs with a module graph of its own. */
  readonly ownModules: readonly string[];
}

export function selectTests(root: string): TestSelection {
  const all = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src', file))
    .sort();
  const reaches = new Map<string, boolean>();
  const usesDatabase = (file: string, seen: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (DATABASE_SOURCES.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    const found = helperImports(root, file).some((imported) => usesDatabase(imported, seen));
    reaches.set(file, found);
    return found;
  };
  const matching = (tag: RegExp) =>
    all.filter((file) => tag.test(readFileSync(path.join(root, file), 'utf8')));
  return {
    all,
    usingDatabase: all.filter((file) => usesDatabase(file, new Set())),
    postgresOnly: matching(POSTGRES_ONLY),
    bothDatabases: matching(BOTH_DATABASES),
    ownModules: matching(REPLACES_MODULES),
  };
}

/**
 * The files of the PGlite pass: every one but the PostgreSQL-only ones; when a PostgreSQL pass
 * runs too (`withPostgresPass`), only those that use no database or must run on both.
 */
export function pglitePass(selection: TestSelection, withPostgresPass: boolean): string[] {
  return selection.all.filter(
    (file) =>
      !selection.postgresOnly.includes(file) &&
      (!withPostgresPass ||
        !selection.usingDatabase.includes(file) ||
        selection.bothDatabases.includes(file)),
  );
}

/**
 * The test helpers (src/test/, `*.test-support.ts`) and database sources a file imports; the code
 * under test is not walked.
 */
function helperImports(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found: string[] = [];
  for (const [, , typeOnly, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    if (typeOnly) continue;
    const base = path.normalize(path.join(path.dirname(file), specifier ?? ''));
    const resolved = [base, `${base}.ts`, path.join(base, 'index.ts')].find(
      (candidate) => candidate.endsWith('.ts') && existsSync(path.join(root, candidate)),
    );
    if (!resolved) continue;
    const helper =
      resolved.startsWith(path.join('src', 'test') + path.sep) || resolved.endsWith('.test-support.ts');
    if (helper || DATABASE_SOURCES.has(resolved)) found.push(resolved);
  }
  return found;
}
