import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signatures of one delivery, both over the body byte for byte as sent, with the merchant's
 * secret, and both with the timestamp signed, so a receiver can refuse a replayed old delivery:
 * - `Paydesk-Signature`, Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`;
 * - the Standard Webhooks headers: `webhook-signature: v1,<base64 HMAC-SHA256 of
 *   "<webhook-id>.<webhook-timestamp>.<body>">`. The key is the secret's text, so a Standard Webhooks
 *   library is given `whsec_` followed by the secret in base64 (docs/transaction-maintenance-and-webhooks.md).
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = unixSeconds(at);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`).toString('hex')}`;
}

/** The Standard Webhooks headers' values for one attempt; `id` is the event's id. */
export function standardWebhookSignature(
  secret: string,
  id: string,
  body: string,
  at: Date,
): { readonly timestamp: string; readonly signature: string } {
  const timestamp = String(unixSeconds(at));
  return { timestamp, signature: `v1,${hmac(secret, `${id}.${timestamp}.${body}`).toString('base64')}` };
}

/** What a receiver does (used by the tests and documented for merchants). */
export function verifyWebhookSignature(secret: string, body: string, header: string): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...value] = part.split('=');
      return [key?.trim() ?? '', value.join('=')] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false;
  return timingSafeEqual(hmac(secret, `${t}.${body}`), Buffer.from(v1, 'hex'));
}

/** The Standard Webhooks check: any `v1,` signature of the header list matches. */
export function verifyStandardWebhook(
  secret: string,
  headers: { readonly id: string; readonly timestamp: string; readonly signature: string },
  body: string,
): boolean {
  const expected = hmac(secret, `${headers.id}.${headers.timestamp}.${body}`);
  return headers.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

function hmac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text, 'utf8').digest();
}
