import { SIGN_IN_ACTIONS, type SignInEvent } from '@paydesk/contracts/audit/audit.schemas';
import type { FastifyRequest } from 'fastify';
import { requestOriginOf } from '../../infra/audit/audit-who';
import { recordAuditInOwnTransaction } from '../../infra/audit/audit-writer';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { findUserByEmail, type IdentityUser } from './accounts';

const ACTOR_TYPE: Record<string, string> = { Platform: 'platform', crm: 'tenant', merchant: 'merchant' };

/**
 * A sign-in, a refused one, or a lock, of a known account, written to the audit trail (its user's
 * tenant's chain; the platform's own for platform staff): the login history report reads them back
 * (docs/administration.md "Login history"). An e-mail without an account is not recorded: it names
 * nobody whose history it is, and what was typed in it may be a password.
 *
 * The write does not hold the answer back: the login page answers a wrong password of a real account
 * in the same time as an unknown e-mail's, and an awaited write would tell them apart. A failed
 * write is logged; the sign-in's own outcome does not depend on it.
 */
export function recordSignInEvent(
  db: Database,
  request: FastifyRequest,
  user: IdentityUser,
  event: SignInEvent,
  reason: string | null = null,
): void {
  const write = recordAuditInOwnTransaction(db, SYSTEM_SCOPE, {
    tenantId: user.tenantId,
    merchantId: user.merchantId,
    who: {
      actorUserId: user.id,
      actorType: ACTOR_TYPE[user.userType] ?? 'merchant',
      actorEmail: user.email,
      ...requestOriginOf(request),
    },
    action: SIGN_IN_ACTIONS[event],
    resourceType: 'user',
    resourceId: user.id,
    outcome: event === 'signIn' ? 'success' : 'denied',
    reason,
  });
  write.catch((error: unknown) => request.log.error({ err: error, event }, 'sign-in event not recorded'));
}

/**
 * The same for an e-mail whose account is not at hand (a refusal before the password is checked): the
 * account is looked up in the background too, so the answer takes the same time with or without one.
 */
export function recordSignInEventOf(
  db: Database,
  request: FastifyRequest,
  email: string,
  event: SignInEvent,
  reason: string,
): void {
  if (!email) return;
  findUserByEmail(db, email)
    .then((user) => user && recordSignInEvent(db, request, user, event, reason))
    .catch((error: unknown) => request.log.error({ err: error, event }, 'sign-in event not recorded'));
}
