import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_PATH, DEFAULT_TENANT_PATH, defaultPathFor, safeReturnPath } from './return-url';

const ORIGIN = 'https://portal.example.com';

describe('safeReturnPath: spec §2 "accepted only if it has the same origin as the page"', () => {
  it.each([
    ['relative path', '/merchant/payments?page=2', '/merchant/payments?page=2'],
    ['relative path with hash', '/crm/users#top', '/crm/users#top'],
    ['same-origin absolute URL', `${ORIGIN}/reports?x=1`, '/reports?x=1'],
    ['path without leading slash', 'dashboard', '/dashboard'],
  ])('accepts a %s', (_, candidate, expected) => {
    expect(safeReturnPath(candidate, ORIGIN)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.com/dashboard'],
    ['the same host on another scheme', 'http://portal.example.com/dashboard'],
    ['the same host on another port', 'https://portal.example.com:8443/dashboard'],
    ['a protocol-relative URL', '//evil.com/dashboard'],
    ['a backslash protocol-relative URL', '/\\evil.com/dashboard'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['an authentication page (a loop)', '/authentication/login?returnUrl=/x'],
    ['the root, which names no destination', '/'],
    ['the same-origin root', `${ORIGIN}/`],
    ['an empty value', ''],
    ['no value', null],
  ])('rejects %s', (_, candidate) => {
    expect(safeReturnPath(candidate, ORIGIN)).toBeNull();
  });

  it('compares with the page origin by default', () => {
    expect(safeReturnPath(`${window.location.origin}/dashboard`)).toBe('/dashboard');
    expect(safeReturnPath('https://evil.com/dashboard')).toBeNull();
  });
});

describe('defaultPathFor: spec §2 default after login', () => {
  it.each([
    ['crm', DEFAULT_TENANT_PATH],
    ['Platform', DEFAULT_LOGIN_PATH],
    ['merchant', DEFAULT_LOGIN_PATH],
    ['customer', DEFAULT_LOGIN_PATH],
  ] as const)('%s users go to %s', (userType, path) => {
    expect(defaultPathFor(userType)).toBe(path);
  });

  it('uses the spec paths', () => {
    expect(DEFAULT_TENANT_PATH).toBe('/crm/dashboard');
    expect(DEFAULT_LOGIN_PATH).toBe('/dashboard');
  });
});
