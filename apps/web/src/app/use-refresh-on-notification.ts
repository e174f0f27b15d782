import type { NotificationType } from '@paydesk/contracts/notifications/notifications.model';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { onboardingKeys } from '../features/onboarding/api/onboarding-query-keys';
import { supportKeys } from '../features/support/api/support-query-keys';

/**
 * A notification means something changed elsewhere: a proposal answered, a pre-check submitted, a
 * ticket commented. The screens showing that data refresh when it arrives, so a tenant who reads
 * "proposal rejected" sees the rejection on the open case at once. Wired here, in the app, because
 * it joins the notification centre to the features whose data the notifications are about.
 */
const STALE_BY_TYPE: Partial<Record<NotificationType, readonly (readonly string[])[]>> = {
  PreCheckForm: [onboardingKeys.all],
  BoardingDocuments: [onboardingKeys.all],
  Proposal: [onboardingKeys.all],
  Agreement: [onboardingKeys.all],
  Task: [supportKeys.all],
  TicketCreated: [supportKeys.all],
  TicketEscalated: [supportKeys.all],
};

export function useRefreshOnNotification(): (arrived: readonly Notification[]) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (arrived) => {
      const keys = new Set(arrived.flatMap((n) => STALE_BY_TYPE[n.notificationType] ?? []));
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}
