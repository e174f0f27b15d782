import { NOTIFICATION_FIGURES } from '@paydesk/contracts/notifications/notifications.model';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { and, count, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type NotificationRow, notifications } from './notifications.table';

/**
 * The caller's own notifications. Every query names the user: row-level security keeps a request
 * inside its tenant, the user id keeps it inside the caller's own rows (another user's is a 404).
 * Only the last 30 days exist for the caller, whether or not the retention worker has run yet.
 */

/** Created within the history window (spec §9: 30 days), by the database's clock. */
function recent(): SQL {
  return gt(notifications.createdAt, sql`now() - make_interval(days => ${NOTIFICATION_FIGURES.historyDays})`);
}

function mine(userId: string): SQL | undefined {
  return and(eq(notifications.userId, userId), recent());
}

/** Past any page a person could reach; also keeps offset arithmetic inside bigint. */
const MAX_OFFSET = 1_000_000_000;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    icon: row.icon,
    created: row.createdAt.toISOString(),
    isRead: row.isRead,
    objectUrl: row.objectUrl,
    useRouter: row.useRouter,
    notificationType: row.type,
  };
}

export async function unreadCount(tx: ScopedTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.isRead, false)));
  return Number(row?.value ?? 0);
}

/** One page, newest first (ties broken by id, so pages never overlap). */
export async function listPage(
  tx: ScopedTx,
  userId: string,
  page: { readonly pageIndex: number; readonly pageSize: number },
): Promise<Notification[]> {
  const offset = page.pageIndex * page.pageSize;
  if (offset > MAX_OFFSET) return [];
  const rows = await tx
    .select()
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset(offset);
  return rows.map(toNotification);
}

/** Those created strictly after `since`, newest first, at most a page of the largest size. */
export async function listSince(tx: ScopedTx, userId: string, since: Date): Promise<Notification[]> {
  const rows = await tx
    .select()
    .from(notifications)
    .where(and(mine(userId), gt(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_FIGURES.maxPageSize);
  return rows.map(toNotification);
}

/** Marks one read; false when it is not the caller's (or no longer kept). */
export async function markRead(tx: ScopedTx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(tx: ScopedTx, userId: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** Deletes one; false when it is not the caller's (or no longer kept). */
export async function deleteOne(tx: ScopedTx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(notifications)
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAll(tx: ScopedTx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}

/** The rows an announcement names, for the users given (those with an open stream here). */
export async function findAnnounced(
  tx: ScopedTx,
  ids: readonly string[],
  userIds: readonly string[],
): Promise<NotificationRow[]> {
  if (ids.length === 0 || userIds.length === 0) return [];
  return tx
    .select()
    .from(notifications)
    .where(and(inArray(notifications.id, [...ids]), inArray(notifications.userId, [...userIds])))
    .orderBy(notifications.createdAt, notifications.id);
}

/** Deletes up to `batchSize` notifications older than the history window; answers how many. */
export async function purgeExpired(tx: ScopedTx, batchSize: number): Promise<number> {
  const expired = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      lt(notifications.createdAt, sql`now() - make_interval(days => ${NOTIFICATION_FIGURES.historyDays})`),
    )
    .limit(batchSize);
  const rows = await tx
    .delete(notifications)
    .where(inArray(notifications.id, expired))
    .returning({ id: notifications.id });
  return rows.length;
}
