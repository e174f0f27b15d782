import { bigint, char, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Drizzle's view of payout_limits and payout_limit_audit (migration 0023; the schema-drift test
 * keeps them in step). In the money kernel because the payout actions check them and the kernel
 * imports no other module; the payout-limits module reads and writes them through index.ts.
 */
export const payoutLimits = pgTable(
  'payout_limits',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    /** Null: the tenant's default. */
    merchantId: uuid('merchant_id'),
    currency: char('currency', { length: 3 }).notNull(),
    /** Minor units; null inherits the level above. */
    perPayout: bigint('per_payout', { mode: 'number' }),
    perDay: bigint('per_day', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique().on(t.tenantId, t.merchantId, t.currency).nullsNotDistinct(),
  ],
);

export const payoutLimitAudit = pgTable(
  'payout_limit_audit',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    merchantId: uuid('merchant_id'),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
