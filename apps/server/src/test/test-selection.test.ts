import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pglitePass, selectTests } from './test-selection';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const selection = selectTests(workspace);
const file = (name: string) => path.normalize(name);

describe('which test files run in which pass', () => {
  it('finds the files that use a database from their imports, and the headed ones', () => {
    expect(selection.usingDatabase).toContain(file('src/modules/money/money-safety.test.ts'));
    expect(selection.usingDatabase).not.toContain(file('src/test/test-selection.test.ts'));
    expect(selection.postgresOnly).toEqual([
      file('src/modules/transaction-jobs/transaction-jobs-restart.test.ts'),
    ]);
    expect(selection.bothDatabases).toEqual(
      expect.arrayContaining([
        file('src/test/schema-drift.test.ts'),
        file('src/infra/tenancy/tenancy.test.ts'),
      ]),
    );
  });

  it('runs everything but the PostgreSQL-only files on PGlite when it is the only pass', () => {
    const files = pglitePass(selection, false);
    expect(files).toContain(file('src/modules/money/money-safety.test.ts'));
    expect(files).not.toContain(file('src/modules/transaction-jobs/transaction-jobs-restart.test.ts'));
    expect(files).toHaveLength(selection.all.length - selection.postgresOnly.length);
  });

  it('runs each database test once, on PostgreSQL, when both passes run, but the @both-databases ones', () => {
    const files = pglitePass(selection, true);
    expect(files).not.toContain(file('src/modules/money/money-safety.test.ts'));
    expect(files).toContain(file('src/test/test-selection.test.ts'));
    expect(files).toEqual(expect.arrayContaining([...selection.bothDatabases]));
    for (const database of selection.usingDatabase) {
      expect(files.includes(database)).toBe(selection.bothDatabases.includes(database));
    }
  });
});
