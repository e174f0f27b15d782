/**
 * @both-databases Runs on PGlite too when a PostgreSQL pass runs (src/test/test-selection.ts):
 * the migrations must build the same schema on the embedded database `npm start` uses.
 */
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db-schema';
import type { DatabaseHandle } from '../infra/db/database';
import { openTestDatabase } from './test-database';

/**
 * schema.ts (what queries are written against) and migrations/*.sql (what the database is) must
 * describe the same tables, columns, types, nullability and primary keys. This compares them on a
 * freshly migrated database, so the two cannot drift apart unnoticed.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  // A migrated database (the seeded copy: rows do not matter here, and it is far quicker than a new one).
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface ColumnShape {
  readonly type: string;
  readonly notNull: boolean;
}

/** information_schema's view of a type, in the words Drizzle's getSQLType() uses. */
function sqlTypeOf(row: {
  data_type: string;
  udt_name: string;
  character_maximum_length: number | null;
}): string {
  const base = (udt: string) =>
    ({
      int2: 'smallint',
      int4: 'integer',
      int8: 'bigint',
      bool: 'boolean',
      bpchar: 'char',
      timestamptz: 'timestamp with time zone',
    })[udt] ?? udt;
  if (row.data_type === 'ARRAY') return `${base(row.udt_name.slice(1))}[]`;
  if (row.data_type === 'character') return `char(${row.character_maximum_length})`;
  if (row.data_type === 'USER-DEFINED') return row.udt_name;
  return row.data_type;
}

function drizzleTables(): Map<string, { columns: Map<string, ColumnShape>; primaryKey: string[] }> {
  const tables = new Map<string, { columns: Map<string, ColumnShape>; primaryKey: string[] }>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const columns = new Map<string, ColumnShape>();
    for (const column of config.columns as PgColumn[]) {
      columns.set(column.name, {
        type: column.getSQLType().replace(/^timestamp\b.*with time zone$/, 'timestamp with time zone'),
        notNull: column.notNull,
      });
    }
    const composite = config.primaryKeys[0]?.columns.map((c) => c.name);
    const single = (config.columns as PgColumn[]).filter((c) => c.primary).map((c) => c.name);
    tables.set(config.name, { columns, primaryKey: (composite ?? single).sort() });
  }
  return tables;
}

async function databaseTables() {
  const columns = await database.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    character_maximum_length: number | null;
    is_nullable: 'YES' | 'NO';
  }>(`select table_name, column_name, data_type, udt_name, character_maximum_length, is_nullable
        from information_schema.columns
       where table_schema = current_schema() and table_name <> 'schema_migrations'`);
  const keys = await database.query<{ table_name: string; column_name: string }>(
    `select k.table_name, k.column_name
       from information_schema.table_constraints c
       join information_schema.key_column_usage k
         on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema and k.table_name = c.table_name
      where c.table_schema = current_schema() and c.constraint_type = 'PRIMARY KEY'`,
  );
  const tables = new Map<string, { columns: Map<string, ColumnShape>; primaryKey: string[] }>();
  for (const row of columns) {
    const table = tables.get(row.table_name) ?? { columns: new Map(), primaryKey: [] };
    table.columns.set(row.column_name, { type: sqlTypeOf(row), notNull: row.is_nullable === 'NO' });
    tables.set(row.table_name, table);
  }
  for (const key of keys) tables.get(key.table_name)?.primaryKey.push(key.column_name);
  for (const table of tables.values()) table.primaryKey.sort();
  return tables;
}

describe('schema.ts and the migrations', () => {
  it('have the same tables', async () => {
    const inDatabase = [...(await databaseTables()).keys()].sort();
    expect([...drizzleTables().keys()].sort()).toEqual(inDatabase);
  });

  it('have the same columns, types, nullability and primary keys in every table', async () => {
    const inDatabase = await databaseTables();
    for (const [name, table] of drizzleTables()) {
      const actual = inDatabase.get(name);
      expect(actual, name).toBeDefined();
      expect(Object.fromEntries(table.columns), name).toEqual(Object.fromEntries(actual?.columns ?? []));
      expect(table.primaryKey, `${name} primary key`).toEqual(actual?.primaryKey);
    }
  });
});
