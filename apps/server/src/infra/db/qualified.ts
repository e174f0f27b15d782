import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column written with its table's name ("users"."id"), for a correlated subquery inside `sql`.
 * Drizzle leaves the table out of a column in a query over one table, and inside a subquery an
 * unqualified name binds to the subquery's own tables first ("id" would be the role's, not the user's).
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
