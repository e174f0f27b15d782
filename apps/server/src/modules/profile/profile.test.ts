import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../infra/audit/audit-events.table';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { AGENT, ACME, NORTHWIND_ADMIN } = DEMO_EMAILS;

async function userId(email: string): Promise<string> {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
  );
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

/** A provider session as the embedded provider stores it: its cookie id, public uid and grant. */
async function addSession(accountId: string, uid: string, grantId: string, loginTs: number) {
  const payload = {
    accountId,
    uid,
    loginTs,
    kind: 'Session',
    authorizations: { 'paydesk-portal': { grantId } },
  };
  await t.database.db.execute(sql`
    insert into oidc_payloads (type, id, uid, payload, expires_at)
    values ('Session', ${`cookie-${uid}`}, ${uid}, ${JSON.stringify(payload)}::jsonb, now() + interval '1 hour')`);
  await t.database.db.execute(sql`
    insert into oidc_payloads (type, id, grant_id, payload, expires_at)
    values ('Grant', ${grantId}, ${grantId}, ${JSON.stringify({ accountId })}::jsonb, now() + interval '1 hour')`);
}

const settings = (email: string, payload?: object) =>
  t.requestAs(email, {
    method: payload ? 'PUT' : 'GET',
    url: '/api/profile/settings',
    ...(payload ? { payload } : {}),
  });

describe('profile settings', () => {
  it("reads and saves the caller's own name, time zone and language, and nobody else's", async () => {
    const before = await settings(ACME);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ email: ACME, language: 'en' });
    const saved = await settings(ACME, {
      firstName: ' Sarah ',
      lastName: 'Collins-Ng',
      timeZone: 'Europe/Istanbul',
      language: 'tr',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      firstName: 'Sarah',
      lastName: 'Collins-Ng',
      email: ACME,
      timeZone: 'Europe/Istanbul',
      language: 'tr',
    });
    expect((await settings(ACME)).json()).toMatchObject({ timeZone: 'Europe/Istanbul', language: 'tr' });
    const [record] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.action, 'profile.update')),
    );
    expect(record).toMatchObject({ actorEmail: ACME, before: { language: 'en' }, after: { language: 'tr' } });
    expect((await settings(AGENT)).json()).toMatchObject({ email: AGENT });
    const current = await t.requestAs(ACME, { url: '/api/v1.1/users' });
    expect(current.json()).toMatchObject({ firstName: 'Sarah', configureTimeZone: 'Europe/Istanbul' });
  });

  it('refuses a zone without a slash, an unknown zone, an unlisted language and an empty name', async () => {
    const valid = { firstName: 'Sam', lastName: 'Agent', timeZone: 'Europe/London', language: 'en' };
    for (const [field, value] of [
      ['timeZone', 'UTC'],
      ['timeZone', 'EST5EDT'],
      ['timeZone', 'Europe/Atlantis'],
      ['language', 'de'],
      ['firstName', '   '],
    ] as const) {
      const response = await settings(AGENT, { ...valid, [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.body).toContain(field);
    }
  });
});

describe("the user's own sessions", () => {
  it('lists them newest first, marks the one the request came from, and signs another out', async () => {
    const id = await userId(NORTHWIND_ADMIN);
    await addSession(id, 'older-browser', 'grant-older', 1_700_000_000);
    await addSession(id, 'this-browser', 'grant-this', 1_800_000_000);
    const here = await t.tokenFor(NORTHWIND_ADMIN, { grantId: 'grant-this' });
    const there = await t.tokenFor(NORTHWIND_ADMIN, { grantId: 'grant-older' });
    const list = await t.app.inject({
      url: '/api/profile/sessions',
      headers: { authorization: `Bearer ${here}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((s: { id: string; current: boolean }) => [s.id, s.current])).toEqual([
      ['this-browser', true],
      ['older-browser', false],
    ]);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/sessions/older-browser',
      headers: { authorization: `Bearer ${here}` },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const refused = await t.app.inject({
      url: '/api/profile/sessions',
      headers: { authorization: `Bearer ${there}` },
    });
    expect(refused.statusCode).toBe(401);
    const still = await t.app.inject({
      url: '/api/profile/sessions',
      headers: { authorization: `Bearer ${here}` },
    });
    expect(still.json().map((s: { id: string }) => s.id)).toEqual(['this-browser']);
  });

  it("answers 404 for another user's session and for one that does not exist, ending nothing", async () => {
    await addSession(await userId(ACME), 'acme-browser', 'grant-acme', 1_800_000_000);
    for (const id of ['acme-browser', 'no-such-session']) {
      const response = await t.requestAs(AGENT, { method: 'DELETE', url: `/api/profile/sessions/${id}` });
      expect(response.statusCode).toBe(404);
    }
    const acme = await t.tokenFor(ACME, { grantId: 'grant-acme' });
    const list = await t.app.inject({
      url: '/api/profile/sessions',
      headers: { authorization: `Bearer ${acme}` },
    });
    expect(list.json().map((s: { id: string }) => s.id)).toContain('acme-browser');
  });
});
