import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Drizzle's view of money_operations (migration 0018; the schema-drift test keeps the two in step):
 * a processor call committed as Pending before it is made, and its outcome once recorded
 * (docs/transactions.md "Pending operations").
 */
export const moneyOperations = pgTable(
  'money_operations',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    state: text('state').$type<'Pending' | 'Settled'>().notNull(),
    action: text('action').notNull(),
    input: jsonb('input').notNull(),
    processorCall: text('processor_call').notNull(),
    call: jsonb('call').notNull(),
    actor: jsonb('actor').notNull(),
    headers: jsonb('headers').$type<Record<string, string | null>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    result: jsonb('result'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export type MoneyOperationRecord = typeof moneyOperations.$inferSelect;
