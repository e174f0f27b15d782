import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferResponse } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../lib/notifications/notification-query-keys';
import { currentUserQuery } from '../../../shell/auth/current-user.query';
import { respondToOffer } from '../api/offer-queries';
import { onboardingKeys } from '../api/onboarding-query-keys';

export interface OfferAnswer {
  readonly kind: OfferKind;
  readonly id: string;
  readonly body: OfferResponse;
}

/**
 * The merchant's answer (PUT …/respond). Afterwards the proposal and agreement lists, the case and
 * the notifications refresh; an accepted agreement moves the merchant to SandboxEnabled, so the
 * user context is fetched again and the Test/Live switch appears (spec §4 Test/Live mode). A 409
 * ("only … pending …") reaches the app's error toast like any failed call.
 */
export function useOfferResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: OfferAnswer) => respondToOffer(kind, id, body),
    onSuccess: async (_, { kind, body }) => {
      if (kind === 'agreement' && body.response === 'Accepted')
        await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
