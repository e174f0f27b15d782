import type {
  AmountActionRequest,
  DecisionRequest,
  DisputeRequest,
  ReasonActionRequest,
} from '@paydesk/contracts/transactions/transaction.schemas';
import type { ActionBody, ActionContext, ActionOutcome, SettleableAction } from './action-rules';
import { capture, checkStatus, dispute, refund, reversal, voidPayment } from './money-actions';
import { approvePayment } from './payment-decisions';
import { approvePayout } from './payout-decisions';

/**
 * The actions that call the processor, by the name they declare (`context.processorFor`), run again
 * from their stored input when their outcome is recorded: by the request that planned the call, or
 * by the reconciler after that request died (docs/transactions.md "Pending operations"). The input
 * is what the body was given, stored as JSON when the call was committed as pending.
 */
type SettleableRun = (context: ActionContext, input: unknown) => Promise<ActionOutcome>;

/** The actions whose bodies another module owns (it creates the payment they act on). */
export type ConnectedSettleableAction = 'virtualTerminalPayment' | 'virtualTerminalCapture';

/**
 * The port of the connected actions: the virtual terminal implements them and the composition root
 * connects them (src/wiring.ts), so the arrow runs one way: virtual-terminal → money. An action not
 * connected fails loudly, and its operation stays pending.
 */
const connected = new Map<ConnectedSettleableAction, SettleableRun>();

export function connectSettleableActions(bodies: Record<ConnectedSettleableAction, SettleableRun>): void {
  for (const [action, run] of Object.entries(bodies)) connected.set(action as ConnectedSettleableAction, run);
}

function connectedBody(action: ConnectedSettleableAction): SettleableRun {
  return (context, input) => {
    const run = connected.get(action);
    if (!run) throw new Error(`The settleable action ${action} is not connected (src/wiring.ts)`);
    return run(context, input);
  };
}

const SETTLEABLE_ACTIONS: Record<SettleableAction, SettleableRun> = {
  refund: (context, input) => refund(context, input as AmountActionRequest),
  capture: (context, input) => capture(context, input as AmountActionRequest),
  void: (context, input) => voidPayment(context, input as ReasonActionRequest),
  reversal: (context, input) => reversal(context, input as ReasonActionRequest),
  dispute: (context, input) => dispute(context, input as DisputeRequest),
  checkStatus: (context, input) => checkStatus(context, input as ReasonActionRequest),
  approve: (context, input) => approvePayment(context, input as DecisionRequest),
  payoutApprove: (context) => approvePayout(context),
  virtualTerminalPayment: connectedBody('virtualTerminalPayment'),
  virtualTerminalCapture: connectedBody('virtualTerminalCapture'),
};

/** The body of a stored operation's action, given its stored input. */
export function settleableBody(action: string, input: unknown): ActionBody {
  const run = SETTLEABLE_ACTIONS[action as SettleableAction];
  if (!run) throw new Error(`No action ${action} records a processor call`);
  return (context) => run(context, input);
}
