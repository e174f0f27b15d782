/**
 * The support labels table, for Drizzle queries; the DDL (foreign keys, the per-organisation unique
 * name index and row-level security) is `migrations/0004_files_labels_mail.sql`.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Stands in for "no tenant" / "no merchant" in the unique index, which compares nulls as equal this way. */
export const NO_ORGANISATION_PART = '00000000-0000-0000-0000-000000000000';

export const supportLabels = pgTable(
  'support_labels',
  {
    id: uuid('id').primaryKey(),
    /** Null for the platform's labels. */
    tenantId: uuid('tenant_id'),
    /** Set for a merchant's labels. */
    merchantId: uuid('merchant_id'),
    value: text('value').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_labels_organisation_value_idx').on(
      sql`coalesce(${t.tenantId}, ${sql.raw(`'${NO_ORGANISATION_PART}'`)}::uuid)`,
      sql`coalesce(${t.merchantId}, ${sql.raw(`'${NO_ORGANISATION_PART}'`)}::uuid)`,
      sql`lower(${t.value})`,
    ),
    index('support_labels_order_idx').on(t.tenantId, t.merchantId, t.sortOrder),
  ],
);
