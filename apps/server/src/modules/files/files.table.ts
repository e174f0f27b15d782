/**
 * The files table, for Drizzle queries; the DDL (with its foreign keys and row-level security) is
 * `migrations/0004_files_labels_mail.sql`. Foreign keys live in the SQL only: importing `tenants`
 * here would make `schema.ts` (which re-exports this file) import itself.
 */
import {
  bigint,
  boolean,
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea; PGlite returns Uint8Array and node-postgres Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export type FilePurpose = 'ticket' | 'document';
/** What a stored file is for: an upload's purpose, or a generated report (report-files.ts). */
export type StoredFilePurpose = FilePurpose | 'report';

export const files = pgTable(
  'files',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().unique(),
    /** The uploader's merchant; null for tenant and platform staff. */
    merchantId: uuid('merchant_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    purpose: text('purpose').$type<StoredFilePurpose>().notNull(),
    /** Null only for a report a scheduled job made (0045_transactions_daily.sql). */
    uploadedBy: uuid('uploaded_by'),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    /**
     * The file holds every payment method and provider of its merchant (a transactions daily file):
     * a user limited to some of them may not download it.
     */
    wholeMerchant: boolean('whole_merchant').notNull().default(false),
    attachedAt: timestamp('attached_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('files_merchant_idx').on(t.tenantId, t.merchantId),
  ],
);
