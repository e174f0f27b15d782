import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../infra/db/database';
import { mailOutbox } from '../mail/mail.table';
import { passwordResetTokens } from './identity.table';
import { PUBLIC_URL, useIdentityApp } from './identity.test-support';
import { requestPasswordReset } from './password-reset';

/**
 * The reset form once took longer for an existing e-mail than for an unknown one. A
 * timing test would be flaky, so this checks the cause: the same database calls run for both.
 */
const identityApp = useIdentityApp();

/** The database, recording the name of every method called on it (and on a transaction it opens). */
function recording(db: Database, calls: string[]): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        calls.push(property);
        if (property === 'transaction') {
          const [work, ...rest] = args as [(tx: Database) => Promise<unknown>, ...unknown[]];
          return value.call(target, (tx: Database) => work(recording(tx, calls)), ...rest);
        }
        return value.apply(target, args);
      };
    },
  });
}

async function callsFor(email: string): Promise<string[]> {
  const calls: string[] = [];
  await requestPasswordReset(recording(identityApp().database.db, calls), email, PUBLIC_URL);
  return calls;
}

describe('asking for a reset link', () => {
  it('runs the same database calls for an existing, an unknown and a locked e-mail', async () => {
    const { users, database } = identityApp();
    const existing = await callsFor(users.platformAdmin.email);
    expect(existing.length).toBeGreaterThanOrEqual(4);
    expect(await callsFor('nobody.here@paydesk.test')).toEqual(existing);
    expect(await callsFor(users.locked.email)).toEqual(existing);

    // One link and one mail for the existing account only.
    const links = await database.db.select().from(passwordResetTokens);
    expect(links.map((link) => link.userId)).toEqual([users.platformAdmin.id]);
    const mails = await database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Reset your Paydesk password'));
    expect(mails).toEqual([{ to: users.platformAdmin.email }]);
  });

  it('runs them too when the account has asked too often, writing nothing more', async () => {
    const { users, database } = identityApp();
    const first = await callsFor(users.tenantAdmin.email);
    for (let i = 0; i < 3; i += 1) expect(await callsFor(users.tenantAdmin.email)).toEqual(first);
    const links = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, users.tenantAdmin.id));
    expect(links).toHaveLength(3);
  });
});
