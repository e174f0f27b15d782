import type {
  ChartData,
  HourlyReportFilter,
  ReportTableQuery,
  TableData,
} from '@paydesk/contracts/reports/report.schemas';
import { SUCCESS_STATUSES } from '@paydesk/contracts/reports/report.schemas';
import type { z } from 'zod';
import { merchantNames } from '../../infra/tenancy/merchant-names';
import {
  coverage,
  freshSummary,
  type ParsedFilter,
  type ReportContext,
  summaryFilterOf,
} from './report-context';
import { hourlyPeriodOf, periodOf, type ReportPeriod, type TimeBucket } from './report-period';
import { pageOf, type RowShape, toReportRows, totalsOf } from './report-rows';
import { type GroupDimension, mergeRows, type SummaryRow } from './summary-query';

/**
 * The charts and the grouped tables (report-charts.endpoints.ts, calls 1–14, 21 and the widget
 * sources): each is one summary grouped by one thing, shaped as ChartData or a TableData page.
 */

export interface ChartSpec {
  readonly groupBy: readonly GroupDimension[];
  readonly bucket?: TimeBucket;
  readonly shape: RowShape;
  readonly types?: readonly string[];
}

const byFirstKey: RowShape = { order: 'largest' };
const byTime: RowShape = { key: (row) => row.keys[0] ?? '', order: 'time' };

/** The charts by what they group. */
export const CHARTS = {
  status: { groupBy: ['status'], shape: byFirstKey },
  currency: { groupBy: ['currency'], shape: { order: 'largest', currency: (row) => row.keys[0] ?? '' } },
  serviceProvider: { groupBy: ['service_provider'], shape: byFirstKey },
  paymentMethod: { groupBy: ['payment_method'], shape: byFirstKey },
  day: { groupBy: [], bucket: 'day', shape: byTime },
  hour: { groupBy: [], bucket: 'hour', shape: byTime },
  baseCurrency: { groupBy: [], shape: { key: (row) => row.baseCurrency, order: 'largest' } },
  country: { groupBy: ['customer_country'], shape: byFirstKey },
  paymentChannel: {
    groupBy: ['payment_method', 'service_provider', 'currency'],
    shape: {
      order: 'largest',
      label: (key) => key.split('|').join(' / '),
      currency: (row) => row.keys[2] ?? '',
    },
  },
  customer: { groupBy: ['merchant_id'], shape: byFirstKey },
} as const satisfies Record<string, ChartSpec>;

async function chartRows(context: ReportContext, query: ParsedFilter, period: ReportPeriod, spec: ChartSpec) {
  const filter = summaryFilterOf(query);
  const { summary, updatedAt } = await freshSummary(context, query, {
    groupBy: spec.groupBy,
    bucket: spec.bucket ?? null,
    period,
    filter: spec.types ? { ...filter, types: spec.types } : filter,
  });
  const names =
    spec.groupBy[0] === 'merchant_id' ? await merchantNames(context.tx, keysOf(summary.rows)) : null;
  const shape = names ? { ...spec.shape, label: (key: string) => names.get(key) ?? key } : spec.shape;
  return { rows: toReportRows(summary.rows, shape), updatedAt };
}

const keysOf = (rows: readonly SummaryRow[]) => [...new Set(rows.map((row) => row.keys[0] ?? ''))];

export async function chartData(
  context: ReportContext,
  query: ParsedFilter,
  spec: ChartSpec,
): Promise<ChartData> {
  const period = periodOf(query, context.now);
  const { rows, updatedAt } = await chartRows(context, query, period, spec);
  return { ...coverage(period, updatedAt), data: rows, count: rows.length, ...totalsOf(rows) };
}

export async function hourlyChartData(
  context: ReportContext,
  query: z.output<typeof HourlyReportFilter>,
): Promise<ChartData> {
  const period = hourlyPeriodOf(query, context.now);
  const { rows, updatedAt } = await chartRows(context, query, period, CHARTS.hour);
  return { ...coverage(period, updatedAt), data: rows, count: rows.length, ...totalsOf(rows) };
}

/** A table widget's or report's page: every group counted, one page of them shown. */
export async function tableData(
  context: ReportContext,
  query: z.output<typeof ReportTableQuery>,
  spec: ChartSpec,
): Promise<TableData> {
  const period = periodOf(query, context.now);
  const { rows, updatedAt } = await chartRows(context, query, period, spec);
  return {
    ...coverage(period, updatedAt),
    data: pageOf(rows, query.pageIndex, query.PageSize),
    count: rows.length,
    ...totalsOf(rows),
    pageIndex: query.pageIndex,
    pageSize: query.PageSize,
  };
}

/**
 * Payment conversion (call 14): payments started, and how many succeeded, were declined or failed,
 * or are still open. Paydesk records no hosted-page flag on a payment yet, so it is every payment's
 * conversion (docs/analytics.md "HPP conversion").
 */
const STAGE_OF_STATUS: Record<string, string> = {
  Declined: 'Declined',
  Failed: 'Declined',
  Pending: 'Open',
  WaitingForApproval: 'Open',
  ...Object.fromEntries(SUCCESS_STATUSES.map((status) => [status, 'Succeeded'])),
};
export const CONVERSION_STAGES = ['Started', 'Succeeded', 'Declined', 'Open'] as const;

export async function conversionData(context: ReportContext, query: ParsedFilter): Promise<ChartData> {
  const period = periodOf(query, context.now);
  const { summary, updatedAt } = await freshSummary(context, query, {
    groupBy: ['status'],
    bucket: null,
    period,
    filter: { ...summaryFilterOf(query), types: ['Payment'] },
  });
  const staged = summary.rows.flatMap((row) => {
    const stage = STAGE_OF_STATUS[row.keys[0] ?? ''];
    const started = { ...row, keys: ['Started'] };
    return stage ? [started, { ...row, keys: [stage] }] : [started];
  });
  const rows = toReportRows(mergeRows(staged), {
    order: 'time',
    key: (row) => row.keys[0] ?? '',
  }).sort((a, b) => stageIndex(a.key) - stageIndex(b.key));
  const started = rows.filter((row) => row.key === 'Started');
  return { ...coverage(period, updatedAt), data: rows, count: rows.length, ...totalsOf(started) };
}

const stageIndex = (key: string) => (CONVERSION_STAGES as readonly string[]).indexOf(key);
