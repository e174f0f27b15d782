import { describe, expect, it, vi } from 'vitest';
import { createTestVerifier, signAccessToken } from '../../test/test-tokens';
import type { AccessTokenVerifier } from './actor';
import { withVerifiedTokenCache } from './verified-token-cache';

const SUB = '6b9c0a44-3a4e-4f7b-9d59-2f6c4c1a9e11';

function counting(inner: AccessTokenVerifier = createTestVerifier()) {
  const verify = vi.fn((token: string) => inner.verify(token));
  return { verifier: { verify }, verify };
}

describe('withVerifiedTokenCache', () => {
  it('checks an accepted token once and answers the same claims after', async () => {
    const { verifier, verify } = counting();
    const cached = withVerifiedTokenCache(verifier);
    const token = await signAccessToken({ sub: SUB, profile: 'crm' }, { expiresIn: 600 });
    expect(await cached.verify(token)).toEqual({ sub: SUB, profile: 'crm' });
    expect(await cached.verify(token)).toEqual({ sub: SUB, profile: 'crm' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('never keeps a refused token: a forged one is refused every time', async () => {
    const { verifier, verify } = counting();
    const cached = withVerifiedTokenCache(verifier);
    const forged = await signAccessToken({ sub: SUB, profile: 'crm' }, { forged: true });
    await expect(cached.verify(forged)).rejects.toThrow();
    await expect(cached.verify(forged)).rejects.toThrow();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('checks again after a minute, and never honours a token past its expiry', async () => {
    let now = Date.now();
    const { verifier, verify } = counting();
    const cached = withVerifiedTokenCache(verifier, () => now);
    const long = await signAccessToken({ sub: SUB, profile: 'crm' }, { expiresIn: 3600 });
    await cached.verify(long);
    now += 61_000;
    await cached.verify(long);
    expect(verify).toHaveBeenCalledTimes(2);

    const short = await signAccessToken({ sub: SUB, profile: 'crm' }, { expiresIn: 20 });
    await cached.verify(short);
    now += 21_000;
    // Past its exp the kept answer is dropped: the verifier is asked again (and decides).
    await cached.verify(short);
    expect(verify).toHaveBeenCalledTimes(4);
  });
});
