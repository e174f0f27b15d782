/**
 * The rows of a raw `tx.execute(sql…)` result. Both drivers (node-postgres and PGlite) answer an
 * object with `rows`, which Drizzle's execute does not type; the caller names the row shape it
 * selected.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
