/**
 * Drizzle's view of migrations/0010_disputes_virtual_terminal.sql (the DDL is the source; the
 * schema-drift test keeps the two in step). The `disputes` table itself is 0008's (transactions.table.ts).
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type DisputeHistoryAction = 'EvidenceSubmitted' | 'Accepted' | 'Won' | 'Lost';

export const disputeHistory = pgTable(
  'dispute_history',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    disputeId: uuid('dispute_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    action: text('action').$type<DisputeHistoryAction>().notNull(),
    status: text('status').$type<'Open' | 'UnderReview' | 'Won' | 'Lost'>().notNull(),
    note: text('note'),
    fileIds: uuid('file_ids').array().notNull().default([]),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('dispute_history_dispute_idx').on(t.tenantId, t.disputeId, t.createdAt),
  ],
);
