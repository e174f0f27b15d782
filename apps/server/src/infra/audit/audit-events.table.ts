/**
 * Drizzle's view of the audit_events table (its DDL, the append-only trigger and the row-level
 * security are in migrations/0025_audit_events.sql; the schema-drift test keeps the two in step).
 * Infra's own table: every module writes to the trail, and none owns it.
 */
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const AUDIT_OUTCOMES = ['success', 'denied', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** Null: the platform's own chain. */
    tenantId: uuid('tenant_id'),
    merchantId: uuid('merchant_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorType: text('actor_type').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    actorRoles: text('actor_roles').array().notNull().default([]),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    scaUsed: boolean('sca_used').notNull().default(false),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    unique('audit_events_chain_seq').on(t.tenantId, t.seq).nullsNotDistinct(),
    index('audit_events_tenant_time_idx').on(t.tenantId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_resource_idx').on(t.resourceType, t.resourceId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_time_idx').on(t.occurredAt.desc(), t.id.desc()),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
