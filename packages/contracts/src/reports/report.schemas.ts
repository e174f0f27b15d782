import { z } from 'zod';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../transactions/transaction.model';
import { commaList } from '../validation/comma-list';
import { TEXT_MAX, text } from '../validation/text';

/**
 * Spec §7 "Widget data and reports": the summaries behind the charts, tables and widgets. Counts
 * and volumes are exact for the caller's scope (tenant, merchant, per-user limits, Test/Live mode
 * from the `Mode` header); money is integer minor units with its currency, which the portal formats.
 * Every answer says how fresh it is (`updatedAt`, docs/analytics.md "Freshness").
 */

const Id = z.uuid();
const MinorUnits = z.number().int().describe('Integer minor units of the currency next to it');
const CurrencyCode = text(TEXT_MAX.code).regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code');
const Percent = z.number().min(0).max(100).describe('Percent, two decimals');
const Instant = z.string().describe('ISO 8601 date-time in UTC');

/** Spec §9 table page sizes: default 5 on widgets, options 5/10/20/50/75/100. */
export const REPORT_PAGE_SIZES = [5, 10, 20, 50, 75, 100] as const;
export const REPORT_PAGING = { defaultPageSize: 5, maxPageSize: 100 } as const;

/**
 * A list report's paging (spec §9: 5, 10, 20, 50, 75 or 100 rows; the report's own default): the
 * `pageIndex` and `pageSize` of its query, refused with a field message when off.
 */
export function reportListPaging(defaultPageSize: (typeof REPORT_PAGE_SIZES)[number]) {
  return {
    pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (REPORT_PAGE_SIZES as readonly number[]).includes(size), {
        error: `Must be one of ${REPORT_PAGE_SIZES.join(', ')}`,
      })
      .default(defaultPageSize),
  };
}

/** The longest period one summary may cover; a longer one is refused with a field message. */
export const REPORT_MAX_DAYS = 400;

/**
 * Statuses that count as a success in `successRate`: the processor approved the money (captured,
 * authorised only, or later refunded) or a refund/payout/chargeback went through.
 */
export const SUCCESS_STATUSES = [
  'Approved',
  'Captured',
  'PartiallyRefunded',
  'Refunded',
  'Successful',
] as const;

/** Statuses whose response message is a decline reason. */
export const DECLINE_STATUSES = ['Declined', 'Failed'] as const;

/**
 * The filter every summary takes, as query parameters (arrays joined by commas, spec §7).
 * - `startDate`/`endDate`: the period, instants with an offset; defaults: the caller's today
 *   (midnight at `timezoneOffset`) until now.
 * - `timezoneOffset`: minutes east of UTC; a day (and an hour) is the caller's, honoured to the minute.
 * - `customer`: merchants (operators only; merchants are always themselves).
 * - `tenantId`: platform staff narrow to one tenant (also as the `tenantId` header).
 */
export const ReportFilter = z.object({
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
  timezoneOffset: z.coerce
    .number()
    .int()
    .min(-840)
    .max(840)
    .default(0)
    .describe('Minutes east of UTC of the caller'),
  currency: commaList(CurrencyCode),
  customer: commaList(Id).describe('Merchants (operators only)'),
  paymentMethod: commaList(text(64)),
  serviceProviderFilter: commaList(text(64)),
  transactionType: commaList(z.enum(TRANSACTION_TYPES)),
  transactionStatus: commaList(z.enum(TRANSACTION_STATUSES)),
  tenantId: Id.optional().describe('Platform staff: one tenant'),
});
export type ReportFilter = z.input<typeof ReportFilter>;

/** The hourly chart: the 24 hours from `dateFrom` (default: the last 24 hours). */
export const HourlyReportFilter = ReportFilter.extend({
  dateFrom: z.iso.datetime({ offset: true }).optional(),
});
export type HourlyReportFilter = z.input<typeof HourlyReportFilter>;

/** A table: the filter plus spec §9 paging (`pageIndex`, `PageSize`, default 5). */
export const ReportTableQuery = ReportFilter.extend({
  pageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce
    .number()
    .int()
    .refine((size) => (REPORT_PAGE_SIZES as readonly number[]).includes(size), {
      message: `One of ${REPORT_PAGE_SIZES.join(', ')}`,
    })
    .default(REPORT_PAGING.defaultPageSize),
});
export type ReportTableQuery = z.input<typeof ReportTableQuery>;

/**
 * Widget requests send `endpointId` and `widgetId` (spec §7); they are accepted and not used.
 * `tenantId` narrows platform staff to one tenant, as on the transaction lookup.
 */
export const ReportHeaders = z.looseObject({
  tenantid: Id.optional(),
  endpointid: text(TEXT_MAX.key).optional(),
  widgetid: text(TEXT_MAX.key).optional(),
});

