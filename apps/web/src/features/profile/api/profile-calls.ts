import * as profile from '@paydesk/contracts/profile/profile.endpoints';
import type { ProfileSettingsInput } from '@paydesk/contracts/profile/profile.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { currentUserQuery } from '../../../shell/auth/current-user.query';

export const profileKeys = {
  settings: ['profile', 'settings'] as const,
  sessions: ['profile', 'sessions'] as const,
};

export function useProfileSettings() {
  return useQuery({
    queryKey: profileKeys.settings,
    queryFn: ({ signal }) => callEndpoint(profile.getProfileSettings, { signal }),
    meta: { silentError: true },
  });
}

/**
 * Saves the settings; the user context is read again (the toolbar's name and the dates' zone
 * follow), and the zone is kept locally as spec §9's default for the time-zone pickers.
 */
export function useSaveProfileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileSettingsInput) => callEndpoint(profile.updateProfileSettings, { body }),
    onSuccess: async (saved) => {
      storeConfiguredTimeZone(saved.timeZone);
      queryClient.setQueryData(profileKeys.settings, saved);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
    meta: { silentError: true },
  });
}

export function useProfileSessions() {
  return useQuery({
    queryKey: profileKeys.sessions,
    queryFn: ({ signal }) => callEndpoint(profile.listProfileSessions, { signal }),
    meta: { silentError: true },
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(profile.endProfileSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
