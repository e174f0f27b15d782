import { describe, expect, it } from 'vitest';
import { BREACHED_PASSWORDS, isBreachedPassword } from './breached-passwords';
import {
  BREACHED_PASSWORD_MESSAGE,
  hashPassword,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('paydesk-demo');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'paydesk-demo')).toBe(true);
    expect(await verifyPassword(hash, 'paydesk-demo!')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('spends a verification on the dummy hash and always answers false', async () => {
    expect(await verifyAgainstDummy('paydesk-demo')).toBe(false);
  });

  it('checks the new-password rules', () => {
    expect(newPasswordProblem('short', 'short')).toBe('The new password must be at least 12 characters.');
    expect(newPasswordProblem('long-enough-pass', 'long-enough-pasS')).toBe(
      'The new passwords do not match.',
    );
    expect(newPasswordProblem('long-enough-pass', 'long-enough-pass')).toBeNull();
  });

  it('takes 12 to 128 characters (spec §5, issue 17), with no composition rule', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    const longest = 'a'.repeat(128);
    expect(newPasswordProblem(longest, longest)).toBeNull();
    const tooLong = 'a'.repeat(129);
    expect(newPasswordProblem(tooLong, tooLong)).toBe('The new password must be at most 128 characters.');
    expect(newPasswordProblem('aaaaaaaaaaaa', 'aaaaaaaaaaaa')).toBeNull();
  });

  it('refuses a password from the breached list, case ignored (ASVS V2.1.7)', () => {
    expect(newPasswordProblem('leavemealone', 'leavemealone')).toBe(BREACHED_PASSWORD_MESSAGE);
    expect(newPasswordProblem('LeaveMeAlone', 'LeaveMeAlone')).toBe(BREACHED_PASSWORD_MESSAGE);
    expect(newPasswordProblem('1qaz2wsx3edc', '1qaz2wsx3edc')).toBe(BREACHED_PASSWORD_MESSAGE);
    expect(newPasswordProblem('leave-me-alone-now', 'leave-me-alone-now')).toBeNull();
  });

  it('keeps only the breached entries of 12 or more characters, lower-cased', () => {
    // 4.1.3 of @zxcvbn-ts/language-common: 308 of its 49,233 entries are 12 characters or longer.
    expect(BREACHED_PASSWORDS.size).toBe(308);
    for (const entry of BREACHED_PASSWORDS) {
      expect(entry.length).toBeGreaterThanOrEqual(12);
      expect(entry).toBe(entry.toLowerCase());
    }
    expect(isBreachedPassword('password')).toBe(false);
  });
});
