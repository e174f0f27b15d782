import { z } from 'zod';
import { REPORT_PAGE_SIZES, ReportTableQuery } from './report.schemas';

/**
 * The smart ops report (`crm/reports/smart-ops`, `reports/smart-ops`; issue 19, docs/smart-ops.md):
 * per service provider and payment method, how the period's transactions fared and what smart
 * routing and cascading did for them, read from the routing and cascading logs each transaction
 * keeps (transaction.schemas.ts SmartRoutingLog and CascadingAttempt). Exact for the caller's
 * scope and the `Mode` header's Test/Live data, as every report.
 */

export const SMART_OPS = {
  /** Spec §9 report tables: 20 rows by default, 5, 10, 20, 50, 75 or 100. */
  defaultPageSize: 20,
  pageSizes: REPORT_PAGE_SIZES,
  /** The smart-routing rules listed: the most frequent decisions. */
  topRules: 10,
} as const;

/** The reports' filter (period, time zone, merchants, providers, methods, currencies …) and paging. */
export const SmartOpsQuery = ReportTableQuery;
export type SmartOpsQuery = z.input<typeof SmartOpsQuery>;

const Count = z.number().int().min(0);
const Percent = z.number().min(0).max(100).describe('Percent, two decimals; 0 when nothing is behind it');

/**
 * The figures of a provider and method (or of all transactions):
 * - `count`: transactions created in the period; `successCount` of them in a success status;
 * - `routedCount`: those with a smart-routing decision logged (a rule routed them);
 * - `cascadedCount`: those with more than one cascading attempt (retried on another route);
 * - `attempts`: processor attempts, a transaction's cascading attempts or 1 without any;
 * - `recoveredCount`: cascaded transactions whose last attempt succeeded (recovered by cascading).
 */
const Figures = {
  count: Count,
  successCount: Count,
  successRate: Percent.describe('successCount / count × 100'),
  routedCount: Count,
  routedShare: Percent.describe('routedCount / count × 100'),
  cascadedCount: Count,
  cascadedShare: Percent.describe('cascadedCount / count × 100'),
  attempts: Count,
  averageAttempts: z.number().min(0).describe('attempts / count, two decimals; 0 without transactions'),
  recoveredCount: Count,
  recoveredShare: Percent.describe('recoveredCount / cascadedCount × 100'),
};

export const SmartOpsFigures = z.object(Figures);
export type SmartOpsFigures = z.infer<typeof SmartOpsFigures>;

export const SmartOpsRow = z.object({
  serviceProvider: z.string().describe("The transaction's service provider (the last attempt's)"),
  paymentMethod: z.string(),
  ...Figures,
});
export type SmartOpsRow = z.infer<typeof SmartOpsRow>;

/** A smart-routing rule's decision and how many of the period's transactions it was made for. */
export const SmartOpsRule = z.object({
  ruleName: z.string(),
  decision: z.string(),
  count: Count,
});
export type SmartOpsRule = z.infer<typeof SmartOpsRule>;

export const SmartOpsReport = z.object({
  from: z.string().describe('The period covered: from (inclusive)'),
  to: z.string().describe('The period covered: to (exclusive)'),
  timezoneOffset: z.number().int(),
  updatedAt: z.string().describe('Read from the raw rows: every change up to this instant is counted'),
  totals: SmartOpsFigures,
  rules: z.array(SmartOpsRule).describe(`The ${SMART_OPS.topRules} most frequent rule decisions`),
  count: Count.describe('Rows (providers and methods) in all pages'),
  data: z.array(SmartOpsRow),
  pageIndex: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});
export type SmartOpsReport = z.infer<typeof SmartOpsReport>;
