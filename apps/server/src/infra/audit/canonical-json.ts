/**
 * The audit chain's canonical form of a value: JSON with every object's keys sorted (by UTF-16 code
 * units, as RFC 8785 JCS does) and no white space, so the same row always hashes the same whatever
 * order its keys were built or stored in (jsonb reorders them). Numbers and strings are written as
 * JSON.stringify writes them, which is JCS's serialisation for the values JSON can carry. `undefined`
 * object members are left out, as JSON.stringify leaves them out; a Date is its ISO string.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}
