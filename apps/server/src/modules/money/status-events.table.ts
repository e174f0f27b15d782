/**
 * Drizzle's view of the status-event log (migrations/0033_analytics_rollups.sql; the schema-drift
 * test keeps the two in step). Written through status-events.ts only; the analytics worker reads it.
 */
import {
  bigint,
  char,
  customType,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read as text (it is compared in SQL, never in JS). */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const transactionStatusEvents = pgTable(
  'transaction_status_events',
  {
    xid: xid8('xid').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    sign: smallint('sign').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    mode: text('mode').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    baseCurrency: char('base_currency', { length: 3 }).notNull(),
    baseAmount: bigint('base_amount', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    serviceProvider: text('service_provider').notNull(),
    declineReason: text('decline_reason').notNull(),
    customerCountry: text('customer_country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.xid, t.seq] })],
);
