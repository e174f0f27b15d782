import type { DeclaredAction } from './action-rules';
import type { PaymentProcessor, ProcessorCall, ProcessorResult } from './processor/processor';

/**
 * The three ways an action body's processor call is served (docs/transactions.md "Pending
 * operations"): planned (the call is recorded, not made, so it can be committed as pending first),
 * answered from the processor's recorded answer (when the outcome is written), or made directly.
 */

export type ProcessorCallName = Exclude<keyof PaymentProcessor, 'lookup'>;

/** The call a body asked for: which action, with what input, and the processor call itself. */
export interface PlannedCall {
  readonly declared: DeclaredAction;
  readonly name: ProcessorCallName;
  readonly call: ProcessorCall;
}

/** Thrown at a body's processor call while planning: the call is recorded, and the body stops there. */
export class ProcessorCallPlanned extends Error {
  constructor(readonly planned: PlannedCall) {
    super(`The processor call ${planned.name} is planned, not made`);
  }
}

/** A processor whose every call is answered by `answer` (and which looks nothing up). */
function processorAnswering(
  answer: (name: ProcessorCallName, call: ProcessorCall) => Promise<ProcessorResult>,
): PaymentProcessor {
  return {
    authorise: (call) => answer('authorise', call),
    capture: (call) => answer('capture', call),
    void: (call) => answer('void', call),
    refund: (call) => answer('refund', call),
    reverse: (call) => answer('reverse', call),
    payout: (call) => answer('payout', call),
    dispute: (call) => answer('dispute', call),
    checkStatus: (call) => answer('checkStatus', call),
    lookup: () => Promise.reject(new Error('An action body never looks a call up')),
  };
}

/** For planning: the body's call is thrown back as ProcessorCallPlanned instead of being made. */
export function planningProcessorFor(declared: DeclaredAction): PaymentProcessor {
  return processorAnswering((name, call) =>
    Promise.reject(new ProcessorCallPlanned({ declared, name, call })),
  );
}

/**
 * For recording the outcome: the body's call is answered with the processor's answer to the planned
 * call. A call of another declared action under another id is a follow-up (a sale's capture after
 * its authorisation): it is planned, like step 1's call, to be committed as pending in turn. Any
 * other call (another call of the same action, or another action under this id) is a bug.
 */
export function recordedProcessorFor(
  planned: Pick<PlannedCall, 'name'> & { readonly action: string; readonly operationId: string },
  result: ProcessorResult,
): (declared: DeclaredAction) => PaymentProcessor {
  return (declared) =>
    processorAnswering(async (name, call) => {
      if (declared.action !== planned.action && call.operationId !== planned.operationId) {
        throw new ProcessorCallPlanned({ declared, name, call });
      }
      if (
        declared.action !== planned.action ||
        name !== planned.name ||
        call.operationId !== planned.operationId
      ) {
        throw new Error(
          `Operation ${planned.operationId} planned ${planned.action}/${planned.name}, not ${declared.action}/${name}`,
        );
      }
      return result;
    });
}

/** Makes the planned call on the processor, under the operation's id as its idempotency reference. */
export function callProcessor(
  processor: PaymentProcessor,
  planned: Pick<PlannedCall, 'name' | 'call'>,
): Promise<ProcessorResult> {
  // Every call takes one argument; the amount and dispute code travel in it.
  const call = processor[planned.name] as (call: ProcessorCall) => Promise<ProcessorResult>;
  return call.call(processor, planned.call);
}
