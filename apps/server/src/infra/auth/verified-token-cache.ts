import { decodeJwt } from 'jose';
import type { AccessTokenVerifier, VerifiedToken } from './actor';

/** Tokens kept at most; past it the cache starts again. */
const MAX_ENTRIES = 10_000;
/** A verification is reused for at most this long (and never past the token's expiry). */
const MAX_AGE_MS = 60_000;

/**
 * Remembers tokens `verifier` accepted, so that a client sending the same access token on every
 * request (the portal does, for an hour) has its signature checked once a minute rather than on
 * every call: the check was the largest part of a request's CPU after the database.
 *
 * Same answers as the verifier: the key is the whole token text (so only that exact token hits),
 * an entry never outlives the token's `exp`, and a rejected token is never kept, so it is checked
 * (and rejected) every time. A signing key withdrawn at the provider stops being honoured within
 * MAX_AGE_MS.
 */
export function withVerifiedTokenCache(
  verifier: AccessTokenVerifier,
  now: () => number = Date.now,
): AccessTokenVerifier {
  const entries = new Map<string, { token: VerifiedToken; until: number }>();
  return {
    async verify(token) {
      const entry = entries.get(token);
      if (entry && now() < entry.until) return entry.token;
      if (entry) entries.delete(token);
      const verified = await verifier.verify(token);
      const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(token, { token: verified, until: Math.min(expiresAt, now() + MAX_AGE_MS) });
      return verified;
    },
  };
}
