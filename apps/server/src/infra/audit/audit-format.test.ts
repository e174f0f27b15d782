import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { isSecretKey, REDACTED, redactSecrets } from './redact';
import { uuidv7 } from './uuidv7';

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes no white space', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('reads the same for the same value whatever order its keys were built in', () => {
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
  });

  it('leaves out undefined members, writes a date as ISO text and escapes strings as JSON', () => {
    expect(canonicalJson({ a: undefined, d: new Date('2026-01-02T03:04:05.006Z'), s: 'é"\n' })).toBe(
      '{"d":"2026-01-02T03:04:05.006Z","s":"é\\"\\n"}',
    );
  });
});

describe('redaction', () => {
  it.each([
    'password',
    'newPassword',
    'passwordHash',
    'clientSecret',
    'webhookSigningSecret',
    'accessToken',
    'refresh_token',
    'scaCode',
    'otp',
    'totpSecret',
    'cardNumber',
    'pan',
    'cardPan',
    'cvv',
    'CVC',
    'apiKey',
    'privateKey',
    'key',
    'keyMaterial',
    'wrappedDek',
  ])('treats %s as a secret', (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each(['idempotencyKey', 'sortKey', 'company', 'footprint', 'status', 'last4', 'email'])(
    'keeps %s',
    (key) => {
      expect(isSecretKey(key)).toBe(false);
    },
  );

  it('takes out what jsonb cannot store: NUL, and half a UTF-16 pair', () => {
    expect(redactSecrets({ note: 'a\u0000b', half: 'x\uD800y', pair: '😀' })).toEqual({
      note: 'ab',
      half: 'x\uFFFDy',
      pair: '😀',
    });
  });

  it('replaces the value, not the key, inside objects and arrays', () => {
    expect(redactSecrets({ a: [{ password: 'p', name: 'n' }], token: null })).toEqual({
      a: [{ password: REDACTED, name: 'n' }],
      token: null,
    });
  });
});

describe('uuidv7', () => {
  it('is a version 7 UUID whose ids sort by their time', () => {
    const first = uuidv7(1_700_000_000_000);
    const later = uuidv7(1_700_000_000_001);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first < later).toBe(true);
    expect(first.slice(0, 13)).toBe('018bcfe5-6800');
  });
});
