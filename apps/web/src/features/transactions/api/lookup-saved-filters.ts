import {
  SAVED_FILTER_MESSAGE_MS,
  SAVED_FILTER_MESSAGES,
} from '@paydesk/contracts/transactions/transaction.model';
import type { SavedFilter, SavedFilterRequest } from '@paydesk/contracts/transactions/transaction.schemas';
import {
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  updateSavedFilter,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from '../../../components/feedback/feedback-context';
import { callEndpoint } from '../../../lib/api/api-client';
import { transactionKeys } from '../../../lib/transactions/transaction-query-keys';

/**
 * The saved filter flow of spec §4: load, create (then auto-selected and the list reloads), update,
 * delete (selection cleared, list reloads), each with the spec §8 message of its outcome. Success
 * messages show 3 s (SAVED_FILTER_MESSAGE_MS); failures are the error toast.
 */
export function useSavedFilters() {
  const notify = useNotify();
  const query = useQuery({
    queryKey: transactionKeys.savedFilters(),
    queryFn: ({ signal }) => callEndpoint(listSavedFilters, { signal }),
    select: (filters) => [...filters].sort((a, b) => a.name.localeCompare(b.name)),
    meta: { silentError: true },
  });
  // Once per failed load (a retry that fails again says so again).
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(SAVED_FILTER_MESSAGES.loadFailed);
  }, [failedAt, notify]);
  return query;
}

export interface SavedFilterHandlers {
  /** Called with the filter just created, to select it. */
  readonly onCreated: (filter: SavedFilter) => void;
  /** Called after the chosen filter was deleted, to clear the selection. */
  readonly onDeleted: (externalId: string) => void;
}

export function useSavedFilterMutations({ onCreated, onDeleted }: SavedFilterHandlers) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: transactionKeys.savedFilters() });
  const success = (message: string) => notify.snackbar(message, { durationMs: SAVED_FILTER_MESSAGE_MS });
  const meta = { silentError: true } as const;

  const create = useMutation({
    mutationFn: (request: SavedFilterRequest) => callEndpoint(createSavedFilter, { body: request }),
    onSuccess: async (created) => {
      success(SAVED_FILTER_MESSAGES.saved);
      onCreated(created);
      await reload();
    },
    onError: () => notify.error(SAVED_FILTER_MESSAGES.saveFailed),
    meta,
  });
  const update = useMutation({
    mutationFn: ({ externalId, request }: { externalId: string; request: SavedFilterRequest }) =>
      callEndpoint(updateSavedFilter, { params: { externalId }, body: request }),
    onSuccess: async () => {
      success(SAVED_FILTER_MESSAGES.updated);
      await reload();
    },
    onError: () => notify.error(SAVED_FILTER_MESSAGES.updateFailed),
    meta,
  });
  const remove = useMutation({
    mutationFn: (externalId: string) => callEndpoint(deleteSavedFilter, { params: { externalId } }),
    onSuccess: async (_, externalId) => {
      success(SAVED_FILTER_MESSAGES.deleted);
      onDeleted(externalId);
      await reload();
    },
    onError: () => notify.error(SAVED_FILTER_MESSAGES.deleteFailed),
    meta,
  });
  return { create, update, remove };
}
