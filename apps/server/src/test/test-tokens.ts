import { type CryptoKey, exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenVerifier, VerifiedToken } from '../infra/auth/actor';
import { revocationClaims } from '../infra/auth/token-verifier';

/**
 * Access tokens for route tests, without the browser sign-in flow: the test app verifies tokens
 * signed by this file's key, with the same pinned issuer, audience and algorithm rules as the real
 * verifier. A token signed by any other key is forged.
 */
export const TEST_ISSUER = 'http://paydesk.test/identity';
export const TEST_AUDIENCE = 'paydesk-api';
const ALG = 'ES256';

const signing = await generateKeyPair(ALG);
const forger = await generateKeyPair(ALG);
const publicJwk: JWK = await exportJWK(signing.publicKey);

export function createTestVerifier(): AccessTokenVerifier {
  return {
    async verify(token: string): Promise<VerifiedToken> {
      const { payload } = await jwtVerify(token, signing.publicKey, {
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        algorithms: [ALG],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.profile !== 'string') {
        throw new Error('The token lacks sub or profile');
      }
      return { sub: payload.sub, profile: payload.profile, ...revocationClaims(payload) };
    },
  };
}

export interface TokenOptions {
  /** Seconds from now; negative for an expired token. */
  readonly expiresIn?: number;
  readonly issuer?: string;
  readonly audience?: string;
  /** Sign with a key the verifier does not know. */
  readonly forged?: boolean;
  /** The `grant_id` and `token_generation` claims the embedded provider adds (none by default). */
  readonly grantId?: string;
  readonly tokenGeneration?: number;
}

export async function signAccessToken(
  claims: { sub: string; profile: string },
  options: TokenOptions = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const key: CryptoKey = options.forged ? forger.privateKey : signing.privateKey;
  const revocation = {
    ...(options.grantId ? { grant_id: options.grantId } : {}),
    ...(options.tokenGeneration !== undefined ? { token_generation: options.tokenGeneration } : {}),
  };
  return new SignJWT({ profile: claims.profile, scope: 'openid profile email', ...revocation })
    .setProtectedHeader({ alg: ALG, typ: 'at+jwt', kid: publicJwk.kid ?? 'test' })
    .setSubject(claims.sub)
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 300))
    .sign(key);
}
