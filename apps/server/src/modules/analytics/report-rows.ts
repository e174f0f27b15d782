import type { BaseVolume, ReportRow } from '@paydesk/contracts/reports/report.schemas';
import type { SummaryRow } from './summary-query';

/**
 * Summary rows as the contracts answer them (report.schemas.ts): one ReportRow per group and base
 * currency, the success rate in percent with two decimals, the totals per base currency.
 */

export function successRate(successCount: number, count: number): number {
  return count === 0 ? 0 : Math.round((successCount / count) * 10_000) / 100;
}

export interface RowShape {
  /** The group's key from the summary row's keys (default: all of them joined by '|'). */
  readonly key?: (row: SummaryRow) => string;
  readonly label?: (key: string) => string;
  /** The currency of `amount` when the group has one (grouped by currency or payment channel). */
  readonly currency?: (row: SummaryRow) => string;
  /** Time groups stay in time order; the others come largest first. */
  readonly order: 'time' | 'largest';
}

export function toReportRows(rows: readonly SummaryRow[], shape: RowShape): ReportRow[] {
  const keyOf = shape.key ?? ((row: SummaryRow) => row.keys.join('|'));
  const mapped = rows.map((row): ReportRow => {
    const key = keyOf(row);
    const currency = shape.currency?.(row) ?? null;
    return {
      key,
      label: shape.label?.(key) ?? key,
      count: row.count,
      successCount: row.successCount,
      successRate: successRate(row.successCount, row.count),
      volume: row.baseAmount,
      baseCurrency: row.baseCurrency,
      amount: currency === null ? null : row.amount,
      currency,
    };
  });
  return mapped.sort(
    shape.order === 'time'
      ? (a, b) => compareText(a.key, b.key) || compareText(a.baseCurrency, b.baseCurrency)
      : (a, b) =>
          b.count - a.count || compareText(a.key, b.key) || compareText(a.baseCurrency, b.baseCurrency),
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The totals of rows: transactions counted and the volume per base currency. */
export function totalsOf(rows: readonly { count: number; volume: number; baseCurrency: string }[]): {
  totalCount: number;
  totalVolume: BaseVolume[];
} {
  const volumes = new Map<string, number>();
  let totalCount = 0;
  for (const row of rows) {
    totalCount += row.count;
    volumes.set(row.baseCurrency, (volumes.get(row.baseCurrency) ?? 0) + row.volume);
  }
  return {
    totalCount,
    totalVolume: [...volumes.entries()]
      .sort(([a], [b]) => compareText(a, b))
      .map(([baseCurrency, volume]) => ({ baseCurrency, volume })),
  };
}

/** Rows of the same key and base currency added up under a coarser key (days into months). */
export function regroup(rows: readonly ReportRow[], keyOf: (key: string) => string): ReportRow[] {
  const groups = new Map<string, ReportRow>();
  for (const row of rows) {
    const key = keyOf(row.key);
    const id = `${key}\u0000${row.baseCurrency}`;
    const seen = groups.get(id);
    const count = (seen?.count ?? 0) + row.count;
    const successCount = (seen?.successCount ?? 0) + row.successCount;
    groups.set(id, {
      key,
      label: key,
      count,
      successCount,
      successRate: successRate(successCount, count),
      volume: (seen?.volume ?? 0) + row.volume,
      baseCurrency: row.baseCurrency,
      amount: null,
      currency: null,
    });
  }
  return [...groups.values()];
}

/** One page of rows (spec §9 paging). */
export function pageOf<T>(rows: readonly T[], pageIndex: number, pageSize: number): T[] {
  return rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
}
