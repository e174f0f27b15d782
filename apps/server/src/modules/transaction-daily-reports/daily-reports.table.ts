/**
 * The transactions daily files written so far (migrations/0045_transactions_daily.sql, which holds
 * the foreign keys and row-level security): one per tenant, merchant, mode and UTC day. The file's
 * bytes are in `files` (purpose 'report').
 */
import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const transactionDailyReports = pgTable(
  'transaction_daily_reports',
  {
    tenantId: uuid('tenant_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    mode: text('mode').$type<'Test' | 'Live'>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    fileId: uuid('file_id').notNull(),
    fileName: text('file_name').notNull(),
    transactions: integer('transactions').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.merchantId, t.mode, t.day] })],
);
