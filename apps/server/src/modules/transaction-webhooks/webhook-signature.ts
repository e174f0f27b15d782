import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of one delivery, Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` with the merchant's secret. The timestamp is signed too, so a receiver can refuse
 * a replayed old delivery; the body is signed byte for byte, as sent.
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
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
  const expected = Buffer.from(hmacHex(secret, `${t}.${body}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
