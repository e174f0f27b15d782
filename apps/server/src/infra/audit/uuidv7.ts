import { randomBytes } from 'node:crypto';

/**
 * A UUIDv7 (RFC 9562 §5.7): 48 bits of Unix time in milliseconds, then random bits, with the version
 * and variant set. Ids made later sort after earlier ones, so the trail's ids follow its time.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  let time = now;
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
