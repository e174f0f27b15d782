import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { errorMessageOf } from '../../../../lib/http/error-message';
import { onboardingKeys } from '../../api/onboarding-query-keys';
import { serverFieldMessages } from '../../shared/server-field-errors';

interface SaveOfferOptions<D> {
  /** Writes the draft: creates it when `id` is undefined, else changes that unsent offer. */
  readonly save: (draft: D, id?: string) => Promise<{ id: string }>;
  readonly send: (id: string) => Promise<unknown>;
  /** The unsent offer being edited, if any. */
  readonly draftId?: string;
}

export interface SaveOfferInput<D> {
  readonly draft: D;
  /** Send it to the merchant once saved. */
  readonly send: boolean;
}

/**
 * 'Save draft' and 'Send to merchant' of a composer. The id of a draft written here is kept, so
 * that when sending fails after the save (a 409, the network) the next try changes that draft
 * instead of writing a second one (which the server would refuse: one open offer at a time). A 400
 * with field messages is the form's to show; any other failure shows the error toast.
 */
export function useSaveOffer<D>({ save, send, draftId }: SaveOfferOptions<D>) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const savedId = useRef(draftId);
  return useMutation({
    meta: { silentError: true },
    mutationFn: async ({ draft, send: andSend }: SaveOfferInput<D>) => {
      const saved = await save(draft, savedId.current);
      savedId.current = saved.id;
      if (andSend) await send(saved.id);
      return saved.id;
    },
    onError: async (error) => {
      if (serverFieldMessages(error).length === 0) notify.error(await errorMessageOf(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
