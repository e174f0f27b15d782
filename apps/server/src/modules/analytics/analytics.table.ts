/**
 * Drizzle's view of the rollups and the worker's watermark (migrations/0033_analytics_rollups.sql and 0037_rollup_days.sql;
 * the schema-drift test keeps the two in step). The queries are SQL over the families
 * (rollup-families.ts); these mirrors keep the schema honest and name the tables in one place.
 */
import {
  type AnyPgColumn,
  bigint,
  char,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../money';

/** The columns every family counts, with the time column of its grain: `hour`, or `day` (0037). */
const counted = (time: 'minute' | 'hour' | 'day') => ({
  tenantId: uuid('tenant_id').notNull(),
  merchantId: uuid('merchant_id').notNull(),
  mode: text('mode').notNull(),
  periodStart: timestamp(time, { withTimezone: true, mode: 'date' }).notNull(),
  type: text('type').notNull(),
  baseCurrency: char('base_currency', { length: 3 }).notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
  successCount: bigint('success_count', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  baseAmount: bigint('base_amount', { mode: 'number' }).notNull(),
});
/** The key every family shares; the family's own dimensions follow it. */
const commonKey = (
  t: Record<'tenantId' | 'mode' | 'periodStart' | 'merchantId' | 'type' | 'baseCurrency', AnyPgColumn>,
) => [t.tenantId, t.mode, t.periodStart, t.merchantId, t.type, t.baseCurrency] as const;

const statusCurrency = (name: string, time: 'hour' | 'day') =>
  pgTable(
    name,
    {
      ...counted(time),
      status: text('status').notNull(),
      currency: char('currency', { length: 3 }).notNull(),
    },
    (t) => [primaryKey({ columns: [...commonKey(t), t.status, t.currency] })],
  );

const providerMethod = (name: string, time: 'hour' | 'day') =>
  pgTable(
    name,
    {
      ...counted(time),
      serviceProvider: text('service_provider').notNull(),
      paymentMethod: text('payment_method').notNull(),
      currency: char('currency', { length: 3 }).notNull(),
    },
    (t) => [primaryKey({ columns: [...commonKey(t), t.serviceProvider, t.paymentMethod, t.currency] })],
  );

const declineReason = (name: string, time: 'hour' | 'day') =>
  pgTable(
    name,
    {
      ...counted(time),
      status: text('status').notNull(),
      declineReason: text('decline_reason').notNull(),
      serviceProvider: text('service_provider').notNull(),
    },
    (t) => [primaryKey({ columns: [...commonKey(t), t.status, t.declineReason, t.serviceProvider] })],
  );

const country = (name: string, time: 'hour' | 'day') =>
  pgTable(
    name,
    {
      ...counted(time),
      status: text('status').notNull(),
      customerCountry: text('customer_country').notNull(),
    },
    (t) => [primaryKey({ columns: [...commonKey(t), t.status, t.customerCountry] })],
  );

export const rollupStatusCurrency = statusCurrency('rollup_status_currency', 'hour');
export const rollupProviderMethod = providerMethod('rollup_provider_method', 'hour');
export const rollupDeclineReason = declineReason('rollup_decline_reason', 'hour');
export const rollupCountry = country('rollup_country', 'hour');
export const rollupStatusCurrencyDaily = statusCurrency('rollup_status_currency_daily', 'day');
export const rollupProviderMethodDaily = providerMethod('rollup_provider_method_daily', 'day');
export const rollupDeclineReasonDaily = declineReason('rollup_decline_reason_daily', 'day');
export const rollupCountryDaily = country('rollup_country_daily', 'day');

/** The alerts' minute rollup (0039): the last 25 hours by UTC minute (rollup-families.ts ALERT_MINUTE_FAMILY). */
export const rollupAlertMinute = pgTable(
  'rollup_alert_minute',
  {
    ...counted('minute'),
    status: text('status').notNull(),
    serviceProvider: text('service_provider').notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [...commonKey(t), t.status, t.serviceProvider, t.paymentMethod, t.currency],
    }),
    index('rollup_alert_minute_tenant_idx').on(t.tenantId, t.mode, t.periodStart),
    index('rollup_alert_minute_minute_idx').on(t.periodStart),
  ],
);

export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: smallint('id').primaryKey(),
  watermark: xid8('watermark').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  rebuiltAt: timestamp('rebuilt_at', { withTimezone: true, mode: 'date' }),
});
