import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from './password-length';

/**
 * ASVS V2.1.7: a new password must not be one that leaked in a breach. The list is the common-password
 * dictionary of @zxcvbn-ts/language-common (passwords seen most often in public breach dumps,
 * 49,233 entries in 4.1.3), of which only the entries of 12 or more characters are kept: shorter ones
 * are refused by the length rule already. Read once, lower-cased, into a Set on the server only; the
 * portal's bundle never carries it.
 */
export const BREACHED_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common']
    .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
    .map((entry) => entry.toLowerCase()),
);

/** Case is ignored: "LeaveMeAlone" is as guessable as "leavemealone". */
export function isBreachedPassword(password: string): boolean {
  return BREACHED_PASSWORDS.has(password.toLowerCase());
}
