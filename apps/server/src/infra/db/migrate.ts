import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from './database';

const migrationsDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

/**
 * Applies the numbered SQL files in `migrations/` that have not run yet, each in its own
 * transaction, in name order. Plain SQL (not generated) because row-level security, roles and
 * policies are SQL the schema builder cannot express; `schema.ts` mirrors the tables for queries.
 * An advisory lock keeps two instances starting together from racing.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  await handle.exec('select pg_advisory_lock(727001)');
  try {
    await handle.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set(
      (await handle.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const pending = readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql') && !done.has(file))
      .sort();
    for (const file of pending) {
      const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
      try {
        await handle.exec(
          `begin;\n${sql}\n;\ninsert into schema_migrations (name) values ('${file}');\ncommit;`,
        );
      } catch (error) {
        await handle.exec('rollback').catch(() => undefined);
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
    }
    return pending;
  } finally {
    await handle.exec('select pg_advisory_unlock(727001)');
  }
}
