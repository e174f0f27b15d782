import { type Column, or, type SQL, sql } from 'drizzle-orm';

/**
 * `column` contains `text`, ignoring case, for a list's searchKey. The wildcards % and _ (and the
 * escape character) in what the user typed are matched literally: searching "50%" finds "50%".
 */
export function containsText(column: Column | SQL, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} ilike ${pattern}`;
}

/** Any of the columns contains `text`; no condition for a blank search. */
export function searchCondition(
  text: string | undefined,
  columns: readonly (Column | SQL)[],
): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return or(...columns.map((column) => containsText(column, trimmed)));
}
