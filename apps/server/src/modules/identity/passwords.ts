import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Spec: passwords set through the identity pages are at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;
/** Spec §5 and issue 17 (ASVS V2): at most 128 characters, which also keeps hashing bounded. */
export const PASSWORD_MAX_LENGTH = 128;

// `Algorithm` is a const enum in the package's types, which isolatedModules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (also the library's defaults, pinned here). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) for the password. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 time as a real check and always answers false. Used for unknown emails and
 * users without a password, so the response time does not tell whether an account exists.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, plain);
  return false;
}

/** The message for a new password that breaks the rules, or null when it is acceptable. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The new password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  if (password !== confirmation) return 'The new passwords do not match.';
  return null;
}
