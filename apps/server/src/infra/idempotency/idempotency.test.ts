import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency';

/** The request hash that decides replay (same request) against 422 (another request). */

const base = {
  userId: 'user-1',
  method: 'POST',
  path: '/api/crm/transactions/abc/refunds',
  body: { amount: 100 },
};

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('requestHash', () => {
  it('is the same for the same request, whatever the order of the body keys', () => {
    const a = requestHash({ ...base, body: { amount: 100, reason: 'x' } });
    const b = requestHash({ ...base, method: 'post', body: { reason: 'x', amount: 100 } });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs for another caller, method, path or body', () => {
    const hash = requestHash(base);
    expect(requestHash({ ...base, userId: 'user-2' })).not.toBe(hash);
    expect(requestHash({ ...base, method: 'PUT' })).not.toBe(hash);
    expect(requestHash({ ...base, path: '/api/transactions/abc/refunds' })).not.toBe(hash);
    expect(requestHash({ ...base, body: { amount: 101 } })).not.toBe(hash);
    expect(requestHash({ ...base, body: {} })).not.toBe(requestHash({ ...base, body: undefined }));
  });
});
