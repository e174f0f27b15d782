/**
 * The mail outbox, for Drizzle queries. Created by `migrations/0003_identity.sql`, given its tenant
 * and delivery state by `0004_files_labels_mail.sql`.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Queued: waiting for the dispatcher. Sent / Failed: delivered, or given up after the last attempt.
 * Kept: no SMTP server is configured, so the mail stays in the outbox to be read.
 */
export const MAIL_STATUSES = ['Queued', 'Sent', 'Failed', 'Kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The tenant the mail is about (its sender address); null for platform mail. */
    tenantId: uuid('tenant_id'),
    status: text('status').$type<MailStatus>().notNull().default('Queued'),
    /** The last delivery error. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Whether platform staff may read the subject and body in the outbox (see queueMail). */
    readableByPlatform: boolean('readable_by_platform').notNull().default(false),
  },
  (t) => [
    index('mail_outbox_queued_idx').on(t.nextAttemptAt).where(sql`status = 'Queued'`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