/** A base-currency volume: tenants keep their own base currency, so totals are per base currency. */
export const BaseVolume = z.object({ baseCurrency: CurrencyCode, volume: MinorUnits });
export type BaseVolume = z.infer<typeof BaseVolume>;

/**
 * One group of a chart or table (spec §3 table rows: `volume`, `count`, `successRate`,
 * `baseCurrency`). Groups are split by base currency, so a platform view over tenants with
 * different base currencies never adds them up.
 * - `key`: the group's value: a status, a currency code, a provider, a method, a day `YYYY-MM-DD`
 *   or a month `YYYY-MM` (the caller's), an hour `YYYY-MM-DDTHH:mm` (the caller's), a merchant id,
 *   a decline reason, a payment channel, a two-letter country (`''` when unknown).
 * - `label`: what to show for it (a merchant's or payment channel's name; otherwise the key).
 * - `volume`: the sum of base amounts, in `baseCurrency`.
 * - `amount`: the sum of the transactions' own amounts when the group has one currency
 *   (grouped by currency or payment channel), in `currency`; null otherwise.
 */
export const ReportRow = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int().min(0),
  successCount: z.number().int().min(0),
  successRate: Percent.describe('successCount / count × 100, two decimals; 0 when count is 0'),
  volume: MinorUnits,
  baseCurrency: CurrencyCode,
  amount: MinorUnits.nullable(),
  currency: CurrencyCode.nullable(),
});
export type ReportRow = z.infer<typeof ReportRow>;

/** What every summary answers besides its rows: the period it covers and how fresh it is. */
const Freshness = {
  from: Instant.describe('The period covered: from (inclusive)'),
  to: Instant.describe('The period covered: to (exclusive)'),
  timezoneOffset: z.number().int(),
  updatedAt: Instant.describe(
    "Every change up to this instant is counted (the rollups' last run; now when read from the raw rows)",
  ),
};

/**
 * A chart's data (the `…/charts/grouped-by-…` calls): every group, ordered by key (time groups in
 * time order, the others by count, largest first), with the totals.
 */
export const ChartData = z.object({
  ...Freshness,
  data: z.array(ReportRow),
  count: z.number().int().min(0).describe('Rows in data'),
  totalCount: z.number().int().min(0).describe('Transactions counted'),
  totalVolume: z.array(BaseVolume),
});
export type ChartData = z.infer<typeof ChartData>;

/** A table's page (spec §3 table data: `data`, `count`, `totalCount`, `totalVolume`). */
export const TableData = z.object({
  ...Freshness,
  data: z.array(ReportRow),
  count: z.number().int().min(0).describe('Groups in all pages'),
  totalCount: z.number().int().min(0).describe('Transactions counted'),
  totalVolume: z.array(BaseVolume),
  pageIndex: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});
export type TableData = z.infer<typeof TableData>;

/** A decline reason of one service provider (call 15), its share of that provider's declines. */
export const DeclineReasonRow = z.object({
  serviceProvider: z.string(),
  reason: z.string(),
  count: z.number().int().min(0),
  share: Percent.describe("Of this provider's declines"),
});
export const DeclineReasonsByProvider = z.object({
  ...Freshness,
  data: z.array(DeclineReasonRow),
  totalCount: z.number().int().min(0),
});
export type DeclineReasonsByProvider = z.infer<typeof DeclineReasonsByProvider>;

/** Decline-reasons statistics (call 16): each reason's count and share of all declines, paged. */
export const DeclineStatisticsRow = z.object({
  reason: z.string(),
  count: z.number().int().min(0),
  share: Percent.describe('Of all declines in the period'),
  volume: MinorUnits,
  baseCurrency: CurrencyCode,
});
export const DeclineStatistics = z.object({
  ...Freshness,
  data: z.array(DeclineStatisticsRow),
  count: z.number().int().min(0).describe('Rows in all pages'),
  totalCount: z.number().int().min(0).describe('Declines counted'),
  pageIndex: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});
export type DeclineStatistics = z.infer<typeof DeclineStatistics>;

/** Per day and per month (call 20): the caller's days and months of the period. */
export const DayMonthData = z.object({
  ...Freshness,
  days: z.array(ReportRow),
  months: z.array(ReportRow),
  totalCount: z.number().int().min(0),
  totalVolume: z.array(BaseVolume),
});
export type DayMonthData = z.infer<typeof DayMonthData>;

/**
 * The COUNT, SUCCESS_RATE and BANNER widgets' source: the period's figures and those of the equal
 * period just before it, for the change shown beside them.
 */
export const SummaryFigures = z.object({
  count: z.number().int().min(0),
  successCount: z.number().int().min(0),
  successRate: Percent,
  volume: z.array(BaseVolume),
});
export const WidgetSummary = z.object({
  ...Freshness,
  current: SummaryFigures,
  previous: SummaryFigures.extend({ from: Instant, to: Instant }),
});
export type WidgetSummary = z.infer<typeof WidgetSummary>;
