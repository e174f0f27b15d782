import type { TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import type { ProcessorAnswer, Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import type { ActionOutcome, ActionRequest } from '../api/action-calls';

/**
 * What the processor made of an action that answered 200 (docs/transactions.md "What a processor
 * answer does"): a decline is an answer, not an error, so a 200 alone does not mean done.
 *
 * - done: the action went through (or moved no money, so nothing could decline it);
 * - declined: the processor said no; the payment keeps its money;
 * - failed: the processor call failed; nothing moved and the action may be tried again;
 * - notDone: the processor did not do it, and the answer cannot tell a decline from a failure
 *   (void and reversal leave the status as it was in both cases);
 * - pending: the processor has no final answer yet (a status check of a pending payment);
 * - accepted: the processor took the request and settles it later (a Pending answer to a refund,
 *   capture …): booked as done, so the money it moves is never offered twice.
 *
 * Paydesk's server says which answer it was (`processor` of the action's result); a back end that
 * speaks only the spec's calls does not, and then the statuses tell what they can (a void or a
 * reversal left as it was is notDone; a Pending answer reads as done). The response code and
 * message are the processor's.
 */
export type ActionVerdict =
  | { readonly kind: 'done' }
  | {
      readonly kind: 'declined' | 'failed' | 'notDone' | 'pending' | 'accepted';
      readonly responseCode: string | null;
      readonly responseMessage: string | null;
    };

const DONE: ActionVerdict = { kind: 'done' };

function answerOf(kind: Exclude<ActionVerdict['kind'], 'done'>, carrier: Transaction): ActionVerdict {
  return { kind, responseCode: carrier.responseCode, responseMessage: carrier.responseMessage };
}

/** The child a refund or dispute created records the answer: Declined or Failed, else accepted. */
function childVerdict(created: Transaction | null): ActionVerdict {
  if (created?.status === 'Declined') return answerOf('declined', created);
  if (created?.status === 'Failed') return answerOf('failed', created);
  return DONE;
}

/**
 * An action that changes the transaction itself: accepted moves it to `accepted`; a decline moves
 * a capture, an approval or a payout approval to Declined; anything else left it as it was.
 */
function inPlaceVerdict(
  transaction: Transaction | null,
  accepted: TransactionStatus,
  unchanged: 'failed' | 'notDone',
): ActionVerdict {
  if (!transaction || transaction.status === accepted) return DONE;
  if (transaction.status === 'Declined') return answerOf('declined', transaction);
  return answerOf(unchanged, transaction);
}

/** The verdict from the processor's own answer, as the server reports it. */
function answeredVerdict(answer: ProcessorAnswer, request: ActionRequest): ActionVerdict {
  const reason = { responseCode: answer.responseCode, responseMessage: answer.responseMessage };
  if (request.action === 'checkStatus') {
    // A status check that found the payment declined did its job: the new status is the news.
    if (answer.outcome === 'Pending') return { kind: 'pending', ...reason };
    return answer.outcome === 'Failed' ? { kind: 'failed', ...reason } : DONE;
  }
  switch (answer.outcome) {
    case 'Approved':
      return DONE;
    case 'Pending':
      return { kind: 'accepted', ...reason };
    case 'Declined':
      return { kind: 'declined', ...reason };
    case 'Failed':
      return { kind: 'failed', ...reason };
  }
}

export function verdictOf(outcome: ActionOutcome, request: ActionRequest): ActionVerdict {
  if (outcome.processor !== undefined)
    return outcome.processor === null ? DONE : answeredVerdict(outcome.processor, request);
  switch (request.action) {
    case 'refund':
    case 'dispute':
      return childVerdict(outcome.created);
    // Their decline sets Declined, so a status left as it was is a failure.
    case 'capture':
    case 'approve':
      return inPlaceVerdict(outcome.transaction, 'Captured', 'failed');
    case 'payoutApprove':
      return inPlaceVerdict(outcome.transaction, 'Successful', 'failed');
    case 'void':
      return inPlaceVerdict(outcome.transaction, 'Voided', 'notDone');
    case 'reversal':
      return inPlaceVerdict(outcome.transaction, 'Reversed', 'notDone');
    case 'checkStatus':
      return outcome.transaction?.status === 'Pending' ? answerOf('pending', outcome.transaction) : DONE;
    // No processor call: a payout request waits for approval, the others are decisions of the user.
    case 'payout':
    case 'statusChangeRefund':
    case 'decline':
    case 'payoutDecline':
    case 'cancelPayout':
    case 'statusChange':
      return DONE;
  }
}
