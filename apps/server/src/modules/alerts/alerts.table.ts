/**
 * Drizzle's view of the alert tables of migrations/0039_alerts.sql (the schema-drift test keeps the
 * two in step). The minute rollup the rules are evaluated from is analytics' (analytics.table.ts).
 */
import type {
  AlertChannel,
  AlertComparator,
  AlertMetric,
  AlertRuleState,
  AlertState,
} from '@paydesk/contracts/alerts/alert.schemas';
import type { SystemMode } from '@paydesk/contracts/auth/levels';
import {
  bigint,
  boolean,
  char,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const alertRules = pgTable(
  'alert_rules',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    metric: text('metric').$type<AlertMetric>().notNull(),
    comparator: text('comparator').$type<AlertComparator>().notNull(),
    threshold: numeric('threshold', { mode: 'number' }).notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    minSample: integer('min_sample').notNull(),
    pendingForMinutes: integer('pending_for_minutes').notNull(),
    cooldownMinutes: integer('cooldown_minutes').notNull(),
    mode: text('mode').$type<SystemMode>().notNull(),
    merchantId: uuid('merchant_id'),
    serviceProvider: text('service_provider'),
    paymentMethod: text('payment_method'),
    currency: char('currency', { length: 3 }),
    channels: text('channels').array().$type<AlertChannel[]>().notNull(),
    enabled: boolean('enabled').notNull(),
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    lastEvaluatedAt: instant('last_evaluated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const alertRuleStates = pgTable(
  'alert_rule_states',
  {
    tenantId: uuid('tenant_id').notNull(),
    ruleId: uuid('rule_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    state: text('state').$type<AlertRuleState>().notNull(),
    since: instant('since').notNull(),
    lastValue: doublePrecision('last_value').notNull(),
    lastSample: bigint('last_sample', { mode: 'number' }).notNull(),
    lastResolvedAt: instant('last_resolved_at'),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.merchantId] })],
);

export const alerts = pgTable(
  'alerts',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    ruleId: uuid('rule_id'),
    ruleName: text('rule_name').notNull(),
    metric: text('metric').$type<AlertMetric>().notNull(),
    comparator: text('comparator').$type<AlertComparator>().notNull(),
    threshold: numeric('threshold', { mode: 'number' }).notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    mode: text('mode').$type<SystemMode>().notNull(),
    state: text('state').$type<AlertState>().notNull(),
    firedValue: doublePrecision('fired_value').notNull(),
    firedSample: bigint('fired_sample', { mode: 'number' }).notNull(),
    lastValue: doublePrecision('last_value').notNull(),
    lastSample: bigint('last_sample', { mode: 'number' }).notNull(),
    startedAt: instant('started_at').notNull(),
    resolvedAt: instant('resolved_at'),
    acknowledgedAt: instant('acknowledged_at'),
    acknowledgedBy: uuid('acknowledged_by'),
    /** The acknowledger's name as it was (a merchant's user may not read the tenant's staff). */
    acknowledgedByName: text('acknowledged_by_name'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
