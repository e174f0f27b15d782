import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { queueMail, queueMailWhere } from '../mail';
import { canSignIn, findUserByEmail, findUserById, setPasswordHash } from './accounts';
import { type AccountLinkPurpose, passwordResetTokens } from './identity.table';
import { hashPassword } from './passwords';
import { endSessionsAfterPasswordChange } from './token-revocation';

/**
 * How long each kind of link works (issue 17, ASVS V2): a reset 15 minutes, whoever asked for it; an
 * invitation 7 days. Every link works once and is stored hashed.
 */
export const ACCOUNT_LINK_TTL_MS: Record<AccountLinkPurpose, number> = {
  reset: 15 * 60 * 1000,
  'admin-reset': 15 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};
export const RESET_TOKEN_TTL_MS = ACCOUNT_LINK_TTL_MS.reset;
/** At most this many reset mails per account per window, so the form cannot be used to flood a mailbox. */
const MAX_RESETS_PER_WINDOW = 3;
const RESET_WINDOW_MS = 15 * 60 * 1000;

/** Only a hash is stored: someone who reads the table cannot use the links in it. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stands in for the user when the e-mail has no account that can sign in: no row has this id. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Writes a reset link to the outbox when an account that can sign in has this email. The caller
 * always shows the same answer, so the page does not reveal whether the account exists; and an
 * unknown e-mail runs the same statements (with an id no user has, writing no row), so the time the
 * answer takes does not reveal it either. The link and its mail are written together or not at all.
 */
export async function requestPasswordReset(db: Database, email: string, publicUrl: string): Promise<void> {
  const found = await findUserByEmail(db, email);
  const user = found && canSignIn(found) ? found : undefined;
  const userId = user?.id ?? NO_USER;

  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, new Date(Date.now() - RESET_WINDOW_MS)),
      ),
    );
  const underLimit = (recent?.n ?? 0) < MAX_RESETS_PER_WINDOW;

  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const link = `${publicUrl}/interaction/password-reset/${token}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into password_reset_tokens (token_hash, user_id, expires_at)
      select ${tokenHash}, id, now() + make_interval(secs => ${RESET_TOKEN_TTL_MS / 1000})
      from users where id = ${userId} and ${underLimit}`);
    await queueMailWhere(
      tx,
      {
        to: user?.email ?? email,
        subject: 'Reset your Paydesk password',
        bodyText: [
          `Hello ${user?.firstName ?? ''},`,
          '',
          'Someone asked to reset the password of your Paydesk account. To choose a new password, open this link within 15 minutes:',
          '',
          link,
          '',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      },
      sql`exists (select 1 from password_reset_tokens where token_hash = ${tokenHash})`,
    );
  });
}

/** The user a reset link belongs to, when the link is unused, unexpired and the user can still sign in. */
export async function findResetTokenUser(
  db: Database,
  token: string,
): Promise<{ userId: string; purpose: AccountLinkPurpose } | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId, purpose: passwordResetTokens.purpose })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  if (!row) return undefined;
  const user = await findUserById(db, row.userId);
  return user && canSignIn(user) ? { userId: user.id, purpose: row.purpose } : undefined;
}

/**
 * Sets the new password when the link is still good, and returns the user's email (null when the
 * link was not usable). The link is claimed with one conditional update, so it works only once even
 * when submitted twice at the same time. The user's other links stop working, and their provider
 * sessions, grants and access tokens end: whoever knew the old password is signed out.
 */
export async function completePasswordReset(
  db: Database,
  token: string,
  newPassword: string,
): Promise<{ email: string } | null> {
  if (!(await findResetTokenUser(db, token))) return null;
  const now = new Date();
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) return null;

  await setPasswordHash(db, claimed.userId, await hashPassword(newPassword));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
  await endSessionsAfterPasswordChange(db, claimed.userId, null);
  const user = await findUserById(db, claimed.userId);
  return user ? { email: user.email } : null;
}

/** Who an administrator sends a link to (a user they may manage, read in their own scope). */
export interface LinkRecipient {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly tenantId: string | null;
}

/**
 * An invitation (the invited user has no password yet) or a reset an administrator started: a link
 * written with its mail in the caller's transaction (the administrator's scoped one), so both exist
 * exactly when the change committed. The user's earlier unused links of the same purpose stop
 * working. The administrator never sees the link: it is only in the mail.
 */
export async function sendAccountLink(
  tx: ScopedTx,
  recipient: LinkRecipient,
  purpose: Exclude<AccountLinkPurpose, 'reset'>,
  publicUrl: string,
): Promise<void> {
  const now = new Date();
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, recipient.id),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: recipient.id,
    purpose,
    expiresAt: new Date(now.getTime() + ACCOUNT_LINK_TTL_MS[purpose]),
  });
  const link = `${publicUrl}/interaction/password-reset/${token}`;
  const invitation = purpose === 'invitation';
  await queueMail(tx, {
    to: recipient.email,
    tenantId: recipient.tenantId,
    subject: invitation ? 'You are invited to Paydesk' : 'Reset your Paydesk password',
    bodyText: [
      `Hello ${recipient.firstName},`,
      '',
      invitation
        ? 'An administrator has given you an account on Paydesk. To choose your password and sign in, open this link within 7 days:'
        : 'An administrator has asked for your Paydesk password to be reset. To choose a new password, open this link within 15 minutes:',
      '',
      link,
      '',
      invitation
        ? 'If you did not expect this, ignore this mail: the link stops working after 7 days.'
        : 'If you did not expect this, ignore this mail and tell your administrator: your password stays as it is.',
    ].join('\n'),
  });
}
