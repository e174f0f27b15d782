import type { BatchResult, Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { errorMessageOf } from '../../../lib/http/error-message';
import { type ActionKeys, newActionKeys } from '../api/action-headers';
import { approvePayouts, declinePayouts } from '../api/action-pending';
import { detailKeys } from '../api/detail-query-keys';
import type { TransactionArea } from '../api/detail-ref';

export type BatchOutcome = BatchResult['results'][number]['outcome'];

/** One row of a finished batch, named by the payout's external id. */
export interface BatchRow {
  readonly transactionId: string;
  readonly externalId: string;
  readonly outcome: BatchOutcome;
  readonly message: string | null;
}

export type BatchRequest =
  | { readonly kind: 'approve'; readonly payouts: readonly Transaction[] }
  | { readonly kind: 'decline'; readonly payouts: readonly Transaction[]; readonly reason: string };

/** The request as the server compares it (its body, in order): the same one keeps its key. */
function signatureOf(request: BatchRequest): string {
  const ids = request.payouts.map((p) => p.id);
  return JSON.stringify([request.kind, ids, request.kind === 'decline' ? request.reason : null]);
}

/**
 * Batch approval and decline of payouts. The Idempotency-Key belongs to the batch: sending the
 * same payouts with the same decision again (a retry after a network failure) repeats the key, so
 * the server decides once; another batch gets a new key. The per-payout answer is kept to show
 * (Done, Refused with the server's message, NotFound), as decided payouts leave the list.
 */
export function usePayoutBatch(area: TransactionArea, onDone: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const keysRef = useRef<{ signature: string; keys: ActionKeys } | null>(null);
  const [results, setResults] = useState<readonly BatchRow[] | null>(null);

  const keysFor = (request: BatchRequest): ActionKeys => {
    const signature = signatureOf(request);
    if (keysRef.current?.signature !== signature) keysRef.current = { signature, keys: newActionKeys() };
    return keysRef.current.keys;
  };

  const mutation = useMutation({
    mutationFn: (request: BatchRequest) => {
      const ids = request.payouts.map((p) => p.id);
      const keys = keysFor(request);
      return request.kind === 'approve'
        ? approvePayouts(area, ids, keys)
        : declinePayouts(area, ids, request.reason, keys);
    },
    meta: { silentError: true },
    onSuccess: async (answer, request) => {
      keysRef.current = null;
      const externalIdOf = new Map(request.payouts.map((p) => [p.id, p.externalId]));
      const rows = answer.results.map((r) => ({
        transactionId: r.transactionId,
        externalId: externalIdOf.get(r.transactionId) ?? r.transactionId,
        outcome: r.outcome,
        message: r.message,
      }));
      setResults(rows);
      const count = (outcome: BatchOutcome) => rows.filter((r) => r.outcome === outcome).length;
      const summary = {
        done: count('Done'),
        refused: count('Refused'),
        notFound: count('NotFound'),
      };
      if (summary.refused + summary.notFound === 0)
        notify.success(t('transactionDetails.pending.batchDone', summary));
      else notify.warning(t('transactionDetails.pending.batchDone', summary));
      onDone();
      await queryClient.invalidateQueries({ queryKey: detailKeys.all });
    },
    onError: async (error) => notify.error(await errorMessageOf(error)),
  });

  return {
    send: (request: BatchRequest) => {
      if (!mutation.isPending) mutation.mutate(request);
    },
    sending: mutation.isPending,
    /** What the last batch asked for (to retry it as it was). */
    variables: mutation.variables,
    failed: mutation.isError,
    results,
    clearResults: () => setResults(null),
  };
}
