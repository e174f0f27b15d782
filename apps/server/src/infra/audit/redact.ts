const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** What a redacted value reads in the trail. */
export const REDACTED = '[redacted]';

/**
 * Keys whose value is a secret: passwords, secrets, tokens, step-up and one-time codes, card numbers
 * and security codes, and key material (a private, API, signing, root, wrapped or data key, key
 * material, a wrapped data key). Matched case-insensitively inside the key's name, so `newPassword`,
 * `webhookSigningSecret`, `refresh_token` and `wrappedDek` are caught too; an idempotency key or a
 * sort key is not key material and stays.
 */
const SECRET_NAMES = [
  /pass(word|wd|phrase)/i,
  /secret/i,
  /token/i,
  /sca_?code/i,
  /(^|_)otp|Otp|OTP|totp/,
  /card_?number/i,
  /cvv|cvc/i,
  /(^|private|api|signing|root|wrapped|data|encryption|master)_?keys?$/i,
  /key_?material/i,
  /dek$/i,
];
/** A primary account number: `pan` on its own or as a word of the name (`cardPan`, `pan_hash`). */
const PAN = /(^|_)pan($|_)|^pan[A-Z]|[a-z]Pan($|[A-Z])|^PAN$/;

/** Whether a member named `key` holds a secret (its value is replaced in the trail). */
export function isSecretKey(key: string): boolean {
  return PAN.test(key) || SECRET_NAMES.some((pattern) => pattern.test(key));
}

/**
 * A copy of `value` with every secret member's value replaced by "[redacted]", at any depth (in
 * objects and arrays), and without what JSON cannot hold: the trail's before and after are jsonb,
 * and the hash is taken over what is stored. Text holding NUL (which PostgreSQL refuses) loses it,
 * and half a UTF-16 pair (which jsonb refuses) becomes U+FFFD: a value must never stop the change it
 * records from being written.
 */
export function redactSecrets(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item));
  if (typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
      if (member === undefined || typeof member === 'function') continue;
      copy[key] = isSecretKey(key) && member !== null ? REDACTED : redactSecrets(member);
    }
    return copy;
  }
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value;
  return null;
}
