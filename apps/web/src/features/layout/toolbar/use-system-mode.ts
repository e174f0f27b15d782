import type { SystemMode } from '@paydesk/contracts/auth/levels';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { localSettings } from '../../../lib/local-settings';
import { currentUserQuery } from '../../auth/current-user.query';
import { systemModeState } from './system-mode-state';

function isCurrentUserKey(key: readonly unknown[]): boolean {
  const own = currentUserQuery.queryKey;
  return key.length === own.length && key.every((part, i) => part === own[i]);
}

/** The Test/Live switch's state, kept in local storage as SystemMode (spec §4). */
export function useSystemMode(user: CurrentUser) {
  const queryClient = useQueryClient();
  const [state] = useState(() => systemModeState(user, localSettings.getSystemMode()));
  // Stored during the first render, not in an effect: the screen's own queries start in its
  // effects, which run before this component's, and they must already carry the Mode header.
  const [mode, setModeState] = useState<SystemMode | null>(() => {
    if (state.mode && localSettings.getSystemMode() !== state.mode) localSettings.setSystemMode(state.mode);
    return state.mode;
  });

  const setMode = useCallback(
    (next: SystemMode) => {
      localSettings.setSystemMode(next);
      setModeState(next);
      // Every request carries the mode, so all data is reloaded in the new one. The user context
      // does not depend on it.
      void queryClient.invalidateQueries({ predicate: (q) => !isCurrentUserKey(q.queryKey) });
    },
    [queryClient],
  );

  return { visible: state.visible, disabled: state.disabled, mode, setMode };
}
