import type { ReportFilter } from '@paydesk/contracts/reports/report.schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DataScope, narrowToTenant } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { arrayRows } from '../money';
import type { ReportPeriod } from './report-period';
import { type Summary, type SummaryFilter, type SummaryRequest, summarise } from './summary-query';

/** What every report call reads with: the scoped transaction, the caller's scope and the clock. */
export interface ReportContext {
  readonly tx: ScopedTx;
  readonly scope: DataScope;
  readonly now: Date;
}

export type ParsedFilter = z.output<typeof ReportFilter>;

/**
 * The summary filter of the query parameters. `customer` narrows an operator to some merchants (a
 * merchant user's scope is already its own merchant, so it cannot widen anything).
 */
export function summaryFilterOf(query: ParsedFilter): SummaryFilter {
  return {
    currencies: query.currency,
    merchants: query.customer,
    paymentMethods: query.paymentMethod,
    serviceProviders: query.serviceProviderFilter,
    types: query.transactionType,
    statuses: query.transactionStatus,
  };
}

/** The scope narrowed by the `tenantId` query parameter (platform staff); never widened. */
export function reportScope(scope: DataScope, query: ParsedFilter): DataScope {
  return query.tenantId ? narrowToTenant(scope, query.tenantId) : scope;
}

/**
 * A summary with how fresh it is: the rollups' last run when they were read, else now (all of it
 * came from the raw rows). Until the first rebuild has run, only the raw rows answer.
 */
export async function freshSummary(
  context: ReportContext,
  query: ParsedFilter,
  request: SummaryRequest,
): Promise<{ summary: Summary; updatedAt: Date }> {
  const [state] = await arrayRows(
    context.tx,
    sql`select updated_at, rebuilt_at is not null from analytics_rollup_state where id = 1`,
  );
  const useRollups = state?.[1] === true;
  const summary = await summarise(context.tx, reportScope(context.scope, query), request, { useRollups });
  if (summary.family === null || !state) return { summary, updatedAt: context.now };
  return { summary, updatedAt: new Date(state[0] as string | Date) };
}

/** The period and freshness fields every answer carries. */
export function coverage(period: ReportPeriod, updatedAt: Date) {
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timezoneOffset: period.offsetMinutes,
    updatedAt: updatedAt.toISOString(),
  };
}
