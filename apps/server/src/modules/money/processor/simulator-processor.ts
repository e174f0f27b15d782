import { createHash } from 'node:crypto';
import { simulatorOutcome } from '@paydesk/contracts/transactions/transaction.model';
import type { AmountCall, DisputeCall, PaymentProcessor, ProcessorCall, ProcessorResult } from './processor';

type CallName = Exclude<keyof PaymentProcessor, 'lookup'>;

/**
 * How many answers the simulator remembers by operation id, oldest forgotten first. Far more than
 * the operations a reconciler could find pending; bounded so a long-running server does not grow.
 */
export const SIMULATOR_REMEMBERED_OPERATIONS = 100_000;

/**
 * The built-in processor: deterministic, so tests and demos can ask for an outcome on purpose
 * (contracts SIMULATOR_OUTCOMES, docs/transactions.md). The outcome depends on the last two digits
 * of the amount the call carries (the action's amount; for void, reverse and check status the
 * transaction's amount): …51 and …05 decline, …91 fails, …33 stays pending, anything else is approved.
 *
 * Check status is the one call that settles a pending payment: a …33 amount resolves to Approved
 * (the payment is captured), …51 and …05 to Declined, …91 fails (the check itself; nothing
 * changes), and any other amount stays Pending: the processor has nothing more, the payment waits
 * for a manual decision (approve or decline).
 *
 * Like a gateway, it honours the operation id as the call's idempotency reference: a call under an
 * id it already answered gets that first answer again (nothing moves twice), and `lookup` answers
 * what it said under an id, or null when it never received a call under it.
 */
export function createSimulatorProcessor(): PaymentProcessor {
  const answered = new Map<string, { readonly request: string; readonly result: ProcessorResult }>();
  const answer = (name: CallName, call: ProcessorCall, amount: number): ProcessorResult => {
    const request = `${name}:${amount}`;
    const first = answered.get(call.operationId);
    if (first?.request === request) return first.result;
    const result = outcomeOf(name, call, amount);
    // Another request under a used reference (a gateway would refuse it) is answered on its own
    // and leaves the first answer as the one the reference names.
    if (first) return result;
    answered.set(call.operationId, { request, result });
    if (answered.size > SIMULATOR_REMEMBERED_OPERATIONS) {
      const oldest = answered.keys().next();
      if (!oldest.done) answered.delete(oldest.value);
    }
    return result;
  };
  return {
    authorise: async (call: AmountCall) => answer('authorise', call, call.amount),
    capture: async (call: AmountCall) => answer('capture', call, call.amount),
    void: async (call) => answer('void', call, call.transaction.amount),
    refund: async (call: AmountCall) => answer('refund', call, call.amount),
    reverse: async (call) => answer('reverse', call, call.transaction.amount),
    payout: async (call: AmountCall) => answer('payout', call, call.amount),
    dispute: async (call: DisputeCall) => answer('dispute', call, call.amount),
    checkStatus: async (call) => answer('checkStatus', call, call.transaction.amount),
    lookup: async (operationId) => answered.get(operationId)?.result ?? null,
  };
}

function outcomeOf(name: CallName, call: ProcessorCall, amount: number): ProcessorResult {
  const rule = simulatorOutcome(amount);
  const result: ProcessorResult = {
    outcome: rule.outcome,
    responseCode: rule.responseCode,
    responseMessage: rule.message,
    processorReference: referenceFor(name, call.operationId),
  };
  if (name !== 'checkStatus') return result;
  if (result.outcome === 'Pending') {
    return { ...result, outcome: 'Approved', responseCode: '00', responseMessage: 'Approved' };
  }
  if (result.outcome === 'Approved') {
    // The processor has no later answer for it: the payment waits for a manual decision.
    return {
      ...result,
      outcome: 'Pending',
      responseCode: '09',
      responseMessage: 'Awaiting a manual decision',
    };
  }
  return result;
}

function referenceFor(name: CallName, operationId: string): string {
  const digest = createHash('sha256').update(`${name}:${operationId}`).digest('hex');
  return `SIM-${digest.slice(0, 16).toUpperCase()}`;
}
