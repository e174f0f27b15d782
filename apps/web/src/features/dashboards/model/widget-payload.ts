/**
 * What a widget's data source answered, read leniently: the portal must also work against another
 * back end that speaks spec §7, whose widget endpoints the configuration names (spec §7: "not
 * shown"). A chart or table answers rows (a list, or `data` / `alertViewModels` / `items` with the table's
 * `count`, `totalCount`, `totalVolume`, spec §3); a summary answers one object. Whatever else it
 * carries is kept for the widget that knows it.
 */
export type PayloadRow = Readonly<Record<string, unknown>>;

export interface WidgetPayload {
  readonly rows: readonly PayloadRow[];
  /** Rows in all (tables page through them); the rows' own count when not given. */
  readonly totalCount: number;
  readonly totalVolume: number | null;
  /** The answer as an object (summaries); empty for a bare list. */
  readonly fields: PayloadRow;
  /** How fresh the numbers are (rollups lag the payments by up to a minute). */
  readonly updatedAt: string | null;
}

function isRecord(value: unknown): value is PayloadRow {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function rowsOf(value: unknown): PayloadRow[] | null {
  return Array.isArray(value) ? value.filter(isRecord) : null;
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function readWidgetPayload(json: unknown): WidgetPayload {
  const bare = rowsOf(json);
  if (bare) return { rows: bare, totalCount: bare.length, totalVolume: null, fields: {}, updatedAt: null };
  const fields = isRecord(json) ? json : {};
  const rows =
    rowsOf(fields.data) ??
    rowsOf(fields.alertViewModels) ??
    rowsOf(fields.items) ??
    rowsOf(fields.rows) ??
    [];
  return {
    rows,
    totalCount: finite(fields.totalCount) ?? finite(fields.count) ?? rows.length,
    totalVolume: finite(fields.totalVolume),
    fields,
    updatedAt: typeof fields.updatedAt === 'string' ? fields.updatedAt : null,
  };
}
