import type { ReportRow } from '@paydesk/contracts/reports/report.schemas';
import type { DataAnalyticsRow } from '@paydesk/contracts/reports/report-tool.schemas';

/**
 * The report tool's pivot: the data analytics rows grouped by one dimension, narrowed by the others,
 * as the report rows the charts and tables draw (each group split by base currency, as the server's
 * reports are: a platform's tenants keep their own).
 */

export const PIVOT_DIMENSIONS = ['day', 'serviceProvider', 'paymentMethod', 'currency'] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];
export type PivotFilter = Partial<Record<Exclude<PivotDimension, 'day'>, string>>;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function pivotRows(
  rows: readonly DataAnalyticsRow[],
  by: PivotDimension,
  filter: PivotFilter,
): ReportRow[] {
  const groups = new Map<string, ReportRow>();
  for (const row of rows) {
    if (
      Object.entries(filter).some(([dimension, value]) => value && row[dimension as PivotDimension] !== value)
    )
      continue;
    const key = row[by];
    const id = `${key}\u0000${row.baseCurrency}`;
    const group = groups.get(id) ?? {
      key,
      label: key,
      count: 0,
      successCount: 0,
      successRate: 0,
      volume: 0,
      baseCurrency: row.baseCurrency,
      amount: by === 'currency' ? 0 : null,
      currency: by === 'currency' ? key : null,
    };
    groups.set(id, {
      ...group,
      count: group.count + row.count,
      successCount: group.successCount + row.successCount,
      volume: group.volume + row.baseAmount,
      amount: group.amount === null ? null : group.amount + row.amount,
    });
  }
  const pivoted = [...groups.values()].map((group) => ({
    ...group,
    successRate: group.count === 0 ? 0 : round2((group.successCount / group.count) * 100),
  }));
  return by === 'day'
    ? pivoted.sort((a, b) => a.key.localeCompare(b.key))
    : pivoted.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The values a dimension takes in the rows, for its filter's options. */
export function valuesOf(rows: readonly DataAnalyticsRow[], dimension: PivotDimension): string[] {
  return [...new Set(rows.map((row) => row[dimension]))].sort();
}
