/**
 * The identity module's tables, for Drizzle queries; the DDL is `migrations/0003_identity.sql` (and
 * later migrations where a table says so).
 * Foreign keys to `users` live in the SQL only: importing `users` here would make `schema.ts`
 * (which re-exports this file) import itself.
 */

import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AdapterPayload } from 'oidc-provider';

export const identityKeys = pgTable('identity_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<AdapterPayload>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Sign-in attempts per subject in the current window (login-throttle.ts); DDL in 0019_sign_in_attempts.sql. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    subject: text('subject').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('sign_in_attempts_window_idx').on(t.windowStartedAt)],
);

/** Sign-in locks per e-mail (account-lockout.ts); DDL in 0020_account_lockouts.sql. */
export const accountLockouts = pgTable('account_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
  timesLocked: integer('times_locked').notNull().default(0),
});

/** The kinds of account link (password_reset_tokens.purpose). */
export type AccountLinkPurpose = 'reset' | 'admin-reset' | 'invitation';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** What the link is for (0026): a self-service reset, one an administrator started, or an invitation. */
    purpose: text('purpose').$type<AccountLinkPurpose>().notNull().default('reset'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
