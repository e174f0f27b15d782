import { createHash } from 'node:crypto';

/**
 * A stable UUID (version 5 layout, SHA-1 of a name) for a demo object, so a reseeded database has
 * the same ids: links shared in a demo keep working and tests can name objects without a query.
 */
export function demoId(name: string): string {
  const hash = createHash('sha1').update(`paydesk-demo:${name}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
