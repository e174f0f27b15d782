import type { SystemMode } from '@paydesk/contracts/auth/levels';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { localSettings } from '../../../lib/local-settings';
import { currentUserQuery } from '../../auth/current-user.query';
import { systemModeState } from './system-mode-state';

function isCurrentUserKey(key: readonly unknown[]): boolean {
  const own = currentUserQuery.queryKey;
  return key.length === own.length && key.every((part, i) => part === own[i]);
}

/*
 * The chosen mode is read by several parts of the layout at once (the switch, its entry in the
 * narrow toolbar's menu, the Test mode band): a change made in one is told to all of them.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function chooseMode(mode: SystemMode): void {
  localSettings.setSystemMode(mode);
  for (const listener of listeners) listener();
}

/**
 * The Test/Live switch's state, kept in local storage as SystemMode (spec §4). It follows the
 * user's processing status as it changes: accepting an agreement moves a merchant from
 * NoProcessing to SandboxEnabled, the user context is fetched again, and the switch appears,
 * forced to Test, without a reload.
 */
export function useSystemMode(user: CurrentUser) {
  const queryClient = useQueryClient();
  // The merchant's own choice; the processing status may override it (SandboxEnabled forces Test).
  const chosen = useSyncExternalStore(subscribe, localSettings.getSystemMode);
  const state = systemModeState(user, chosen);
  // Stored during render, not in an effect: the screen's own queries start in its effects, which
  // run before this component's, and they must already carry the Mode header. Writing the same
  // value again is harmless, so a repeated render is too.
  if (state.mode && localSettings.getSystemMode() !== state.mode) localSettings.setSystemMode(state.mode);

  const setMode = useCallback(
    (next: SystemMode) => {
      chooseMode(next);
      // Every request carries the mode, so all data is reloaded in the new one. The user context
      // does not depend on it.
      void queryClient.invalidateQueries({ predicate: (q) => !isCurrentUserKey(q.queryKey) });
    },
    [queryClient],
  );

  return { visible: state.visible, disabled: state.disabled, mode: state.mode, setMode };
}
