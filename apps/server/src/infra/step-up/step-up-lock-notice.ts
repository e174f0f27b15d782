import type { Actor } from '../auth/actor';
import type { ScopedTx } from '../tenancy/with-scope';

/**
 * Tells a user their step-up was locked (five failures in a row), inside the transaction that locks
 * it. A port: infra knows no module, so the composition root (wiring.ts) connects it to the step-up
 * module's mail. Unconnected, it throws rather than lock someone out in silence.
 */
export type StepUpLockNotice = (tx: ScopedTx, actor: Actor, lockedUntil: Date) => Promise<void>;

let connected: StepUpLockNotice | null = null;

export function connectStepUpLockNotice(notice: StepUpLockNotice): void {
  connected = notice;
}

export function stepUpLockNotice(): StepUpLockNotice {
  if (!connected) throw new Error('The step-up lock notice is not connected (wiring.ts)');
  return connected;
}
