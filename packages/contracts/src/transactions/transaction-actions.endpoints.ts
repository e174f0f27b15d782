import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import {
  ActionHeaders,
  ActionResult,
  AmountActionRequest,
  BatchResult,
  DecisionRequest,
  DisputeRequest,
  PayoutApprovalsRequest,
  PayoutDeclinationsRequest,
  ReasonActionRequest,
  StatusChangeRequest,
  TransactionIdParams,
} from './transaction.schemas';

/**
 * Spec §7 "Actions": the money actions, on the CRM base for operators and the merchant base for
 * merchant users. Every one:
 * - goes through the processor (the built-in simulator unless a gateway adapter is configured);
 * - follows the state machine of transaction.model.ts: a forbidden action answers 409 with its message;
 * - runs under a row lock, so concurrent actions on one transaction never overspend it;
 * - accepts `Idempotency-Key` (per tenant, kept 24 h): the same key and body replay the stored
 *   answer, the same key with another body answers 422, a retry racing the first answers 409;
 * - writes an audit record (who, when, before, after).
 */

const TAGS = ['transactions'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const OPERATORS = ['tenant', 'platform'] as const satisfies readonly Audience[];
const MERCHANTS = ['customer'] as const satisfies readonly Audience[];
const OPERATOR_ACTIONS = ['CRM.Transaction.Actions'] as const satisfies Permissions;
const MERCHANT_ACTIONS = ['Merchant.Transaction.Actions'] as const satisfies Permissions;

function actionCalls<const A extends readonly Audience[], const K extends Permissions>(
  family: 'crm' | 'merchant',
  base: string,
  audiences: A,
  permissions: K,
) {
  const id = (action: string) => `transactions.${family}.${action}`;
  const common = { audiences, permissions, headers: ActionHeaders, tags: TAGS } as const;
  const post = (action: string, segment: string, summary: string) =>
    ({
      ...common,
      id: id(action),
      method: 'POST',
      path: `${base}/{id}/${segment}`,
      summary,
      params: TransactionIdParams,
      response: ActionResult,
    }) as const;
  return {
    refund: defineEndpoint({
      ...post('refund', 'refunds', 'Refunds a captured payment, up to the amount not yet refunded'),
      body: AmountActionRequest,
    }),
    statusChangeRefund: defineEndpoint({
      ...post(
        'statusChangeRefund',
        'status-change-refunds',
        'Marks the rest of a captured payment refunded, for a refund made outside the processor',
      ),
      body: ReasonActionRequest,
    }),
    checkStatus: defineEndpoint({
      ...post('checkStatus', 'checkstatus', 'Asks the processor for the status of a pending transaction'),
      body: ReasonActionRequest,
    }),
    void: defineEndpoint({
      ...post('void', 'voids', 'Voids an authorised payment before capture'),
      body: ReasonActionRequest,
    }),
    capture: defineEndpoint({
      ...post('capture', 'captures', 'Captures an authorised payment, up to the authorised amount'),
      body: AmountActionRequest,
    }),
    reversal: defineEndpoint({
      ...post('reversal', 'reversals', 'Reverses a captured payment that has no refunds'),
      body: ReasonActionRequest,
    }),
    payout: defineEndpoint({
      ...post('payout', 'payouts', "Creates a payout to the payment's card, waiting for approval"),
      body: AmountActionRequest,
    }),
    dispute: defineEndpoint({
      ...post('dispute', 'dispute', 'Opens a dispute (chargeback) on a captured payment'),
      body: DisputeRequest,
    }),
    decline: defineEndpoint({
      ...post('decline', 'declines', 'Declines a pending payment with a reason of status Declined'),
      body: DecisionRequest,
    }),
    approve: defineEndpoint({
      ...post(
        'approve',
        'approves',
        'Approves (captures) a pending payment with a reason of status Captured',
      ),
      body: DecisionRequest,
    }),
    payoutApprove: defineEndpoint({
      ...common,
      id: id('payoutApprove'),
      method: 'PUT',
      path: `${base}/{id}/payout-approve`,
      summary: 'Approves one payout waiting for approval and sends it to the processor',
      params: TransactionIdParams,
      response: ActionResult,
    }),
    cancelPayout: defineEndpoint({
      ...common,
      id: id('cancelPayout'),
      method: 'PUT',
      path: `${base}/cancel-payout/{id}`,
      summary: 'Cancels one payout waiting for approval',
      params: TransactionIdParams,
      response: ActionResult,
    }),
    payoutApprovals: defineEndpoint({
      ...common,
      id: id('payoutApprovals'),
      method: 'POST',
      path: `${base}/payout/approvals`,
      summary: 'Approves payouts in batch; answers per transaction',
      body: PayoutApprovalsRequest,
      response: BatchResult,
    }),
    payoutDeclinations: defineEndpoint({
      ...common,
      id: id('payoutDeclinations'),
      method: 'POST',
      path: `${base}/payout/declinations`,
      summary: 'Declines payouts in batch with one reason; answers per transaction',
      body: PayoutDeclinationsRequest,
      response: BatchResult,
    }),
  };
}

export const crmTransactionActions = actionCalls('crm', 'api/crm/transactions', OPERATORS, OPERATOR_ACTIONS);
export const merchantTransactionActions = actionCalls(
  'merchant',
  'api/transactions',
  MERCHANTS,
  MERCHANT_ACTIONS,
);

/** Spec §7: PUT {id}/StatusChange {actionType[,declineReason]}, optional tenantId header. */
export const changeTransactionStatus = defineEndpoint({
  id: 'transactions.crm.statusChange',
  method: 'PUT',
  path: 'api/crm/transactions/{id}/StatusChange',
  summary: 'Sets the status of an undecided or wrongly decided transaction by hand (platform staff)',
  audiences: ['platform'],
  permissions: ['Platform.Transaction.Actions.TransactionStatusChange'],
  headers: ActionHeaders,
  params: TransactionIdParams,
  body: StatusChangeRequest,
  response: ActionResult,
  tags: TAGS,
});
