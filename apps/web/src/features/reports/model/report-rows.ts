import type { ReportRow } from '@paydesk/contracts/reports/report.schemas';
import { csvText } from '../../../lib/format/csv';

/**
 * The groups of a summary as a chart draws them: a group split by base currency (a platform view
 * over tenants with different base currencies) is one bar of its transactions, and its volume only
 * when every group has the same base currency (euros are never added to pounds).
 */
export interface ChartGroup {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly successCount: number;
  readonly successRate: number;
  /** Minor units of `baseCurrency`, or 0 when the groups have several base currencies. */
  readonly volume: number;
  readonly baseCurrency: string | null;
}

export function chartGroups(rows: readonly ReportRow[]): ChartGroup[] {
  const currencies = new Set(rows.map((row) => row.baseCurrency));
  const single = currencies.size === 1 ? (rows[0]?.baseCurrency ?? null) : null;
  const groups = new Map<
    string,
    { key: string; label: string; count: number; successCount: number; volume: number }
  >();
  for (const row of rows) {
    const group = groups.get(row.key) ?? {
      key: row.key,
      label: row.label,
      count: 0,
      successCount: 0,
      volume: 0,
    };
    group.count += row.count;
    group.successCount += row.successCount;
    group.volume += single ? row.volume : 0;
    groups.set(row.key, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    successRate: group.count === 0 ? 0 : Math.round((group.successCount / group.count) * 10_000) / 100,
    baseCurrency: single,
  }));
}

/** One part of a report's CSV: the dimension its rows group by, and the rows. */
export interface CsvSection {
  readonly dimension: string;
  readonly rows: readonly ReportRow[];
}

export interface CsvHeadings {
  readonly dimension: string;
  readonly group: string;
  readonly key: string;
  readonly count: string;
  readonly successCount: string;
  readonly successRate: string;
  readonly volume: string;
  readonly baseCurrency: string;
  readonly amount: string;
  readonly currency: string;
}

/**
 * The rows of a report as CSV, one line a group and base currency, every section of the screen in
 * order: money in minor units beside its currency, as the portal's other exports.
 */
export function reportCsv(sections: readonly CsvSection[], headings: CsvHeadings): string {
  const lines: (string | number)[][] = [
    [
      headings.dimension,
      headings.group,
      headings.key,
      headings.count,
      headings.successCount,
      headings.successRate,
      headings.volume,
      headings.baseCurrency,
      headings.amount,
      headings.currency,
    ],
  ];
  for (const section of sections)
    for (const row of section.rows)
      lines.push([
        section.dimension,
        row.label,
        row.key,
        row.count,
        row.successCount,
        row.successRate.toFixed(2),
        row.volume,
        row.baseCurrency,
        row.amount ?? '',
        row.currency ?? '',
      ]);
  return csvText(lines);
}
