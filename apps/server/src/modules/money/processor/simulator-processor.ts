import { createHash } from 'node:crypto';
import { simulatorOutcome } from '@paydesk/contracts/transactions/transaction.model';
import type { AmountCall, DisputeCall, PaymentProcessor, ProcessorCall, ProcessorResult } from './processor';

type CallName = keyof PaymentProcessor;

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
 * The reference is derived from the call's operation id, so a retried call gets the same reference
 * (as a gateway that deduplicates on it would answer).
 */
export function createSimulatorProcessor(): PaymentProcessor {
  const answer = (name: CallName, call: ProcessorCall, amount: number): ProcessorResult => {
    const rule = simulatorOutcome(amount);
    return {
      outcome: rule.outcome,
      responseCode: rule.responseCode,
      responseMessage: rule.message,
      processorReference: referenceFor(name, call.operationId),
    };
  };
  return {
    authorise: async (call: AmountCall) => answer('authorise', call, call.amount),
    capture: async (call: AmountCall) => answer('capture', call, call.amount),
    void: async (call) => answer('void', call, call.transaction.amount),
    refund: async (call: AmountCall) => answer('refund', call, call.amount),
    reverse: async (call) => answer('reverse', call, call.transaction.amount),
    payout: async (call: AmountCall) => answer('payout', call, call.amount),
    dispute: async (call: DisputeCall) => answer('dispute', call, call.amount),
    checkStatus: async (call) => {
      const result = answer('checkStatus', call, call.transaction.amount);
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
    },
  };
}

function referenceFor(name: CallName, operationId: string): string {
  const digest = createHash('sha256').update(`${name}:${operationId}`).digest('hex');
  return `SIM-${digest.slice(0, 16).toUpperCase()}`;
}
