import type {
  DeclineReasonsByProvider,
  DeclineStatistics,
  ReportTableQuery,
} from '@paydesk/contracts/reports/report.schemas';
import type { z } from 'zod';
import { csvLine } from '../transactions';
import {
  coverage,
  freshSummary,
  type ParsedFilter,
  type ReportContext,
  summaryFilterOf,
} from './report-context';
import { periodOf } from './report-period';
import { pageOf } from './report-rows';

/**
 * The decline reports (calls 15–17): the declined and failed transactions of the period by reason,
 * the reason being the processor's response message (else its code) as the transaction stores it.
 */

const share = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 10_000) / 100);

export async function declineReasonsByProvider(
  context: ReportContext,
  query: ParsedFilter,
): Promise<DeclineReasonsByProvider> {
  const period = periodOf(query, context.now);
  const { summary, updatedAt } = await freshSummary(context, query, {
    groupBy: ['service_provider', 'decline_reason'],
    bucket: null,
    period,
    filter: summaryFilterOf(query),
    onlyDeclines: true,
  });
  const counts = new Map<string, { serviceProvider: string; reason: string; count: number }>();
  const perProvider = new Map<string, number>();
  for (const row of summary.rows) {
    const [serviceProvider = '', reason = ''] = row.keys;
    const id = `${serviceProvider}\u0000${reason}`;
    counts.set(id, { serviceProvider, reason, count: (counts.get(id)?.count ?? 0) + row.count });
    perProvider.set(serviceProvider, (perProvider.get(serviceProvider) ?? 0) + row.count);
  }
  const data = [...counts.values()]
    .map((row) => ({ ...row, share: share(row.count, perProvider.get(row.serviceProvider) ?? 0) }))
    .sort(
      (a, b) =>
        a.serviceProvider.localeCompare(b.serviceProvider) ||
        b.count - a.count ||
        a.reason.localeCompare(b.reason),
    );
  const totalCount = data.reduce((sum, row) => sum + row.count, 0);
  return { ...coverage(period, updatedAt), data, totalCount };
}

async function statisticsRows(context: ReportContext, query: ParsedFilter) {
  const period = periodOf(query, context.now);
  const { summary, updatedAt } = await freshSummary(context, query, {
    groupBy: ['decline_reason'],
    bucket: null,
    period,
    filter: summaryFilterOf(query),
    onlyDeclines: true,
  });
  const totalCount = summary.rows.reduce((sum, row) => sum + row.count, 0);
  const rows = summary.rows
    .map((row) => ({
      reason: row.keys[0] ?? '',
      count: row.count,
      share: share(row.count, totalCount),
      volume: row.baseAmount,
      baseCurrency: row.baseCurrency,
    }))
    .sort(
      (a, b) =>
        b.count - a.count || a.reason.localeCompare(b.reason) || a.baseCurrency.localeCompare(b.baseCurrency),
    );
  return { period, updatedAt, rows, totalCount };
}

export async function declineStatistics(
  context: ReportContext,
  query: z.output<typeof ReportTableQuery>,
): Promise<DeclineStatistics> {
  const { period, updatedAt, rows, totalCount } = await statisticsRows(context, query);
  return {
    ...coverage(period, updatedAt),
    data: pageOf(rows, query.pageIndex, query.PageSize),
    count: rows.length,
    totalCount,
    pageIndex: query.pageIndex,
    pageSize: query.PageSize,
  };
}

export const DECLINE_STATISTICS_FILE = 'decline-reasons-statistics.csv';

/** Every row of the statistics as CSV: volumes in minor units, as the portal's other exports. */
export async function declineStatisticsCsv(context: ReportContext, query: ParsedFilter): Promise<string> {
  const { rows } = await statisticsRows(context, query);
  return [
    csvLine(['Reason', 'Count', 'Share (%)', 'Volume (minor units)', 'Base currency']),
    ...rows.map((row) =>
      csvLine([row.reason, String(row.count), row.share.toFixed(2), String(row.volume), row.baseCurrency]),
    ),
  ].join('');
}
