import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoUser, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { MAX_STREAMS_PER_USER, STREAM_NOT_ACCEPTED, TOO_MANY_STREAMS } from './notification-events.routes';
import { notifyUsers } from './notify';

/** The event stream over a real socket (light-my-request waits for a response to end; this one does not). */

const EVENTS_PATH = '/v1/api/in-app-notification-events';
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface OpenStream {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** Every event and comment received so far, in order. */
  readonly frames: string[];
  /** The whole body, for a refusal. */
  text(): string;
  notifications(): Notification[];
  waitFor(predicate: (frames: string[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the response is over (the server ended it, or close()). */
  readonly ended: Promise<void>;
  close(): void;
}

/**
 * Opens the stream on a connection of its own (no keep-alive pool): fetch's pool keeps spare
 * connections open that have sent no request, which the server's close then waits for.
 */
async function openStream(
  email: string,
  accept = 'text/event-stream',
  server = base,
  token?: string,
): Promise<OpenStream> {
  const request = get(`${server}${EVENTS_PATH}`, {
    agent: false,
    headers: { authorization: `Bearer ${token ?? (await t.tokenFor(email))}`, accept },
  });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const frames: string[] = [];
  const waiters = new Set<() => void>();
  let body = '';
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    body += chunk;
    buffer += chunk;
    const parts = buffer.split('\n\n');
    buffer = parts.pop() ?? '';
    frames.push(...parts);
    for (const wake of waiters) wake();
  });
  request.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    frames,
    text: () => body,
    notifications: () =>
      frames
        .filter((f) => f.includes('event: notification'))
        .map((f) =>
          JSON.parse(
            f
              .split('\n')
              .find((l) => l.startsWith('data: '))
              ?.slice(6) ?? '{}',
          ),
        ),
    waitFor(predicate, timeoutMs = 1000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(frames)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => request.destroy(),
  };
}

const waitUntil = async (condition: () => boolean, timeoutMs = 2000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('GET v1/api/in-app-notification-events', () => {
  it('delivers a notification that another request produces, within a second', async () => {
    const stream = await openStream(DEMO_EMAILS.AGENT);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toContain('no-cache');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await stream.waitFor((frames) => frames.includes(': connected'));

    const created = await t.requestAs(DEMO_EMAILS.ACME, {
      method: 'POST',
      url: '/api/support/ticket',
      payload: {
        ticket: {
          ticketCategory: 'Processing',
          subject: 'Payout missing',
          description: 'Not arrived.',
          priority: 'Low',
        },
      },
    });
    const ticketId = created.body;
    const opened = Date.now();
    const count = (frames: string[]) => frames.filter((f) => f.includes('event: notification')).length;
    // The new ticket tells the desk (TicketCreated), then the comment does (Task).
    await stream.waitFor((frames) => count(frames) >= 1, 1000);
    expect(Date.now() - opened).toBeLessThan(1000);
    expect(stream.notifications()[0]).toMatchObject({
      notificationType: 'TicketCreated',
      title: expect.stringMatching(/^New ticket #\d+$/),
      objectUrl: `/tenant/support-tickets/${ticketId}`,
    });
    const commented = await t.requestAs(DEMO_EMAILS.ACME, {
      method: 'POST',
      url: `/api/support/ticket/${ticketId}/comment`,
      payload: { content: 'Any news?' },
    });
    expect(commented.statusCode).toBe(200);
    const sent = Date.now();
    await stream.waitFor((frames) => count(frames) >= 2, 1000);
    expect(Date.now() - sent).toBeLessThan(1000);
    const [, notification] = stream.notifications();
    expect(notification).toMatchObject({
      title: expect.stringMatching(/^New comment on ticket #\d+$/),
      notificationType: 'Task',
      objectUrl: `/tenant/support-tickets/${ticketId}`,
      useRouter: true,
      isRead: false,
    });
    expect(stream.frames.filter((f) => f.includes('event: notification'))[1]).toMatch(
      new RegExp(`^id: ${notification?.id}\nevent: notification\ndata: \\{`),
    );
    stream.close();
  });

  it('pushes nothing for a transaction that rolled back, and only to its recipient', async () => {
    const admin = demoUser('tenant.admin@northwind.test');
    const stream = await openStream(admin.email);
    const other = await openStream(DEMO_EMAILS.ACME);
    await stream.waitFor((frames) => frames.includes(': connected'));
    const recipient = [{ userId: admin.id, tenantId: NORTHWIND.id, merchantId: null }];
    const n = (title: string) => ({ type: 'Task', title, description: '<p>x</p>', objectUrl: null }) as const;
    await expect(
      withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
        await notifyUsers(tx, recipient, n('rolled back'));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) => notifyUsers(tx, recipient, n('committed')));
    await stream.waitFor((frames) => frames.some((f) => f.includes('"committed"')));
    expect(stream.notifications().map((x) => x.title)).toEqual(['committed']);
    expect(other.notifications()).toEqual([]);
    stream.close();
    other.close();
  });

  it('is opened only for a client that asks for an event stream (406 otherwise), and needs a token', async () => {
    for (const accept of ['application/json', 'text/event-stream;q=0, */*']) {
      const refused = await t.requestAs(DEMO_EMAILS.AGENT, { url: EVENTS_PATH, headers: { accept } });
      expect(refused.statusCode).toBe(406);
      expect(refused.json().error.message).toBe(STREAM_NOT_ACCEPTED);
    }
    const anonymous = await t.requestAs(null, { url: EVENTS_PATH, headers: { accept: 'text/event-stream' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`holds at most ${MAX_STREAMS_PER_USER} streams per user and forgets one whose client left`, async () => {
    const email = DEMO_EMAILS.SANDBOX;
    const before = t.app.notifications.openStreams();
    const streams: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) streams.push(await openStream(email));
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    expect(t.app.notifications.openStreams()).toBe(before + MAX_STREAMS_PER_USER);

    const extra = await openStream(email);
    expect(extra.status).toBe(429);
    await extra.ended;
    expect(JSON.parse(extra.text()).error).toEqual({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_STREAMS });

    streams[0]?.close();
    await waitUntil(() => t.app.notifications.openStreams() === before + MAX_STREAMS_PER_USER - 1);
    const again = await openStream(email);
    expect(again.status).toBe(200);
    for (const s of [...streams, again]) s.close();
    await waitUntil(() => t.app.notifications.openStreams() === before);
  });
});

describe('closing the app', () => {
  it('ends open streams and returns promptly', async () => {
    const other = await buildTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(
      DEMO_EMAILS.AGENT,
      'text/event-stream',
      url,
      await other.tokenFor(DEMO_EMAILS.AGENT),
    );
    expect(stream.status).toBe(200);
    expect(other.app.notifications.openStreams()).toBe(1);
    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await stream.ended;
    expect(other.app.notifications.openStreams()).toBe(0);
    await other.database.close();
  });
});
