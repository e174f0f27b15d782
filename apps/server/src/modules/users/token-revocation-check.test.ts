import { describe, expect, it } from 'vitest';
import { isTokenRevoked, type TokenRevocation } from './token-revocation-check';

const SUB = '6b9c0a44-3a4e-4f7b-9d59-2f6c4c1a9e11';
const token = (tokenGeneration?: number, grantId?: string) => ({
  sub: SUB,
  profile: 'crm',
  tokenGeneration,
  grantId,
});
const nothingRevoked: TokenRevocation = {
  tokenGeneration: 0,
  tokensValidGrant: null,
  revokedTokenGrants: [],
};
const afterPasswordChange: TokenRevocation = {
  ...nothingRevoked,
  tokenGeneration: 3,
  tokensValidGrant: 'kept',
};

describe('isTokenRevoked', () => {
  it('honours every token of a user who never logged out or changed the password', () => {
    expect(isTokenRevoked(token(0, 'a'), nothingRevoked)).toBe(false);
    expect(isTokenRevoked({ sub: SUB, profile: 'crm' }, nothingRevoked)).toBe(false);
  });

  it('refuses the tokens of a logged-out grant, and only those', () => {
    const loggedOut = { ...nothingRevoked, revokedTokenGrants: ['a', 'b'] };
    expect(isTokenRevoked(token(0, 'b'), loggedOut)).toBe(true);
    expect(isTokenRevoked(token(0, 'c'), loggedOut)).toBe(false);
    expect(isTokenRevoked(token(0), loggedOut)).toBe(false);
  });

  it('after a password change refuses the tokens of earlier generations of other grants', () => {
    expect(isTokenRevoked(token(2, 'other'), afterPasswordChange)).toBe(true);
    expect(isTokenRevoked(token(undefined, 'other'), afterPasswordChange)).toBe(true);
    expect(isTokenRevoked(token(2), afterPasswordChange)).toBe(true);
    expect(isTokenRevoked(token(3, 'new sign-in'), afterPasswordChange)).toBe(false);
  });

  it('keeps the grant that changed the password, unless it logs out later', () => {
    expect(isTokenRevoked(token(2, 'kept'), afterPasswordChange)).toBe(false);
    const thenLoggedOut = { ...afterPasswordChange, revokedTokenGrants: ['kept'] };
    expect(isTokenRevoked(token(3, 'kept'), thenLoggedOut)).toBe(true);
  });
});
