import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { isBreachedPassword } from './breached-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-length';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** The field message for a password found on the breached list (docs/administration.md). */
export const BREACHED_PASSWORD_MESSAGE =
  'This password appears in a list of breached passwords. Choose another one.';

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
  if (isBreachedPassword(password)) return BREACHED_PASSWORD_MESSAGE;
  if (password !== confirmation) return 'The new passwords do not match.';
  return null;
}
