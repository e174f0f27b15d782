import type { VerifiedToken } from '../../infra/auth/actor';

/** The user columns (0021) that say which of the user's access tokens are no longer honoured. */
export interface TokenRevocation {
  /** Goes up at a password change: tokens issued in an earlier generation are refused ... */
  readonly tokenGeneration: number;
  /** ... except those of the grant (provider session) that changed the password. */
  readonly tokensValidGrant: string | null;
  /** Set by a logout: the grants whose tokens are refused. */
  readonly revokedTokenGrants: readonly string[];
}

/**
 * Whether a verified token was revoked by a logout or a password change. Access tokens are JWTs the
 * API accepts without asking the provider, so ending a provider session alone would leave them
 * working until they expire. A generation (not an instant compared with `iat`, which has whole
 * seconds) tells a token issued just before a password change from one issued just after it.
 * A token without the claim (from an external issuer) counts as generation 0.
 */
export function isTokenRevoked(token: VerifiedToken, user: TokenRevocation): boolean {
  if (token.grantId && user.revokedTokenGrants.includes(token.grantId)) return true;
  if ((token.tokenGeneration ?? 0) >= user.tokenGeneration) return false;
  return !(token.grantId && token.grantId === user.tokensValidGrant);
}
