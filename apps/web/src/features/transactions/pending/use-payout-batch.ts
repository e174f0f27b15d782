import type { BatchResult, Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { errorMessageOf } from '../../../lib/http/error-message';
import { detailKeys } from '../../../lib/transactions/detail-query-keys';
import type { TransactionArea } from '../../../lib/transactions/detail-ref';
import { type ActionKeys, newActionKeys } from '../api/action-headers';
import { approvePayouts, declinePayouts } from '../api/action-pending';

export type BatchOutcome = BatchResult['results'][number]['outcome'];
type BatchAnswer = BatchResult['results'][number];

/** One row of a finished batch, named by the payout's external id. */
export interface BatchRow {
  readonly transactionId: string;
  readonly externalId: string;
  readonly outcome: BatchOutcome;
  readonly message: string | null;
  /** The payout's status after the batch (Successful, Declined …), when the answer gives it. */
  readonly status: BatchAnswer['status'];
  /** The processor's answer to an approval, when the server gives it. */
  readonly responseCode: string | null;
  readonly responseMessage: string | null;
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
 * The figures of the batch's summary toast. An approval is Done once the server has asked the
 * processor, whatever it answered (docs/transactions.md: a decline is an answer, not an error), so
 * a Done approval whose payout is Declined was declined by the processor, and one still waiting for
 * approval failed there (it may be approved again).
 */
function summaryOf(kind: BatchRequest['kind'], rows: readonly BatchRow[]) {
  const count = (test: (row: BatchRow) => boolean) => rows.filter(test).length;
  const approved = (row: BatchRow) => kind === 'approve' && row.outcome === 'Done';
  const declined = count((r) => approved(r) && r.status === 'Declined');
  const failed = count((r) => approved(r) && r.status === 'WaitingForApproval');
  return {
    done: count((r) => r.outcome === 'Done') - declined - failed,
    declined,
    failed,
    refused: count((r) => r.outcome === 'Refused'),
    notFound: count((r) => r.outcome === 'NotFound'),
  };
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
        status: r.status,
        responseCode: r.responseCode ?? null,
        responseMessage: r.responseMessage ?? null,
      }));
      setResults(rows);
      const summary = summaryOf(request.kind, rows);
      const byProcessor = summary.declined + summary.failed > 0;
      const text = t(
        `transactionDetails.pending.${byProcessor ? 'batchDoneByProcessor' : 'batchDone'}`,
        summary,
      );
      if (summary.done === rows.length) notify.success(text);
      else notify.warning(text);
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
