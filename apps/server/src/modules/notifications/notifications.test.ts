import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLUE_HARBOR } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  clearNotifications,
  insertNotification,
  NOTIFICATIONS_URL,
  notificationsOf,
} from './notifications.test-support';

/** Spec §7 "Notifications": the six calls, through the API, on the caller's own notifications. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => clearNotifications(t.database.db));

const admin = DEMO_EMAILS.NORTHWIND_ADMIN;
const agent = DEMO_EMAILS.AGENT;
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * MINUTE);

/** `count` notifications for the user, one a minute apart, the newest titled "n1". */
async function seed(email: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    ids.push(await insertNotification(t.database.db, email, { title: `n${i}`, createdAt: minutesAgo(i) }));
  }
  return ids;
}

const call = (email: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
  t.requestAs(email, { method, url });

describe('the list (GET v1/api/in-app-notifications)', () => {
  it('pages newest first in pages of 10; the last page is short, then empty', async () => {
    await seed(admin, 25);
    const page = async (pageIndex: number) =>
      (await notificationsOf(t, admin, `pageIndex=${pageIndex}&pageSize=10`)).data.map((n) => n.title);
    expect(await page(0)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'n10']);
    expect(await page(1)).toEqual(['n11', 'n12', 'n13', 'n14', 'n15', 'n16', 'n17', 'n18', 'n19', 'n20']);
    expect(await page(2)).toEqual(['n21', 'n22', 'n23', 'n24', 'n25']);
    expect(await page(3)).toEqual([]);
    expect(await page(1_000_000_000)).toEqual([]);
  });

  it("answers result 'success', the notification's fields and the unread count", async () => {
    await seed(admin, 3);
    await insertNotification(t.database.db, admin, { title: 'seen', isRead: true, createdAt: minutesAgo(9) });
    const response = await call(admin, 'GET', NOTIFICATIONS_URL);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toBe('success');
    expect(body.unreadNotificationCount).toBe(3);
    expect(body.data).toHaveLength(4);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      title: 'n1',
      description: '<p>Something happened.</p>',
      image: null,
      icon: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      isRead: false,
      objectUrl: '/merchant/support-tickets',
      useRouter: true,
      notificationType: 'Task',
    });
  });

  it("shows only the caller's own notifications", async () => {
    await seed(admin, 2);
    await seed(agent, 1);
    expect((await notificationsOf(t, agent)).data.map((n) => n.title)).toEqual(['n1']);
    expect((await notificationsOf(t, agent)).unreadNotificationCount).toBe(1);
  });

  it('keeps 30 days: an older notification is neither listed nor counted', async () => {
    await insertNotification(t.database.db, admin, { title: 'recent', createdAt: daysAgo(29) });
    await insertNotification(t.database.db, admin, { title: 'old', createdAt: daysAgo(31) });
    const list = await notificationsOf(t, admin);
    expect(list.data.map((n) => n.title)).toEqual(['recent']);
    expect(list.unreadNotificationCount).toBe(1);
  });

  it('refuses a bad page with field messages, and a caller without a token', async () => {
    const bad = await call(admin, 'GET', `${NOTIFICATIONS_URL}?pageSize=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { field: 'querystring.pageSize', message: expect.any(String) },
    ]);
    expect((await call(admin, 'GET', `${NOTIFICATIONS_URL}?pageSize=101`)).statusCode).toBe(400);
    const anonymous = await call(null, 'GET', NOTIFICATIONS_URL);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("keeps platform staff's own notifications when they act for a tenant (tenantId header)", async () => {
    await seed(DEMO_EMAILS.PLATFORM, 1);
    const response = await t.requestAs(DEMO_EMAILS.PLATFORM, {
      url: NOTIFICATIONS_URL,
      headers: { tenantid: BLUE_HARBOR.id },
    });
    expect(response.json().data.map((n: Notification) => n.title)).toEqual(['n1']);
  });
});

describe('latest since (GET v1/api/in-app-notifications/{timestamp})', () => {
  it('answers those created strictly after an ISO timestamp, newest first', async () => {
    await seed(admin, 5);
    const all = (await notificationsOf(t, admin)).data;
    const third = all[2] as Notification;
    const response = await call(admin, 'GET', `${NOTIFICATIONS_URL}/${encodeURIComponent(third.created)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toBe('success');
    expect(body.data.map((n: Notification) => n.title)).toEqual(['n1', 'n2']);
    expect(body.unreadNotificationCount).toBe(5);
  });

  it('takes epoch milliseconds too', async () => {
    await seed(admin, 3);
    const since = Date.now() - 2.5 * MINUTE;
    const body = (await call(admin, 'GET', `${NOTIFICATIONS_URL}/${Math.round(since)}`)).json();
    expect(body.data.map((n: Notification) => n.title)).toEqual(['n1', 'n2']);
  });

  it('never reaches past 30 days, and answers at most 100', async () => {
    await insertNotification(t.database.db, admin, { title: 'old', createdAt: daysAgo(31) });
    for (let i = 0; i < 105; i += 1)
      await insertNotification(t.database.db, admin, { createdAt: minutesAgo(i + 1) });
    const body = (await call(admin, 'GET', `${NOTIFICATIONS_URL}/0`)).json();
    expect(body.data).toHaveLength(100);
    expect(body.data.map((n: Notification) => n.title)).not.toContain('old');
    expect(body.unreadNotificationCount).toBe(105);
    const farPast = await call(
      admin,
      'GET',
      `${NOTIFICATIONS_URL}/${encodeURIComponent('-100000-01-01T00:00:00Z')}`,
    );
    expect(farPast.statusCode).toBe(200);
  });

  it('refuses something that is not an instant, with a field message', async () => {
    const response = await call(admin, 'GET', `${NOTIFICATIONS_URL}/yesterday`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'params.timestamp', message: 'Not a date-time or epoch milliseconds' },
    ]);
  });
});

