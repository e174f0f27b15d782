import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_TAB_DELAY, createCrossTabLogout, crossTabDelay } from './cross-tab-logout';

describe('cross-tab logout delay (spec §9: 500 to 1500 ms)', () => {
  it.each([0, 0.25, 0.5, 0.999999])('stays within 500-1500 ms for random() = %s', (r) => {
    const delay = crossTabDelay(() => r);
    expect(delay).toBeGreaterThanOrEqual(500);
    expect(delay).toBeLessThanOrEqual(1500);
  });

  it('spans the whole range', () => {
    expect(crossTabDelay(() => 0)).toBe(CROSS_TAB_DELAY.minMs);
    expect(crossTabDelay(() => 0.999999)).toBe(CROSS_TAB_DELAY.maxMs);
  });

  it('holds for many real random draws', () => {
    for (let i = 0; i < 1000; i += 1) {
      const delay = crossTabDelay();
      expect(delay >= 500 && delay <= 1500).toBe(true);
    }
  });
});

describe.each([
  ['BroadcastChannel', true],
  ['storage event fallback', false],
])('cross-tab logout through %s', (_, withChannel) => {
  const saved = globalThis.BroadcastChannel;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    if (!withChannel) vi.stubGlobal('BroadcastChannel', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    globalThis.BroadcastChannel = saved;
    vi.useRealTimers();
  });

  /** Delivers what one tab announces to the other, the way the browser would. */
  async function deliver(announce: () => void) {
    if (withChannel) {
      // BroadcastChannel delivers asynchronously: wait until a probe on the channel has it.
      const probe = new BroadcastChannel('paydesk-auth');
      const received = new Promise((resolve) => probe.addEventListener('message', resolve, { once: true }));
      announce();
      await received;
      await new Promise((resolve) => setImmediate(resolve));
      probe.close();
      return;
    }
    // Storage events fire in *other* documents only: replay the write as the other tab sees it.
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    announce();
    const [key, value] = setItem.mock.calls[0] ?? [];
    setItem.mockRestore();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  }

  it('the other tab logs out after its random delay, once', async () => {
    const sender = createCrossTabLogout();
    const receiver = createCrossTabLogout({ random: () => 0.3 }); // 500 + 300 = 800 ms
    const onLogout = vi.fn();
    receiver.listen(onLogout);

    await deliver(() => sender.announce());
    await deliver(() => sender.announce()); // a second message while one is pending
    await vi.advanceTimersByTimeAsync(799);
    expect(onLogout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onLogout).toHaveBeenCalledTimes(1);

    sender.dispose();
    receiver.dispose();
  });

  it('a disposed listener does nothing', async () => {
    const sender = createCrossTabLogout();
    const receiver = createCrossTabLogout({ random: () => 0 });
    const onLogout = vi.fn();
    receiver.listen(onLogout);
    receiver.dispose();
    await deliver(() => sender.announce());
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onLogout).not.toHaveBeenCalled();
    sender.dispose();
  });
});
