/** Spec §9 "Session and tokens". */
export const RENEWAL_RULES = {
  checkIntervalMs: 30_000,
  renewBeforeExpiryMs: 30_000,
  maxAttempts: 3,
  backoffBaseMs: 5_000,
} as const;

export interface TokenRenewalDeps {
  /** When the access token expires (epoch ms), or null when no one is signed in. */
  getExpiresAt: () => number | null;
  /** One renewal attempt; rejects on failure. */
  renew: () => Promise<void>;
  /** Called once after the last attempt failed (spec §4: redirect to sign-in, tell other tabs). */
  onGiveUp: () => void;
  now?: () => number;
}

export interface TokenRenewal {
  start(): void;
  stop(): void;
  /** True while attempts are running (spec §4 state "renewing"). */
  isRenewing(): boolean;
}

/**
 * Spec §4/§9: every 30 s check the token; when 30 s or less remain, renew. A failed attempt is
 * retried after 5 s, then 10 s (base 5000 ms doubled per retry); after the third failure give up.
 */
export function createTokenRenewal(deps: TokenRenewalDeps, rules = RENEWAL_RULES): TokenRenewal {
  const now = deps.now ?? Date.now;
  let interval: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let renewing = false;
  let generation = 0;

  const attempt = async (n: number, gen: number): Promise<void> => {
    try {
      await deps.renew();
      if (gen === generation) renewing = false;
    } catch {
      if (gen !== generation) return;
      if (n >= rules.maxAttempts) {
        renewing = false;
        stop();
        deps.onGiveUp();
        return;
      }
      const delay = rules.backoffBaseMs * 2 ** (n - 1);
      retry = setTimeout(() => {
        retry = null;
        void attempt(n + 1, gen);
      }, delay);
    }
  };

  const check = () => {
    if (renewing) return;
    const expiresAt = deps.getExpiresAt();
    if (expiresAt === null || expiresAt - now() > rules.renewBeforeExpiryMs) return;
    renewing = true;
    void attempt(1, generation);
  };

  function stop() {
    generation += 1;
    renewing = false;
    if (interval !== null) clearInterval(interval);
    if (retry !== null) clearTimeout(retry);
    interval = null;
    retry = null;
  }

  return {
    start() {
      if (interval !== null) return;
      interval = setInterval(check, rules.checkIntervalMs);
      // A tab restored after sleeping may already be close to expiry: look once straight away.
      check();
    },
    stop,
    isRenewing: () => renewing,
  };
}
