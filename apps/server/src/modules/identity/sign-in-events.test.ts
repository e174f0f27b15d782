import { SIGN_IN_ACTIONS } from '@paydesk/contracts/audit/audit.schemas';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../infra/audit/audit-events.table';
import { MAX_FAILURES_BEFORE_LOCK } from './account-lockout';
import { signInAttempts } from './identity.table';
import {
  Browser,
  DEMO_PASSWORD,
  openLoginPage,
  pkcePair,
  submitLogin,
  useIdentityApp,
} from './identity.test-support';
import { MAX_FAILURES_PER_EMAIL } from './login-throttle';

const identity = useIdentityApp();
let nextIp = 1;

async function attempt(email: string, password: string, ip = `198.51.100.${++nextIp}`) {
  const browser = new Browser(identity().app, ip);
  const loginPath = await openLoginPage(browser, identity().config, pkcePair().challenge);
  return submitLogin(browser, loginPath, email, password);
}

/** The sign-in rows of a user; they are written after the answer, so wait for `count` of them. */
async function signInRows(userId: string, count: number) {
  const read = () =>
    identity()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, userId), like(auditEvents.action, 'signIn.%')))
      .orderBy(auditEvents.occurredAt);
  const deadline = Date.now() + 5_000;
  let rows = await read();
  while (rows.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    rows = await read();
  }
  return rows;
}

describe('sign-in events in the audit trail', () => {
  it('records a refused and a successful sign-in of a known account, from where, in its tenant’s chain', async () => {
    const { tenantAdmin, tenantId } = identity().users;
    const before = (await signInRows(tenantAdmin.id, 0)).length;
    expect((await attempt(tenantAdmin.email, 'not-the-password', '198.51.100.201')).statusCode).toBe(401);
    await attempt(tenantAdmin.email, DEMO_PASSWORD, '198.51.100.202');
    const rows = (await signInRows(tenantAdmin.id, before + 2)).slice(before);
    expect(rows.map((row) => [row.action, row.outcome, row.reason, row.ip, row.tenantId])).toEqual([
      [SIGN_IN_ACTIONS.signInFailed, 'denied', 'wrong password', '198.51.100.201', tenantId],
      [SIGN_IN_ACTIONS.signIn, 'success', null, '198.51.100.202', tenantId],
    ]);
    expect(rows[0]?.actorEmail).toBe(tenantAdmin.email);
    expect(rows[0]?.resourceId).toBe(tenantAdmin.id);
  });

  it('says why a right password was refused: an administrator’s lock, a deactivated account', async () => {
    const { locked, inactive } = identity().users;
    await attempt(locked.email, DEMO_PASSWORD);
    await attempt(inactive.email, DEMO_PASSWORD);
    expect((await signInRows(locked.id, 1)).map((row) => row.reason)).toEqual([
      'account locked by an administrator',
    ]);
    expect((await signInRows(inactive.id, 1)).map((row) => row.reason)).toEqual(['account deactivated']);
  });

  it('records nothing for an e-mail without an account: it names nobody, and may hold a password', async () => {
    const typed = 'my-secret-password@nowhere.test';
    await attempt(typed, 'whatever-it-is');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await identity()
      .database.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.actorEmail, typed));
    expect(rows).toEqual([]);
  });

  it('records the lock that too many refused sign-ins in a row bring, and the refusals after it', async () => {
    const { platformAdmin } = identity().users;
    for (let i = 1; i <= MAX_FAILURES_BEFORE_LOCK; i += 1) {
      await attempt(platformAdmin.email, 'not-the-password');
      // The throttle's window passes, as in account-lock.test.ts: the lock is what is tested here.
      if (i % MAX_FAILURES_PER_EMAIL === 0) await identity().database.db.delete(signInAttempts);
    }
    await attempt(platformAdmin.email, DEMO_PASSWORD);
    const rows = await signInRows(platformAdmin.id, MAX_FAILURES_BEFORE_LOCK + 2);
    const locks = rows.filter((row) => row.action === SIGN_IN_ACTIONS.locked);
    expect(locks).toHaveLength(1);
    expect(locks[0]?.reason).toBe(`${MAX_FAILURES_BEFORE_LOCK} failed sign-ins in a row`);
    // Platform staff have no tenant: the platform's own chain.
    expect(locks[0]?.tenantId).toBeNull();
    expect(rows.at(-1)).toMatchObject({ action: SIGN_IN_ACTIONS.signInFailed, reason: 'account locked' });
  });
});
