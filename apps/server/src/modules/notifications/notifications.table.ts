/**
 * The notifications table, for Drizzle queries; the DDL (foreign keys, the type check, row-level
 * security and the recipient functions) is `migrations/0006_notifications.sql`. Foreign keys live in
 * the SQL only: importing `users` here would make `schema.ts` (which re-exports this file) import itself.
 */
import type { NotificationType } from '@paydesk/contracts/notifications/notifications.model';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The recipient's tenant; null for platform staff. */
    tenantId: uuid('tenant_id'),
    /** The recipient's merchant, for merchant users. */
    merchantId: uuid('merchant_id'),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    image: text('image'),
    icon: text('icon'),
    objectUrl: text('object_url'),
    useRouter: boolean('use_router').notNull().default(true),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`date_trunc('milliseconds', clock_timestamp())`),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId, t.createdAt).where(sql`not is_read`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
