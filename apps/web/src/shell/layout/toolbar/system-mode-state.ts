import type { SystemMode } from '@paydesk/contracts/auth/levels';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';

export interface SystemModeState {
  readonly visible: boolean;
  readonly disabled: boolean;
  /** The mode requests must carry; null when the switch does not apply to the user. */
  readonly mode: SystemMode | null;
}

const HIDDEN: SystemModeState = { visible: false, disabled: true, mode: null };

/**
 * Spec §4 "Test/Live mode": NoProcessing hides the switch; SandboxEnabled forces Test and
 * disables it; otherwise it is enabled and defaults to Live on the first visit. Operators have no
 * merchant of their own, so the switch is hidden for them too.
 */
export function systemModeState(user: CurrentUser, stored: SystemMode | null): SystemModeState {
  if (user.userType === 'crm' || user.userType === 'Platform') return HIDDEN;
  const status = user.merchant?.processingStatus;
  if (!status || status === 'NoProcessing') return HIDDEN;
  if (status === 'SandboxEnabled') return { visible: true, disabled: true, mode: 'Test' };
  return { visible: true, disabled: false, mode: stored ?? 'Live' };
}
