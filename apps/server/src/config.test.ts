import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
  });

  it('refuses a hop count: it would trust whichever client connects directly', () => {
    expect(() => parseTrustProxy('1')).toThrow(/hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/hop count/);
  });

  it('reads a comma-separated list of addresses and CIDR ranges', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12,::1 , fd00::/8')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each([
    'true',
    '*',
    '0',
    'proxy.internal',
    '10.0.0.1,',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/1',
    '10.0.0.0/x',
    '300.1.1.1',
  ])('refuses "%s" at startup with the reason', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY: /);
  });
});
