import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import type { Database } from '../../infra/db/database';
import { identityKeys } from './identity.table';

/** Tokens and ID tokens are signed with ES256: small signatures, fast, supported by every client library. */
export const SIGNING_ALG = 'ES256' as const;

export interface IdentityKeys {
  /** Private signing keys for oidc-provider's `jwks` option. */
  readonly signingJwks: { keys: JWK[] };
  /** The public half, which the embedded token verifier trusts. */
  readonly publicJwks: JSONWebKeySet;
  /** Keys for signing the provider's cookies; the first signs, all verify (room for rotation). */
  readonly cookieKeys: string[];
}

interface StoredCookieKeys {
  keys: string[];
}

/**
 * The identity keys from the database, generated and stored on first start. Stored rather than
 * generated per start so a restart, or a second instance, keeps sessions and issued tokens valid.
 */
export async function loadOrCreateIdentityKeys(db: Database): Promise<IdentityKeys> {
  const signingJwks = await loadOrCreate(db, 'signing-jwks', generateSigningJwks);
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', generateCookieKeys);
  return {
    signingJwks,
    publicJwks: { keys: signingJwks.keys.map(publicPart) },
    cookieKeys: cookieKeys.keys,
  };
}

/**
 * Insert-if-absent, then read back what is stored: when two instances start together, both keep
 * whichever key set won the insert.
 */
async function loadOrCreate<T>(db: Database, name: string, generate: () => Promise<T>): Promise<T> {
  const existing = await readKey(db, name);
  if (existing !== undefined) return existing as T;
  await db
    .insert(identityKeys)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const stored = await readKey(db, name);
  if (stored === undefined) throw new Error(`identity key set ${name} could not be stored`);
  return stored as T;
}

async function readKey(db: Database, name: string): Promise<unknown> {
  const [row] = await db
    .select({ value: identityKeys.value })
    .from(identityKeys)
    .where(eq(identityKeys.name, name));
  return row?.value;
}

export async function generateSigningJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' }] };
}

async function generateCookieKeys(): Promise<StoredCookieKeys> {
  return { keys: [randomBytes(32).toString('base64url')] };
}

function publicPart(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  return publicJwk;
}
