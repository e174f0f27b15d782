/** Spec §9: "Cross-tab logout delay 500 to 1500 ms." */
export const CROSS_TAB_DELAY = { minMs: 500, maxMs: 1500 } as const;

const CHANNEL_NAME = 'paydesk-auth';
const STORAGE_KEY = 'paydesk.logout';

export function crossTabDelay(random: () => number = Math.random): number {
  return CROSS_TAB_DELAY.minMs + Math.floor(random() * (CROSS_TAB_DELAY.maxMs - CROSS_TAB_DELAY.minMs + 1));
}

export interface CrossTabLogout {
  /** Tells the other tabs of this browser to log out. */
  announce(): void;
  /** Starts listening; `onLogout` runs after the random delay. */
  listen(onLogout: () => void): void;
  dispose(): void;
}

/**
 * Spec §4: "Logout in one tab logs out the others after a random delay of 0.5 to 1.5 seconds."
 * BroadcastChannel where the browser has it, else a storage event (which other tabs of the same
 * origin receive when this tab writes a key). The random delay spreads the tabs' sign-out calls.
 */
export function createCrossTabLogout(options: { random?: () => number } = {}): CrossTabLogout {
  const random = options.random ?? Math.random;
  const hasChannel = () => typeof BroadcastChannel === 'function';
  let channel: BroadcastChannel | null = null;
  let handler: (() => void) | null = null;
  let pending: ReturnType<typeof setTimeout> | null = null;

  const receive = () => {
    if (!handler || pending !== null) return;
    const run = handler;
    pending = setTimeout(() => {
      pending = null;
      run();
    }, crossTabDelay(random));
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'logout') receive();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue) receive();
  };

  return {
    announce() {
      const message = { type: 'logout', at: Date.now() };
      if (hasChannel()) {
        // A channel of its own: a tab does not receive its own messages, and this works whether
        // or not this tab listens.
        const sender = new BroadcastChannel(CHANNEL_NAME);
        sender.postMessage(message);
        sender.close();
        return;
      }
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, nonce: random() }));
        localStorage.removeItem(STORAGE_KEY);
      } catch {
        // No storage: other tabs find out when they are shown again (tab-return check).
      }
    },
    listen(onLogout) {
      handler = onLogout;
      if (hasChannel()) {
        channel ??= new BroadcastChannel(CHANNEL_NAME);
        channel.addEventListener('message', onMessage);
      } else {
        window.addEventListener('storage', onStorage);
      }
    },
    dispose() {
      handler = null;
      if (pending !== null) clearTimeout(pending);
      pending = null;
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      channel = null;
      window.removeEventListener('storage', onStorage);
    },
  };
}