describe('mark as read and delete', () => {
  it('marks one read: the unread count falls by one', async () => {
    const [first] = await seed(admin, 3);
    const response = await call(admin, 'PUT', `${NOTIFICATIONS_URL}/mark-as-read/${first}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success' });
    const list = await notificationsOf(t, admin);
    expect(list.unreadNotificationCount).toBe(2);
    expect(list.data.find((n) => n.id === first)?.isRead).toBe(true);
  });

  it('marks all read (POST, empty body): the unread count falls to zero', async () => {
    await seed(admin, 3);
    await seed(agent, 2);
    const response = await call(admin, 'POST', `${NOTIFICATIONS_URL}/mark-as-read`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success' });
    expect((await notificationsOf(t, admin)).unreadNotificationCount).toBe(0);
    expect((await notificationsOf(t, agent)).unreadNotificationCount).toBe(2);
  });

  it('deletes one, then all', async () => {
    const [first] = await seed(admin, 3);
    await seed(agent, 1);
    const one = await call(admin, 'DELETE', `${NOTIFICATIONS_URL}/${first}`);
    expect(one.json()).toEqual({ result: 'success' });
    const after = await notificationsOf(t, admin);
    expect(after.data.map((n) => n.title)).toEqual(['n2', 'n3']);
    expect(after.unreadNotificationCount).toBe(2);
    const all = await call(admin, 'DELETE', NOTIFICATIONS_URL);
    expect(all.json()).toEqual({ result: 'success' });
    expect(await notificationsOf(t, admin)).toEqual({
      result: 'success',
      data: [],
      unreadNotificationCount: 0,
    });
    expect((await notificationsOf(t, agent)).data).toHaveLength(1);
  });

  it("answers 404 'Notification not found' for another user's notification, and leaves it alone", async () => {
    const [theirs] = await seed(agent, 1);
    for (const [method, url] of [
      ['PUT', `${NOTIFICATIONS_URL}/mark-as-read/${theirs}`],
      ['DELETE', `${NOTIFICATIONS_URL}/${theirs}`],
    ] as const) {
      const response = await call(admin, method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    }
    const list = await notificationsOf(t, agent);
    expect(list.data).toHaveLength(1);
    expect(list.unreadNotificationCount).toBe(1);
  });

  it('answers 404 for one past the 30 days', async () => {
    const old = await insertNotification(t.database.db, admin, { createdAt: daysAgo(31) });
    expect((await call(admin, 'PUT', `${NOTIFICATIONS_URL}/mark-as-read/${old}`)).statusCode).toBe(404);
  });
});
