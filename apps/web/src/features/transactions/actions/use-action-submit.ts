import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { detailKeys } from '../../../lib/transactions/detail-query-keys';
import { useMoney } from '../../../lib/transactions/use-money';
import { type ActionOutcome, type ActionRequest, sendAction } from '../api/action-calls';
import { type ActionKeys, newActionKeys } from '../api/action-headers';
import type { TransactionRef } from '../api/detail-queries';
import { unfinishedText } from './action-text';
import { verdictOf } from './action-verdict';
import { routeDialogError, type ServerFieldErrors } from './dialog-error';

/**
 * Sends a dialog's action. The Idempotency-Key and request id are made when the dialog opens
 * (this hook mounts with it), so a double click, or a retry after a network failure or a 5xx (when
 * the server may have acted), repeats them and the server acts once. Only a refusal of the state
 * machine gets the next send a new key: the server keeps that refusal under the key, so a corrected
 * request (a smaller amount) under the same key would be refused as "another request" (422). A
 * 409 that the same request is still in flight (code ACTION_IN_FLIGHT) keeps the key: its retry
 * gets the first's answer.
 *
 * - success: a toast, every transaction query refreshed (`['transactions']`: this transaction,
 *   its tabs, the lookups and the pending lists), then `onDone`. A 200 is not always a success:
 *   a processor decline or failure is an answer (action-verdict.ts), told as a failed alert that
 *   stays until closed, with the processor's reason and code; a status still pending is an info;
 *   `successMessage` is for the real successes;
 * - 409 (the state moved on) and 422 (the key was used for another request, i.e. an earlier send
 *   went through): the server's message in the dialog, and the transaction read again;
 * - 400: field messages on their fields (anything not a field in the dialog);
 * - anything else (a network failure, a 5xx): an error toast, and the dialog stays for a retry.
 */
export function useActionSubmit(
  transactionRef: TransactionRef,
  successMessage: (outcome: ActionOutcome, request: ActionRequest) => string,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const money = useMoney();
  const queryClient = useQueryClient();
  const keys = useRef<ActionKeys | null>(null);
  keys.current ??= newActionKeys();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors>({});

  const mutation = useMutation({
    mutationFn: (request: ActionRequest) => sendAction(transactionRef, request, keys.current!),
    // Failures are shown by this dialog, not by the app's error toast.
    meta: { silentError: true },
    onMutate: () => {
      setRefusal(null);
      setFieldErrors({});
    },
    onSuccess: async (outcome, request) => {
      const verdict = verdictOf(outcome, request);
      if (verdict.kind === 'done') notify.success(successMessage(outcome, request));
      else {
        const decimals = money.decimals(transactionRef.transaction.currency);
        const text = unfinishedText(t, transactionRef, decimals, verdict, request);
        if (verdict.kind === 'accepted') notify.success(text);
        else if (verdict.kind === 'pending') notify.info(text);
        else notify.failed(text, { persist: true });
      }
      onDone();
      await queryClient.invalidateQueries({ queryKey: detailKeys.all });
    },
    onError: (error) =>
      routeDialogError(error, {
        refused: (message, status, code) => {
          setRefusal(message);
          if (status === 409 && code !== 'ACTION_IN_FLIGHT') keys.current = newActionKeys();
          // The state moved on (or an earlier send went through): show the transaction as it is now.
          void queryClient.invalidateQueries({ queryKey: detailKeys.all });
        },
        fields: setFieldErrors,
        failed: (message) => notify.error(message),
      }),
  });

  return {
    submit: (request: ActionRequest) => {
      if (!mutation.isPending) mutation.mutate(request);
    },
    sending: mutation.isPending,
    refusal,
    fieldErrors,
  };
}
