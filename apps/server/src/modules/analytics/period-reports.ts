import type { DayMonthData, WidgetSummary } from '@paydesk/contracts/reports/report.schemas';
import { CHARTS } from './chart-reports';
import {
  coverage,
  freshSummary,
  type ParsedFilter,
  type ReportContext,
  summaryFilterOf,
} from './report-context';
import { periodOf, previousPeriod, type ReportPeriod } from './report-period';
import { regroup, successRate, toReportRows, totalsOf } from './report-rows';

/** The period reports: per day and month (call 20) and the summary widgets' figures. */

export async function dayMonthData(context: ReportContext, query: ParsedFilter): Promise<DayMonthData> {
  const period = periodOf(query, context.now);
  const { summary, updatedAt } = await freshSummary(context, query, {
    groupBy: [],
    bucket: 'day',
    period,
    filter: summaryFilterOf(query),
  });
  const days = toReportRows(summary.rows, CHARTS.day.shape);
  // A month of the caller's is its days: 'YYYY-MM-DD' → 'YYYY-MM'.
  const months = regroup(days, (day) => day.slice(0, 7));
  return { ...coverage(period, updatedAt), days, months, ...totalsOf(days) };
}

async function figuresOf(context: ReportContext, query: ParsedFilter, period: ReportPeriod) {
  const { summary, updatedAt } = await freshSummary(context, query, {
    groupBy: [],
    bucket: null,
    period,
    filter: summaryFilterOf(query),
  });
  const count = summary.rows.reduce((sum, row) => sum + row.count, 0);
  const successCount = summary.rows.reduce((sum, row) => sum + row.successCount, 0);
  const { totalVolume } = totalsOf(
    summary.rows.map((row) => ({ count: row.count, volume: row.baseAmount, baseCurrency: row.baseCurrency })),
  );
  return {
    figures: { count, successCount, successRate: successRate(successCount, count), volume: totalVolume },
    updatedAt,
  };
}

export async function widgetSummary(context: ReportContext, query: ParsedFilter): Promise<WidgetSummary> {
  const period = periodOf(query, context.now);
  const before = previousPeriod(period);
  const current = await figuresOf(context, query, period);
  const previous = await figuresOf(context, query, before);
  // The older of the two answers' freshness: both figures are at least that fresh.
  const updatedAt = new Date(Math.min(current.updatedAt.getTime(), previous.updatedAt.getTime()));
  return {
    ...coverage(period, updatedAt),
    current: current.figures,
    previous: { ...previous.figures, from: before.from.toISOString(), to: before.to.toISOString() },
  };
}
