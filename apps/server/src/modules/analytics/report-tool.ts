import { createHash, randomBytes } from 'node:crypto';
import {
  type DataAnalytics,
  REPORT_TOOL,
  type ReportToolReport,
  type ReportToolToken,
  type ReportToolTokenCheck,
  type ReportToolTokenInput,
} from '@paydesk/contracts/reports/report-tool.schemas';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import {
  coverage,
  freshSummary,
  type ParsedFilter,
  type ReportContext,
  summaryFilterOf,
} from './report-context';
import { periodOf } from './report-period';
import { reportToolTokens } from './report-tool.table';

/**
 * The report pop-up tool's server side (docs/report-tool.md): the data the report page sends to the
 * pop-up, and the one-time tokens that let the pop-up tell a data message of the signed-in user's
 * own page from any other.
 */

/**
 * The period's payments per day of the caller's, provider, method and currency: the rows the tool
 * groups and filters. From the provider × method × currency rollup family (docs/analytics.md), so
 * a 90-day period over a large book reads days of rollup rows, not transactions.
 */
export async function dataAnalytics(context: ReportContext, query: ParsedFilter): Promise<DataAnalytics> {
  const period = periodOf(query, context.now);
  const { summary, updatedAt } = await freshSummary(context, query, {
    groupBy: ['service_provider', 'payment_method', 'currency'],
    bucket: 'day',
    period,
    filter: summaryFilterOf(query),
  });
  const rows = summary.rows.map((row) => {
    const [serviceProvider = '', paymentMethod = '', currency = '', day = ''] = row.keys;
    return {
      day,
      serviceProvider,
      paymentMethod,
      currency,
      count: row.count,
      successCount: row.successCount,
      amount: row.amount,
      baseCurrency: row.baseCurrency,
      baseAmount: row.baseAmount,
    };
  });
  rows.sort((a, b) => a.day.localeCompare(b.day) || b.count - a.count);
  return { ...coverage(period, updatedAt), rows };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A token for the caller's data message to the pop-up whose key hashes to `keyHash`. */
export async function issueReportToolToken(
  tx: ScopedTx,
  actor: Actor,
  input: ReportToolTokenInput,
  now: Date,
): Promise<ReportToolToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + REPORT_TOOL.tokenSeconds * 1000);
  await tx.insert(reportToolTokens).values({
    tokenHash: sha256(token),
    userId: actor.userId,
    report: input.report,
    keyHash: input.keyHash,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The pop-up's check: the token is the caller's, for this report and this pop-up's key, not expired
 * and not used; it is used up at once (a replayed message finds it used). Any other token is 409
 * REPORT_TOOL_TOKEN_INVALID, without saying which condition failed.
 */
export async function checkReportToolToken(
  tx: ScopedTx,
  actor: Actor,
  input: ReportToolTokenCheck,
  now: Date,
): Promise<{ report: ReportToolReport }> {
  const t = reportToolTokens;
  const used = await tx
    .update(t)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.tokenHash, sha256(input.token)),
        eq(t.userId, actor.userId),
        eq(t.report, input.report),
        eq(t.keyHash, input.keyHash),
        isNull(t.usedAt),
        gt(t.expiresAt, now),
      ),
    )
    .returning({ report: t.report });
  if (used.length === 0) {
    throw AppError.refused('REPORT_TOOL_TOKEN_INVALID', 'This report tool token is not valid');
  }
  return { report: input.report };
}
