import { z } from 'zod';
import { REPORT_MAX_DAYS, REPORT_PAGE_SIZES, reportListPaging } from '../reports/report.schemas';

/**
 * The support analytics report (`crm/reports/support-analytics-report`; docs/support-analytics.md):
 * ticket counts and the SLA times of the desk the caller's side answers, per agent, label or
 * customer. Durations are whole seconds; a median or percentile with no ticket behind it is null.
 */

export const SUPPORT_ANALYTICS_GROUPS = ['agent', 'label', 'customer'] as const;
export type SupportAnalyticsGroup = (typeof SUPPORT_ANALYTICS_GROUPS)[number];

/** Spec §9 report tables: 20 rows by default, 5, 10, 20, 50, 75 or 100. */
export const SUPPORT_ANALYTICS_PAGING = {
  defaultPageSize: 20,
  pageSizes: REPORT_PAGE_SIZES,
  maxDays: REPORT_MAX_DAYS,
} as const;

const Instant = z.iso.datetime({ offset: true });

export const SupportAnalyticsQuery = z.object({
  from: Instant.describe('The period: from (inclusive)'),
  to: Instant.describe(`The period: to (exclusive), after from and at most ${REPORT_MAX_DAYS} days later`),
  groupBy: z.enum(SUPPORT_ANALYTICS_GROUPS).default('agent'),
  tenantId: z.uuid().optional().describe('Platform staff: one tenant'),
  timezoneOffset: z.coerce
    .number()
    .int()
    .min(-840)
    .max(840)
    .default(0)
    .describe('Minutes east of UTC of the caller: the days of perDay are theirs'),
  ...reportListPaging(SUPPORT_ANALYTICS_PAGING.defaultPageSize),
});
export type SupportAnalyticsQuery = z.input<typeof SupportAnalyticsQuery>;

const Count = z.number().int().min(0);
const Seconds = z.number().int().min(0).nullable().describe('Whole seconds; null without a ticket behind it');

/**
 * The figures of a group (or of all tickets):
 * - `opened`: tickets opened in the period; `stillOpen`: of those, the ones not closed now;
 * - `closed`: tickets whose resolution (their close) falls in the period, whenever opened;
 * - first response: from the initial request to the handler's first public reply, over the tickets
 *   opened in the period that have one (median and 90th percentile);
 * - resolution: from the initial request to the close, over the tickets closed in the period;
 * - `billable`: tickets opened in the period that platform staff marked billable; null on the
 *   tenant desk, where tickets carry no billable flag.
 */
const Figures = {
  opened: Count,
  closed: Count,
  stillOpen: Count,
  responded: Count.describe('Tickets opened in the period with a first response'),
  firstResponseMedian: Seconds,
  firstResponseP90: Seconds,
  resolutionMedian: Seconds,
  billable: Count.nullable(),
};

export const SupportAnalyticsTotals = z.object(Figures);
export type SupportAnalyticsTotals = z.infer<typeof SupportAnalyticsTotals>;

export const SupportAnalyticsRow = z.object({
  /** The agent's user id, the label's id or the customer's id; null: unassigned, no label. */
  key: z.string().nullable(),
  /** The agent's name (else e-mail), the label's name, the customer's name; null with key null. */
  label: z.string().nullable(),
  ...Figures,
});
export type SupportAnalyticsRow = z.infer<typeof SupportAnalyticsRow>;

export const SupportAnalyticsDay = z.object({
  day: z.string().describe("YYYY-MM-DD, the caller's day"),
  opened: Count,
  closed: Count,
});
export type SupportAnalyticsDay = z.infer<typeof SupportAnalyticsDay>;

export const SupportAnalyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  timezoneOffset: z.number().int(),
  groupBy: z.enum(SUPPORT_ANALYTICS_GROUPS),
  /** Which desk was measured: the tenant's with its merchants, or the platform's with its tenants. */
  desk: z.enum(['tenant', 'platform']),
  totals: SupportAnalyticsTotals,
  perDay: z.array(SupportAnalyticsDay),
  count: Count.describe('Groups in all pages'),
  data: z.array(SupportAnalyticsRow),
});
export type SupportAnalyticsReport = z.infer<typeof SupportAnalyticsReport>;
