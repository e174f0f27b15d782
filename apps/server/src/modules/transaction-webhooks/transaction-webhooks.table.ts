/**
 * Drizzle's view of the webhook tables of migrations/0012_transaction_maintenance_webhooks.sql and
 * 0038_webhook_monitoring.sql (re-exported through modules/transactions/transaction-maintenance.table.ts into schema.ts).
 */
import type { WebhookDeliveryState } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const merchantWebhookEndpoints = pgTable(
  'merchant_webhook_endpoints',
  {
    tenantId: uuid('tenant_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    url: text('url').notNull(),
    /** The signing secret, encrypted with the tenant's data key (an envelope); plaintext while secretKeyId is null. */
    secret: text('secret').notNull(),
    /** The data key the secret is encrypted under (migrations/0030); null: not encrypted yet. */
    secretKeyId: uuid('secret_key_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The first failed attempt since the last success (null while it succeeds). */
    failingFrom: instant('failing_from'),
    /** When it was marked failing (WEBHOOK_STATUS_RULES.failingDays after failingFrom) and its merchant told. */
    failingSince: instant('failing_since'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.merchantId] })],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    eventId: uuid('event_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    url: text('url').notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('Queued'),
    attempt: integer('attempt').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    lastAttemptAt: instant('last_attempt_at'),
    leaseUntil: instant('lease_until'),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    requestedBy: text('requested_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** One attempt of a delivery, written with its outcome (0038). */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    deliveryId: uuid('delivery_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    startedAt: instant('started_at').notNull(),
    durationMs: integer('duration_ms'),
    responseStatus: integer('response_status'),
    error: text('error'),
    succeeded: boolean('succeeded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
