import type { SystemMode } from '@paydesk/contracts/auth/levels';
import {
  dailyReportFileName,
  TRANSACTIONS_DAILY,
} from '@paydesk/contracts/reports/transactions-daily.schemas';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { rowsOf } from '../../infra/db/rows';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { storeReportFile } from '../files';
import { transactions } from '../money';
import { csvHeader, csvLine, csvLinesBatch } from '../transactions';
import { tellReaders } from './daily-report-notices';
import { transactionDailyReports } from './daily-reports.table';

/**
 * The nightly pass (docs/transactions-daily.md "The nightly job"): for each of the last
 * TRANSACTIONS_DAILY.catchUpDays UTC days that is over, every merchant and mode with transactions
 * that day and no file yet gets one CSV (the transaction export's columns and format, times in
 * UTC), recorded in transaction_daily_reports, and its readers a ReportGenerated notification. At
 * most `filesPerPass` files a pass; the rest come in the next passes. One transaction under an
 * advisory lock: a second server's pass finds it taken and skips, and the table's primary key is
 * the second guard. The statuses are those of the moment the file is written.
 */

const DAILY_REPORT_LOCK = 727_045;
const DAY_MS = 86_400_000;
/** Rows read per round trip while a file is made (as the transaction export). */
const FILE_BATCH_ROWS = 4000;
/** Names the job as a report file's maker (a scheduled job has no user). */
export const DAILY_REPORT_JOB = 'Paydesk nightly job (transactions daily)';

export interface DailyReportPassResult {
  /** false when another server's pass held the lock: nothing was done. */
  readonly ran: boolean;
  readonly written: number;
}

/** A merchant's day in one mode that still needs its file. */
export interface MerchantDay {
  readonly tenantId: string;
  readonly merchantId: string;
  readonly mode: SystemMode;
  readonly day: string;
}

/** The written file, as its readers are told of it. */
export interface WrittenDailyFile extends MerchantDay {
  readonly fileName: string;
  readonly transactions: number;
}

/** `YYYY-MM-DD` of a UTC instant. */
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The days the pass looks at, oldest first: the last `catchUpDays` whole UTC days before `now`. */
export function daysToWrite(now: Date): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Array.from({ length: TRANSACTIONS_DAILY.catchUpDays }, (_, i) =>
    utcDay(new Date(today - (TRANSACTIONS_DAILY.catchUpDays - i) * DAY_MS)),
  );
}

export async function writeDailyReports(
  db: Database,
  now: Date,
  filesPerPass: number = TRANSACTIONS_DAILY.filesPerPass,
): Promise<DailyReportPassResult> {
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${DAILY_REPORT_LOCK}) as locked`),
    );
    if (!lock?.locked) return { ran: false, written: 0 };
    const days = daysToWrite(now);
    const missing = await merchantDaysWithoutFile(tx, days[0]!, days[days.length - 1]!, filesPerPass);
    const written: WrittenDailyFile[] = [];
    for (const merchantDay of missing) written.push(await writeFile(tx, merchantDay));
    await tellReaders(tx, written);
    return { ran: true, written: written.length };
  });
}

/**
 * The merchant days from `first` to `last` (UTC) with transactions and no file, oldest first. Reads
 * the days' transactions through the (mode, created_at) index, grouped by merchant: a day's
 * transactions once a night, and nothing once every file of the week is written.
 */
async function merchantDaysWithoutFile(
  tx: ScopedTx,
  first: string,
  last: string,
  limit: number,
): Promise<MerchantDay[]> {
  const rows = rowsOf<{ tenant_id: string; merchant_id: string; mode: SystemMode; day: string }>(
    await tx.execute(sql`
      select d.tenant_id, d.merchant_id, d.mode, d.day::text as day
        from (
          select tenant_id, merchant_id, mode, (created_at at time zone 'UTC')::date as day
            from transactions
           where created_at >= ${`${first}T00:00:00Z`}::timestamptz
             and created_at < ${`${last}T00:00:00Z`}::timestamptz + interval '1 day'
           group by 1, 2, 3, 4
        ) d
       where not exists (
         select 1 from transaction_daily_reports r
          where r.tenant_id = d.tenant_id and r.merchant_id = d.merchant_id and r.mode = d.mode and r.day = d.day
       )
       order by d.day, d.tenant_id, d.merchant_id, d.mode
       limit ${limit}`),
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    merchantId: row.merchant_id,
    mode: row.mode,
    day: row.day,
  }));
}

/** One merchant day's CSV, stored as a report file of that merchant and recorded. */
async function writeFile(tx: ScopedTx, merchantDay: MerchantDay): Promise<WrittenDailyFile> {
  const { csv, rows } = await dailyCsv(tx, merchantDay);
  const fileName = dailyReportFileName(merchantDay.day, merchantDay.mode, merchantDay.merchantId);
  const content = Buffer.from(csv, 'utf8');
  const fileId = await storeReportFile(tx, {
    tenantId: merchantDay.tenantId,
    merchantId: merchantDay.merchantId,
    fileName,
    content,
    createdBy: { job: DAILY_REPORT_JOB },
    wholeMerchant: true,
  });
  await tx.insert(transactionDailyReports).values({
    ...merchantDay,
    fileId,
    fileName,
    transactions: rows,
    size: content.length,
  });
  return { ...merchantDay, fileName, transactions: rows };
}

/**
 * The day's transactions of the merchant in the mode, newest first, in the transaction export's
 * columns and format (times in UTC), with a byte-order mark so spreadsheets read UTF-8.
 */
async function dailyCsv(tx: ScopedTx, merchantDay: MerchantDay): Promise<{ csv: string; rows: number }> {
  const from = new Date(`${merchantDay.day}T00:00:00Z`);
  const where = and(
    eq(transactions.tenantId, merchantDay.tenantId),
    eq(transactions.merchantId, merchantDay.merchantId),
    eq(transactions.mode, merchantDay.mode),
    gte(transactions.createdAt, from),
    lt(transactions.createdAt, new Date(from.getTime() + DAY_MS)),
  );
  const parts = [`\uFEFF${csvLine(csvHeader(0))}`];
  let rows = 0;
  let after: Awaited<ReturnType<typeof csvLinesBatch>>['last'] = null;
  for (;;) {
    const batch = await csvLinesBatch(tx, { where, after, limit: FILE_BATCH_ROWS, offsetMinutes: 0 });
    parts.push(...batch.pieces());
    rows += batch.rows;
    if (batch.rows < FILE_BATCH_ROWS || !batch.last) break;
    after = batch.last;
  }
  return { csv: parts.join(''), rows };
}
