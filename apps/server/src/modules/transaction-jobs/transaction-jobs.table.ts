/**
 * Drizzle's view of migrations/0009_transaction_jobs.sql and 0015_transaction_export_rows.sql (the DDL is the source; the schema-drift
 * test keeps the two in step).
 */
import type {
  JobItemOutcome,
  TransactionJobKind,
  TransactionJobStatus,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** PostgreSQL bytea; PGlite returns Uint8Array and node-postgres Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const transactionJobs = pgTable('transaction_jobs', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id'),
  merchantId: uuid('merchant_id'),
  kind: text('kind').$type<TransactionJobKind>().notNull(),
  status: text('status').$type<TransactionJobStatus>().notNull().default('Queued'),
  action: text('action').notNull(),
  declineReason: text('decline_reason'),
  comment: text('comment'),
  filter: jsonb('filter').$type<Record<string, unknown>>(),
  requestedBy: uuid('requested_by').notNull(),
  requesterEmail: text('requester_email').notNull(),
  requesterProfile: text('requester_profile').notNull(),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  submissionKey: text('submission_key'),
  submissionHash: text('submission_hash'),
  total: integer('total').notNull().default(0),
  applied: integer('applied').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  notFound: integer('not_found').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  rowsExpected: integer('rows_expected'),
  rowsExpectedCapped: boolean('rows_expected_capped').notNull().default(false),
  bytesWritten: bigint('bytes_written', { mode: 'number' }).notNull().default(0),
  /** migrations/0015_transaction_export_rows.sql: the rows an export has written so far. */
  rowsWritten: integer('rows_written').notNull().default(0),
  message: text('message'),
  lockedBy: text('locked_by'),
  lockedUntil: at('locked_until'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: at('created_at').notNull().default(sql`now()`),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  expiresAt: at('expires_at'),
});
export type TransactionJobRecord = typeof transactionJobs.$inferSelect;

export const transactionJobItems = pgTable(
  'transaction_job_items',
  {
    jobId: uuid('job_id').notNull(),
    position: integer('position').notNull(),
    tenantId: uuid('tenant_id'),
    merchantId: uuid('merchant_id'),
    reference: text('reference').notNull(),
    transactionId: uuid('transaction_id'),
    outcome: text('outcome').$type<JobItemOutcome>().notNull().default('Pending'),
    message: text('message'),
    status: text('status'),
    processedAt: at('processed_at'),
    /** migrations/0022_job_item_operations.sql: the money operation the item's processor call made. */
    operationId: uuid('operation_id'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.position] })],
);
export type TransactionJobItemRecord = typeof transactionJobItems.$inferSelect;

export const transactionExportChunks = pgTable(
  'transaction_export_chunks',
  {
    jobId: uuid('job_id').notNull(),
    seq: integer('seq').notNull(),
    tenantId: uuid('tenant_id'),
    merchantId: uuid('merchant_id'),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
