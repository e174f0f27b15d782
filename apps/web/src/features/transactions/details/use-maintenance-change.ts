import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../../components/feedback/feedback-context';
import { detailKeys } from '../../../lib/transactions/detail-query-keys';
import { routeDialogError } from '../actions/dialog-error';

/**
 * A maintenance change from a dialog (resend, deallocate, reset, BIN data), like the money
 * actions' dialogs: success is a toast, every transaction query read again, then `onDone`; a 409
 * or 422 (the state moved on) is the server's message in the dialog; a 400 is field messages; any
 * other failure an error toast, the dialog staying for a retry.
 */
export function useMaintenanceChange<A, R>(
  run: (input: A) => Promise<R>,
  successMessage: string,
  onDone: () => void,
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: run,
    meta: { silentError: true },
    onMutate: () => {
      setRefusal(null);
      setFieldErrors({});
    },
    onSuccess: async () => {
      notify.success(successMessage);
      onDone();
      await queryClient.invalidateQueries({ queryKey: detailKeys.all });
    },
    onError: (error) =>
      routeDialogError(error, {
        refused: (message) => {
          setRefusal(message);
          void queryClient.invalidateQueries({ queryKey: detailKeys.all });
        },
        fields: setFieldErrors,
        failed: (message) => notify.error(message),
      }),
  });
  return {
    submit: (input: A) => {
      if (!mutation.isPending) mutation.mutate(input);
    },
    sending: mutation.isPending,
    refusal,
    fieldErrors,
  };
}
