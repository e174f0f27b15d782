import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as authenticator apps compute it (RFC 6238): SHA-1, 6 digits, 30-second steps. A code is
 * accepted for the current step or the one before (a code typed as the step turned), never a later
 * one, and never for a step already used (`lastUsedStep`): a code works once.
 */
const PERIOD = 30;
const DIGITS = 6;

function totpOf(secret: string, label = 'Paydesk'): TOTP {
  return new TOTP({
    issuer: 'Paydesk',
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, base32) and the otpauth:// address an app reads from a QR code. */
export function newTotpSecret(email: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, email).toString() };
}

/** The step a code matched (tolerance: one step back, none ahead), or null when none did. */
export function matchTotpStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const totp = totpOf(secret);
  const current = totp.counter({ timestamp: now });
  for (const step of [current, current - 1]) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    const expected = totp.generate({ timestamp: step * PERIOD * 1000 });
    if (expected.length === code.length && timingSafeEqual(Buffer.from(expected), Buffer.from(code)))
      return step;
  }
  return null;
}

/** The code an app shows now for `secret` (the demo accounts' tests and the seed's README table). */
export function totpCodeNow(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}
