import type { FeedItem, FeedPage } from '@paydesk/contracts/support/support.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { EXTERNAL_COMMENTS_PER_HOUR, tokenHash } from './external-invitations';
import { DESK_USERS, deskClient, mailTo, ticketRequest } from './support.test-support';

/** The outside party's link: invite, mail, page, comment, and the link's limits. */

let t: TestApp;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  t = await buildTestApp();
  desk = deskClient(t);
});
afterAll(() => t.close());

const { merchant, agent } = DESK_USERS;

async function newTicket(subject: string): Promise<string> {
  return desk.ok<string>(merchant, 'POST', '/api/support/ticket', { ticket: ticketRequest({ subject }) });
}

/** Invites `email` to the ticket and answers the link path from the mail the invitee received. */
async function invite(
  ticketId: string,
  email: string,
  description = '',
): Promise<{ path: string; item: FeedItem }> {
  const item = await desk.ok<FeedItem>(
    agent,
    'POST',
    `/api/support/ticket/${ticketId}/invite-external-party`,
    {
      email,
      description,
    },
  );
  const mail = (await mailTo(t.database.db, email.toLowerCase())).at(-1);
  const link = /(http:\/\/\S+\/api\/support\/external\/([A-Za-z0-9_-]{43}))/.exec(mail?.bodyText ?? '');
  if (!link?.[1]) throw new Error(`No link in the mail: ${mail?.bodyText}`);
  expect(link[1].startsWith(`${t.app.config.publicUrl}/api/support/external/`)).toBe(true);
  return { path: new URL(link[1]).pathname, item };
}

function post(path: string, content: string) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams({ content }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('an outside party invited to a ticket', () => {
  it('gets a mailed link, reads the public conversation and comments without an account', async () => {
    const id = await newTicket("Fish & Chips' refund");
    await desk.ok(agent, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'Public answer for everyone',
    });
    await desk.ok(agent, 'POST', `/api/support/ticket/${id}/comment`, {
      content: 'Staff only note',
      isInternal: true,
    });
    const { path, item } = await invite(id, 'Acquirer.Contact@Example.test', 'Our acquirer contact');
    expect(item).toMatchObject({
      type: 'ExternalPartyInvitationItem',
      invitedBy: { email: agent },
      externalPartyEmail: 'acquirer.contact@example.test',
      invitationDescription: 'Our acquirer contact',
    });
    const [mail] = await mailTo(t.database.db, 'acquirer.contact@example.test');
    expect(mail?.subject).toMatch(
      /^\[Ticket #\d+\] You are invited to a support conversation: Fish & Chips' refund$/,
    );
    // Only the hash of the token is stored.
    const token = path.split('/').at(-1) ?? '';
    const stored = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.execute(
        sql`select token_hash from external_party_invitations where token_hash = ${tokenHash(token)}`,
      ),
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Fish &amp; Chips&#39; refund');
    expect(page.body).toContain('Public answer for everyone');
    expect(page.body).not.toContain('Staff only note');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`<form method="post" action="${path}">`);

    const posted = await post(path, 'The acquirer confirms the refund left on Monday.');
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(path);
    for (const reader of [merchant, agent]) {
      const feed = await desk.ok<FeedPage>(reader, 'GET', `/api/support/ticket/${id}/feed`);
      expect(feed.data.at(-1)).toMatchObject({
        type: 'ExternalPartyCommentItem',
        commenter: null,
        externalPartyEmail: 'acquirer.contact@example.test',
        content: 'The acquirer confirms the refund left on Monday.',
      });
    }
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain(
      'The acquirer confirms the refund',
    );
    // Whoever invited them hears of the answer.
    expect((await mailTo(t.database.db, agent)).at(-1)?.subject).toMatch(
      /New comment from acquirer\.contact@example\.test/,
    );
  });

  it('answers a 404 page for an unknown, malformed or expired link, and 400 for an empty comment', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/support/external/${'A'.repeat(43)}` })).statusCode,
    ).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/support/external/not-a-token' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain('Link not valid');
    expect((await post('/api/support/external/not-a-token', 'Hello')).statusCode).toBe(404);

    const id = await newTicket('Expiring link');
    const { path } = await invite(id, 'expiring@example.test');
    const empty = await post(path, '<script>alert(1)</script>');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Write a comment before sending.');
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.execute(
        sql`update external_party_invitations set expires_at = now() - interval '1 second' where email = 'expiring@example.test'`,
      ),
    );
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await post(path, 'Too late')).statusCode).toBe(404);
  });

  it(`refuses comments on a closed ticket and past ${EXTERNAL_COMMENTS_PER_HOUR} per hour`, async () => {
    const id = await newTicket('Busy link');
    const { path } = await invite(id, 'busy@example.test');
    for (let n = 1; n <= EXTERNAL_COMMENTS_PER_HOUR; n += 1) {
      expect((await post(path, `Comment ${n}`)).statusCode).toBe(303);
    }
    const throttled = await post(path, 'One more');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toContain('Too many comments through this link. Try again in an hour.');
    expect((await desk.ok<FeedPage>(agent, 'GET', `/api/support/ticket/${id}/feed?pageSize=200`)).count).toBe(
      EXTERNAL_COMMENTS_PER_HOUR + 1,
    );

    const closedId = await newTicket('Closed conversation');
    const closed = await invite(closedId, 'late@example.test');
    await desk.ok(agent, 'POST', `/api/support/ticket/${closedId}/close`);
    const refused = await post(closed.path, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('The ticket is closed; reopen it to comment');
    const page = await t.app.inject({ method: 'GET', url: closed.path });
    expect(page.body).toContain('The ticket is closed, so no new comments can be added.');
    expect(page.body).not.toContain('<form');
  });
});
