/**
 * A chart widget's rows turned into what is drawn (spec §3 chartConfiguration): the x-axis column
 * gives the categories, each y-axis column a series. Pure, so the drawing (ECharts, loaded lazily)
 * and the accessible table under each chart read the same numbers.
 */
export type ChartKind = 'PieChart' | 'LineChart' | 'BarChart' | 'ComboChart' | 'GeoChart';
export type TooltipKind = 'currency' | 'time' | 'default';

export interface ChartSettings {
  readonly chartType: ChartKind;
  readonly xAxisColumn: string;
  readonly xAxisColumnName?: string | null;
  readonly yAxisColumn: readonly string[];
  readonly yAxisColumnName?: string | null;
  readonly tooltipType?: TooltipKind | null;
}

export interface ChartSeries {
  readonly column: string;
  readonly name: string;
  /** Combo charts draw the first series as bars and the others as lines. */
  readonly drawAs: 'bar' | 'line' | 'pie' | 'map';
  readonly values: readonly number[];
}

export interface ChartModel {
  readonly kind: ChartKind;
  readonly categoryName: string;
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
  /** The currency of currency values (every row the same one), when the rows name it. */
  readonly currency: string | null;
}

export type ChartRow = Readonly<Record<string, unknown>>;

/** Readable column names: "successRate" → "Success rate", "baseCurrency" → "Base currency". */
export function columnLabel(column: string): string {
  const words = column
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function numberOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

function drawAs(kind: ChartKind, index: number): ChartSeries['drawAs'] {
  if (kind === 'PieChart') return 'pie';
  if (kind === 'GeoChart') return 'map';
  if (kind === 'LineChart') return 'line';
  if (kind === 'ComboChart') return index === 0 ? 'bar' : 'line';
  return 'bar';
}

function rowCurrency(rows: readonly ChartRow[]): string | null {
  const codes = new Set(
    rows.map((row) => row.baseCurrency ?? row.currency).filter((c): c is string => typeof c === 'string'),
  );
  return codes.size === 1 ? ([...codes][0] ?? null) : null;
}

export function chartModel(settings: ChartSettings, rows: readonly ChartRow[]): ChartModel {
  // A pie or a map shows one measure: the first y column.
  const columns =
    settings.chartType === 'PieChart' || settings.chartType === 'GeoChart'
      ? settings.yAxisColumn.slice(0, 1)
      : settings.yAxisColumn;
  const single = columns.length === 1 ? settings.yAxisColumnName : null;
  return {
    kind: settings.chartType,
    categoryName: settings.xAxisColumnName || columnLabel(settings.xAxisColumn),
    categories: rows.map((row) => String(row[settings.xAxisColumn] ?? '')),
    series: columns.map((column, index) => ({
      column,
      name: single || columnLabel(column),
      drawAs: drawAs(settings.chartType, index),
      values: rows.map((row) => numberOf(row[column])),
    })),
    currency: rowCurrency(rows),
  };
}

/** Nothing to draw: no rows, or every value zero (spec §8 "No data"). */
export function isEmptyChart(model: ChartModel): boolean {
  return model.categories.length === 0 || model.series.every((s) => s.values.every((v) => v === 0));
}
