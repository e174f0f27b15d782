import type { EndpointBody } from '@paydesk/contracts/http/endpoint';
import {
  createLabel,
  deleteLabel,
  rearrangeLabels,
  updateLabel,
} from '@paydesk/contracts/support/labels.endpoints';
import type { Label } from '@paydesk/contracts/support/support.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { callEndpoint } from '../../../lib/api/api-client';
import { supportKeys } from '../api/support-query-keys';

/** Spec §8: 'Label deleted successfully' shows for 2 s. */
export const LABEL_DELETED_TOAST_MS = 2000;

/** Name (value), description (null when empty) and colour, as the server takes them. */
export type LabelFields = EndpointBody<typeof createLabel>;

export interface SaveLabelInput {
  /** The label being edited, or undefined for a new one. */
  labelId?: string;
  label: LabelFields;
}

/**
 * Adds or edits a label. Spec §8: "Label create and update errors are only logged", so these two
 * opt out of the app's error toast; 'Label created' shows after an add.
 */
export function useSaveLabel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: ({ labelId, label }: SaveLabelInput): Promise<Label> =>
      labelId
        ? callEndpoint(updateLabel, { params: { id: labelId }, body: label })
        : callEndpoint(createLabel, { body: label }),
    onSuccess: (_, { labelId }) => {
      if (!labelId) notify.success(t('supportDialogs.labels.created'));
    },
    onError: (error, { labelId }) =>
      console.error(labelId ? 'Label update failed' : 'Label creation failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.labels() }),
  });
}

/** Deletes a label (the server takes it off every ticket); failures get the app's error toast. */
export function useDeleteLabel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (labelId: string) => callEndpoint(deleteLabel, { params: { id: labelId } }),
    onSuccess: () =>
      notify.snackbar(t('supportDialogs.labels.deleted'), { durationMs: LABEL_DELETED_TOAST_MS }),
    // Tickets show labels too: refresh everything of the desk, not only the label list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

/**
 * Saves a new order (POST /support/labels/rearrange). Optimistic: the list shows the new order at
 * once and goes back to the old one if the server refuses it.
 */
export function useRearrangeLabels() {
  const queryClient = useQueryClient();
  const key = supportKeys.labels();
  return useMutation({
    mutationFn: (labels: Label[]) =>
      callEndpoint(rearrangeLabels, { body: { newLabelIdsList: labels.map((label) => label.labelId) } }),
    onMutate: async (labels) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Label[]>(key);
      queryClient.setQueryData(key, labels);
      return { previous };
    },
    onError: (_error, _labels, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
