import { randomUUID } from 'node:crypto';
import type { TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import type {
  CaptureMode,
  VirtualTerminalResult,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import type {
  ActionContext,
  ActionOutcome,
  ConnectedSettleableAction,
  ProcessorResult,
  TransactionRecord,
} from '../money';
import { addEvent, captureInPlace, processorCallOf, processorPayload, updateTransaction } from '../money';
import { writeInboundLog, writeOutboundLog } from './vt-logs';

/**
 * The processor calls of a virtual-terminal payment, as the money kernel's settleable actions
 * (docs/transactions.md "Pending operations"; connected in src/wiring.ts). The payment is committed
 * as Pending with its authorisation as a pending operation before the processor is called
 * (vt-payment.ts); these bodies record the answers, whether the request records them or the
 * reconciler does after the request died:
 * - `virtualTerminalPayment`: the authorisation; for a sale it is approved, the capture follows as a
 *   pending operation of its own (the kernel's follow-up), under an id of its own;
 * - `virtualTerminalCapture`: the sale's capture.
 * The last one writes the inbound log, the one audit record (before New) and the answer.
 *
 * The input is stored with the operation as JSON: the kept card data only (brand, mask, expiry),
 * never the card number or the CVC; the processor is asked by reference, so nothing else is needed.
 */

export interface VtOperationInput {
  readonly captureMode: CaptureMode;
  readonly channelId: string;
  readonly websiteId: string;
  readonly path: string;
  readonly card: { readonly masked: string; readonly brand: string; readonly expiry: string };
  readonly cardholderName: string;
  /** When the request arrived (ISO): the inbound log's time. */
  readonly receivedAt: string;
  /** When this call was committed as pending (ISO): the outbound log's duration runs from it. */
  readonly sentAt: string;
}

const AUTHORISED_STATUS: Record<ProcessorResult['outcome'], TransactionStatus> = {
  Approved: 'Approved',
  Pending: 'Pending',
  Declined: 'Declined',
  Failed: 'Failed',
};

export async function authoriseVtPayment(
  context: ActionContext,
  input: VtOperationInput,
): Promise<ActionOutcome> {
  const { row } = context;
  const result = await context
    .processorFor({ action: 'virtualTerminalPayment', input })
    .authorise({ ...processorCallOf(row, context.operationId), amount: row.amount });
  const authorised = await applyAuthorisation(context, row, result);
  await writeOutboundLog(context.tx, authorised, {
    ...input,
    step: 'authorise',
    result,
    sentAt: new Date(input.sentAt),
  });
  if (input.captureMode === 'Sale' && authorised.status === 'Approved') {
    const captureInput: VtOperationInput = { ...input, sentAt: new Date().toISOString() };
    return captureVtPayment({ ...context, row: authorised, operationId: randomUUID() }, captureInput);
  }
  return finishVtPayment(context, authorised, result, input);
}

/**
 * The sale's capture, booked as the capture action books it (the kernel's captureInPlace): accepted
 * (Approved, or Pending: the processor settles it later) → Captured with its ledger lines;
 * Declined → the payment is Declined; Failed → it stays authorised, to be captured again from its
 * details.
 */
export async function captureVtPayment(
  context: ActionContext,
  input: VtOperationInput,
): Promise<ActionOutcome> {
  const { row, processor } = await captureInPlace(
    context,
    context.row.amount,
    { verb: 'Capture', acceptedEvent: 'Captured' },
    { action: 'virtualTerminalCapture', input },
  );
  await writeOutboundLog(context.tx, row, {
    ...input,
    step: 'capture',
    result: processor,
    sentAt: new Date(input.sentAt),
  });
  return finishVtPayment(context, row, processor, input);
}

export const VT_SETTLEABLE_ACTIONS: Record<
  ConnectedSettleableAction,
  (context: ActionContext, input: unknown) => Promise<ActionOutcome>
> = {
  virtualTerminalPayment: (context, input) => authoriseVtPayment(context, input as VtOperationInput),
  virtualTerminalCapture: (context, input) => captureVtPayment(context, input as VtOperationInput),
};

async function applyAuthorisation(
  context: ActionContext,
  row: TransactionRecord,
  result: ProcessorResult,
): Promise<TransactionRecord> {
  const after = await updateTransaction(context.tx, row, {
    status: AUTHORISED_STATUS[result.outcome],
    responseCode: result.responseCode,
    responseMessage: result.responseMessage,
    // A call the processor never received has no reference (operation-completion.ts).
    processorReference: result.processorReference || null,
  });
  await addEvent(context.tx, after, {
    type: result.outcome === 'Approved' ? 'Authorised' : `Authorisation${result.outcome}`,
    amount: row.amount,
    message: result.responseMessage,
    actor: context.actor,
    payload: processorPayload(result),
  });
  return after;
}

/** The last call's outcome: the inbound log, one audit record for the whole payment, and the answer. */
async function finishVtPayment(
  context: ActionContext,
  row: TransactionRecord,
  last: ProcessorResult,
  input: VtOperationInput,
): Promise<ActionOutcome> {
  await writeInboundLog(context.tx, row, {
    ...input,
    receivedAt: new Date(input.receivedAt),
    responseCode: last.responseCode,
  });
  const declined = last.outcome === 'Declined' || last.outcome === 'Failed';
  const answer: VirtualTerminalResult = {
    transactionId: row.id,
    externalId: row.externalId,
    status: row.status as TransactionStatus,
    outcome: last.outcome,
    responseCode: last.responseCode,
    responseMessage: last.responseMessage,
    declineReason: declined ? last.responseMessage : null,
    amount: row.amount,
    currency: row.currency,
    cardMasked: input.card.masked,
    cardBrand: input.card.brand,
  };
  return {
    row,
    created: row,
    processor: last,
    before: {
      status: 'New',
      amount: row.amount,
      capturedAmount: 0,
      refundedAmount: 0,
      hasOpenDispute: false,
    },
    audit: {
      action: 'virtualTerminal',
      amount: row.amount,
      details: {
        captureMode: input.captureMode,
        channelId: input.channelId,
        websiteId: input.websiteId,
        card: input.card.masked,
      },
    },
    answer,
  };
}
