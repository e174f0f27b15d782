/**
 * Drizzle's view of the rollups and the worker's watermark (migrations/0033_analytics_rollups.sql;
 * the schema-drift test keeps the two in step). The queries are SQL over the families
 * (rollup-families.ts); these mirrors keep the schema honest and name the tables in one place.
 */
import {
  type AnyPgColumn,
  bigint,
  char,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../money';

const counted = {
  tenantId: uuid('tenant_id').notNull(),
  merchantId: uuid('merchant_id').notNull(),
  mode: text('mode').notNull(),
  hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
  type: text('type').notNull(),
  baseCurrency: char('base_currency', { length: 3 }).notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
  successCount: bigint('success_count', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  baseAmount: bigint('base_amount', { mode: 'number' }).notNull(),
};
/** The key every family shares; the family's own dimensions follow it. */
const commonKey = (
  t: Record<'tenantId' | 'mode' | 'hour' | 'merchantId' | 'type' | 'baseCurrency', AnyPgColumn>,
) => [t.tenantId, t.mode, t.hour, t.merchantId, t.type, t.baseCurrency] as const;

export const rollupStatusCurrency = pgTable(
  'rollup_status_currency',
  { ...counted, status: text('status').notNull(), currency: char('currency', { length: 3 }).notNull() },
  (t) => [primaryKey({ columns: [...commonKey(t), t.status, t.currency] })],
);

export const rollupProviderMethod = pgTable(
  'rollup_provider_method',
  {
    ...counted,
    serviceProvider: text('service_provider').notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [...commonKey(t), t.serviceProvider, t.paymentMethod, t.currency] })],
);

export const rollupDeclineReason = pgTable(
  'rollup_decline_reason',
  {
    ...counted,
    status: text('status').notNull(),
    declineReason: text('decline_reason').notNull(),
    serviceProvider: text('service_provider').notNull(),
  },
  (t) => [primaryKey({ columns: [...commonKey(t), t.status, t.declineReason, t.serviceProvider] })],
);

export const rollupCountry = pgTable(
  'rollup_country',
  { ...counted, status: text('status').notNull(), customerCountry: text('customer_country').notNull() },
  (t) => [primaryKey({ columns: [...commonKey(t), t.status, t.customerCountry] })],
);

export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: smallint('id').primaryKey(),
  watermark: xid8('watermark').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  rebuiltAt: timestamp('rebuilt_at', { withTimezone: true, mode: 'date' }),
});
