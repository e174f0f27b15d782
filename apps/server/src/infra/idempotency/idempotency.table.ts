/**
 * Drizzle's view of the idempotency_keys table (its DDL is in migrations; the schema-drift test
 * keeps the two in step). Infra's own table: the Idempotency-Key store is shared by the money
 * actions, disputes, the virtual terminal and the webhook endpoints, so it belongs to no module.
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: uuid('tenant_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'InFlight' | 'Done'>().notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The pending money operation an InFlight key waits for (never freed or taken over). */
    operationId: uuid('operation_id'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
