import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { AppError } from '../errors/app-error';
import type { AccessTokenVerifier, VerifiedToken } from './actor';

export interface TokenVerifierOptions {
  /** Expected `iss`, exactly. */
  readonly issuer: string;
  /** Expected `aud` (config.oidcAudience). */
  readonly audience: string;
  /** Accepted signature algorithms; never 'none' or a symmetric one. */
  readonly algorithms: readonly string[];
  /** Expected `typ` header; the embedded provider marks access tokens 'at+jwt' (RFC 9068). */
  readonly typ?: string;
  /** Allowed clock difference in seconds. */
  readonly clockToleranceSeconds?: number;
}

/** Asymmetric algorithms accepted from an external provider (its discovery decides which it uses). */
export const EXTERNAL_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;

/** Verifies against a fixed key set: the embedded provider's stored public JWKS. */
export function createLocalTokenVerifier(
  options: TokenVerifierOptions & { readonly jwks: JSONWebKeySet },
): AccessTokenVerifier {
  return verifierWith(async () => createLocalJWKSet(options.jwks), options);
}

/**
 * Verifies against an external issuer: its discovery document names the jwks_uri, and jose fetches
 * and caches the keys (refetching when a token names an unknown kid). Discovery runs on first use,
 * not at start, so the API starts even while the provider is briefly unreachable; a failed discovery
 * is retried on the next request.
 */
export function createRemoteTokenVerifier(
  options: TokenVerifierOptions & { readonly fetch?: typeof fetch },
): AccessTokenVerifier {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const url = `${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await (options.fetch ?? fetch)(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`OpenID discovery at ${url} answered ${response.status}`);
    const metadata = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (metadata.issuer !== options.issuer)
      throw new Error(`OpenID discovery at ${url} names another issuer`);
    if (typeof metadata.jwks_uri !== 'string') throw new Error(`OpenID discovery at ${url} has no jwks_uri`);
    return createRemoteJWKSet(new URL(metadata.jwks_uri));
  };
  return verifierWith(() => {
    keySet ??= discover().catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return keySet;
  }, options);
}

function verifierWith(
  getKeySet: () => Promise<JWTVerifyGetKey>,
  options: TokenVerifierOptions,
): AccessTokenVerifier {
  return {
    async verify(token: string): Promise<VerifiedToken> {
      if (!token) throw rejected('no token');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, await getKeySet(), {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: [...options.algorithms],
          typ: options.typ,
          requiredClaims: ['exp', 'sub'],
          clockTolerance: options.clockToleranceSeconds ?? 5,
        }));
      } catch (error) {
        throw rejected(error);
      }
      const { sub, profile } = payload;
      if (typeof sub !== 'string' || !sub) throw rejected('no sub claim');
      if (typeof profile !== 'string' || !profile) throw rejected('no profile claim');
      return { sub, profile, ...revocationClaims(payload) };
    },
  };
}

/** The claims a logout or a password change is checked against, when the token has them. */
export function revocationClaims(payload: JWTPayload): Pick<VerifiedToken, 'tokenGeneration' | 'grantId'> {
  const { token_generation: tokenGeneration, grant_id: grantId } = payload;
  return {
    ...(Number.isSafeInteger(tokenGeneration) ? { tokenGeneration: tokenGeneration as number } : {}),
    ...(typeof grantId === 'string' && grantId ? { grantId } : {}),
  };
}

/** One answer for every failure (401); the reason is kept as the cause for the log, not the client. */
function rejected(cause: unknown): AppError {
  const error = AppError.unauthenticated('The access token is missing, expired or not valid');
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
}
