import { z } from 'zod';
import { SystemMode } from '../auth/levels';
import { commaList } from '../validation/comma-list';
import { REPORT_MAX_DAYS, REPORT_PAGE_SIZES, reportListPaging } from './report.schemas';

/**
 * The transactions daily report (`crm/reports/transactions-daily(-v1)`, `reports/transactions-daily(-v1)`;
 * docs/transactions-daily.md): each night a job writes one CSV file per merchant, mode and UTC day
 * that had transactions, and tells the people who may read it with a ReportGenerated notification.
 * The spec names the download calls (`/fs/transaction-daily-report-csv/file/{name}`,
 * `api/crm/files/?fileName=`), not how a screen finds the names: the file lists below do.
 */
export const TRANSACTIONS_DAILY = {
  /** A day's files are made once the day (UTC) is over: the job looks this many days back. */
  catchUpDays: 7,
  /** Merchant days written per pass, so one pass never holds the database for long. */
  filesPerPass: 50,
  /** Spec §9 report tables: 20 rows by default. */
  defaultPageSize: 20,
  pageSizes: REPORT_PAGE_SIZES,
  maxDays: REPORT_MAX_DAYS,
} as const;

const Day = z.iso.date().describe('A UTC day, YYYY-MM-DD');

export const DailyReportFileQuery = z
  .object({
    from: Day.describe('The first day listed (inclusive)'),
    to: Day.describe(`The last day listed (inclusive), at most ${REPORT_MAX_DAYS} days after from`),
    customer: commaList(z.uuid()).describe('Merchants (operators only)'),
    tenantId: z.uuid().optional().describe('Platform staff: one tenant'),
    ...reportListPaging(TRANSACTIONS_DAILY.defaultPageSize),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'Must not be before from' })
  .refine((query) => daysBetween(query.from, query.to) <= REPORT_MAX_DAYS, {
    path: ['to'],
    error: `At most ${REPORT_MAX_DAYS} days after from`,
  });
export type DailyReportFileQuery = z.input<typeof DailyReportFileQuery>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** One generated daily file: its name is what the download calls take. */
export const DailyReportFile = z.object({
  fileName: z.string(),
  day: Day,
  merchantId: z.uuid(),
  merchantName: z.string(),
  mode: SystemMode,
  /** Rows in the file (transactions made that day). */
  transactions: z.number().int().min(0),
  /** Bytes. */
  size: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DailyReportFile = z.infer<typeof DailyReportFile>;

export const DailyReportFilePage = z.object({
  data: z.array(DailyReportFile),
  count: z.number().int().min(0),
  /**
   * The caller is limited to some payment methods or service providers: every file holds all of a
   * merchant's, so none is listed or downloadable for them.
   */
  withheld: z.boolean(),
});
export type DailyReportFilePage = z.infer<typeof DailyReportFilePage>;

/**
 * `transactions-daily-2026-12-06-Live-<merchant id>.csv`: unique in a tenant (a merchant, a mode, a
 * day), and only the characters the download calls accept.
 */
export function dailyReportFileName(day: string, mode: SystemMode, merchantId: string): string {
  return `transactions-daily-${day}-${mode}-${merchantId}.csv`;
}
