import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenRenewal, RENEWAL_RULES } from './token-renewal';

describe('token renewal (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(expiresInMs: number | null, renew: () => Promise<void>) {
    const start = Date.now();
    const onGiveUp = vi.fn();
    const renewSpy = vi.fn(renew);
    const renewal = createTokenRenewal({
      getExpiresAt: () => (expiresInMs === null ? null : start + expiresInMs),
      renew: renewSpy,
      onGiveUp,
    });
    return { renewal, renew: renewSpy, onGiveUp };
  }

  it('uses the spec figures', () => {
    expect(RENEWAL_RULES).toEqual({
      checkIntervalMs: 30_000,
      renewBeforeExpiryMs: 30_000,
      maxAttempts: 3,
      backoffBaseMs: 5_000,
    });
  });

  it('checks every 30 s and renews once 30 s or less remain', async () => {
    const { renewal, renew } = setup(90_000, async () => undefined);
    renewal.start();
    expect(renew).not.toHaveBeenCalled(); // 90 s left
    await vi.advanceTimersByTimeAsync(29_999);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // t=30 s: 60 s left
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000); // t=60 s: exactly 30 s left
    expect(renew).toHaveBeenCalledTimes(1);
    renewal.stop();
  });

  it('does not renew a token with more than 30 s left', async () => {
    const { renewal, renew } = setup(30_001, async () => undefined);
    renewal.start();
    expect(renew).not.toHaveBeenCalled();
    renewal.stop();
  });

  it('checks straight away on start (a tab woken near expiry)', () => {
    const { renewal, renew } = setup(10_000, async () => undefined);
    renewal.start();
    expect(renew).toHaveBeenCalledTimes(1);
    renewal.stop();
  });

  it('does nothing while no one is signed in', async () => {
    const { renewal, renew } = setup(null, async () => undefined);
    renewal.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(renew).not.toHaveBeenCalled();
    renewal.stop();
  });

  it('retries after 5000 ms then 10000 ms, and after the third failure gives up once', async () => {
    const { renewal, renew, onGiveUp } = setup(20_000, async () => {
      throw new Error('renewal failed');
    });
    renewal.start();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renewal.isRenewing()).toBe(true);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 5000 ms after the first failure
    expect(renew).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(onGiveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // 10000 ms after the second failure
    expect(renew).toHaveBeenCalledTimes(3);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(renewal.isRenewing()).toBe(false);

    // Given up: no more attempts, no more checks.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(renew).toHaveBeenCalledTimes(3);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('a success after a failure ends the attempts', async () => {
    let calls = 0;
    const { renewal, renew, onGiveUp } = setup(20_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('once');
    });
    renewal.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(renewal.isRenewing()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(onGiveUp).not.toHaveBeenCalled();
    renewal.stop();
  });

  it('stop cancels a pending retry', async () => {
    const { renewal, renew, onGiveUp } = setup(20_000, async () => {
      throw new Error('renewal failed');
    });
    renewal.start();
    await vi.advanceTimersByTimeAsync(0);
    renewal.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(onGiveUp).not.toHaveBeenCalled();
  });
});
