import * as stepUp from '@paydesk/contracts/step-up/step-up.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';

const statusKey = ['profile', 'step-up'] as const;

/** Whether the user has an authenticator app set up for step-up codes, and any lock. */
export function useStepUpStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => callEndpoint(stepUp.getStepUpStatus, { signal }),
    meta: { silentError: true },
  });
}

/** A new secret to add to the app: shown once, it replaces the enrolled one when confirmed. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => callEndpoint(stepUp.startStepUpEnrolment),
    meta: { silentError: true },
  });
}

export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(stepUp.confirmStepUpEnrolment, { body: { code } }),
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
    meta: { silentError: true },
  });
}

/** Removes the app; the server asks for a step-up code first (the API client asks the user). */
export function useRemoveEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(stepUp.removeStepUpEnrolment),
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
  });
}
