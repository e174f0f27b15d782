import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notifications } from './notifications.table';
import { clearNotifications, insertNotification, notificationsOf } from './notifications.test-support';
import { NOTIFICATION_RETENTION } from './retention-worker';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await clearNotifications(t.database.db);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const stored = async () => {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select({ n: count() }).from(notifications),
  );
  return Number(row?.n);
};

describe('the 30-day retention', () => {
  it('deletes notifications older than 30 days, in batches, and keeps the rest', async () => {
    const admin = DEMO_EMAILS.NORTHWIND_ADMIN;
    await insertNotification(t.database.db, admin, {
      title: 'kept',
      createdAt: new Date(Date.now() - 29 * DAY),
    });
    await insertNotification(t.database.db, DEMO_EMAILS.ACME, { createdAt: new Date(Date.now() - 40 * DAY) });
    // More than one batch of back-dated rows, written in one statement.
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.execute(
        sql.raw(`insert into notifications (id, user_id, tenant_id, type, title, description, created_at)
         select gen_random_uuid(), u.id, u.tenant_id, 'Task', 'expired', '', now() - interval '31 days' - g * interval '1 second'
           from users u, generate_series(1, ${NOTIFICATION_RETENTION.batchSize + 5}) g
          where u.email = '${admin}'`),
      ),
    );
    expect(await stored()).toBe(NOTIFICATION_RETENTION.batchSize + 7);

    const deleted = await t.app.notifications.retention.runOnce();
    expect(deleted).toBe(NOTIFICATION_RETENTION.batchSize + 6);
    expect(await stored()).toBe(1);
    expect((await notificationsOf(t, admin)).data.map((n) => n.title)).toEqual(['kept']);
    expect(await t.app.notifications.retention.runOnce()).toBe(0);
  });
});
