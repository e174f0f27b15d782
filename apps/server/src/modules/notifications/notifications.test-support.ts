import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@paydesk/contracts/notifications/notifications.model';
import type { Notification, NotificationList } from '@paydesk/contracts/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../infra/db/database';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ExampleInput, ForeignIdRule, WalkUser } from '../../test/endpoint-walk';
import type { TestApp } from '../../test/test-app';
import {
  addReportFilesWalkData,
  REPORT_FILES_FOREIGN_IDS,
  REPORT_FILES_WALK_EXAMPLES,
} from '../files/report-files.test-support';
import { notifications } from './notifications.table';

export const NOTIFICATIONS_URL = '/v1/api/in-app-notifications';

/** A notification row written straight into the table (any age, read or not), for one user by email. */
export async function insertNotification(
  db: Database,
  email: string,
  fields: {
    readonly id?: string;
    readonly title?: string;
    readonly type?: NotificationType;
    readonly createdAt?: Date;
    readonly isRead?: boolean;
  } = {},
): Promise<string> {
  const id = fields.id ?? randomUUID();
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        tenantId: users.tenantId,
        merchantId: users.merchantId,
        userType: users.userType,
      })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email}`);
    await tx.insert(notifications).values({
      id,
      userId: user.id,
      tenantId: user.userType === 'Platform' ? null : user.tenantId,
      merchantId: user.merchantId,
      type: fields.type ?? 'Task',
      title: fields.title ?? 'A notification',
      description: '<p>Something happened.</p>',
      objectUrl: '/merchant/support-tickets',
      isRead: fields.isRead ?? false,
      ...(fields.createdAt && { createdAt: fields.createdAt }),
    });
  });
  return id;
}

/** The caller's first page (or the page asked for), asserting a 200. */
export async function notificationsOf(
  t: TestApp,
  email: string,
  query = 'pageIndex=0&pageSize=100',
): Promise<NotificationList> {
  const response = await t.requestAs(email, { url: `${NOTIFICATIONS_URL}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Titles of the caller's notifications, newest first. */
export async function titlesOf(t: TestApp, email: string): Promise<string[]> {
  return (await notificationsOf(t, email)).data.map((n: Notification) => n.title);
}

/** Deletes every notification (tests that count them start from none). */
export async function clearNotifications(db: Database): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, (tx) => tx.delete(notifications));
}

// --- The endpoint walk's rules for notifications (src/endpoints.test.ts spreads them in) ---------

/** A notification of each tenant's administrator: every other caller must get a 404 for it. */
export const WALK_NOTIFICATIONS = {
  northwind: demoId('walk:notification:northwind'),
  blueHarbor: demoId('walk:notification:blueharbor'),
} as const;

export async function addNotificationsWalkData(db: Database): Promise<void> {
  await insertNotification(db, 'tenant.admin@northwind.test', { id: WALK_NOTIFICATIONS.northwind });
  await insertNotification(db, 'tenant.admin@blueharbor.test', { id: WALK_NOTIFICATIONS.blueHarbor });
  await addReportFilesWalkData(db);
}

/** Not the caller's: the other tenant's administrator's (a notification is its user's alone). */
function foreignNotification(caller: WalkUser): string {
  return caller.tenantId === NORTHWIND.id ? WALK_NOTIFICATIONS.blueHarbor : WALK_NOTIFICATIONS.northwind;
}

const notificationRule: ForeignIdRule = { kind: 'tenant-owned', foreignId: foreignNotification };

export const NOTIFICATIONS_FOREIGN_IDS: Record<string, ForeignIdRule> = {
  'notifications.markRead.id': notificationRule,
  'notifications.delete.id': notificationRule,
  'notifications.latest.timestamp': {
    kind: 'not-tenant-owned',
    reason: 'an instant, the same for everyone; the rows are filtered by the caller',
  },
  ...REPORT_FILES_FOREIGN_IDS,
};

export const NOTIFICATIONS_WALK_EXAMPLES: Record<string, ExampleInput> = {
  'notifications.latest': { params: { timestamp: '2024-01-01T00:00:00.000Z' } },
  ...REPORT_FILES_WALK_EXAMPLES,
};
