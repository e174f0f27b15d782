import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/**
 * Step-up (SCA) codes' tables (migrations/0029_step_up.sql; docs/administration.md "Step-up codes").
 * They sit in infra because the check every declared endpoint runs (step-up-guard.ts) uses them.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The user a row belongs to (deleted with them). */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A user's authenticator. The secrets are encrypted (0031): each holds an envelope, its key column
 * the data key it is under (null: plaintext from before 0031, until the re-encryption job's pass).
 * No response returns them after the enrolment that showed them.
 */
export const stepUpEnrolments = pgTable('step_up_enrolments', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  secretKeyId: text('secret_key_id'),
  pendingSecret: text('pending_secret'),
  pendingSecretKeyId: text('pending_secret_key_id'),
  enrolledAt: timestamptz('enrolled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The request a user is about to send, as a digest, for 5 minutes. */
export const stepUpChallenges = pgTable(
  'step_up_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: ownerId(),
    grantId: text('grant_id'),
    digest: text('digest').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [index('step_up_challenges_user_idx').on(t.userId, t.expiresAt)],
);

/** A one-time step-up code, by its SHA-256 only. */
export const stepUpCodes = pgTable(
  'step_up_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: ownerId(),
    grantId: text('grant_id'),
    digest: text('digest').notNull(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => stepUpChallenges.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('step_up_codes_user_idx').on(t.userId, t.expiresAt),
    index('step_up_codes_challenge_idx').on(t.challengeId),
  ],
);
