import type { PROCESSOR_OUTCOMES } from '@paydesk/contracts/transactions/transaction.model';

/**
 * The processor behind every money action (docs/transactions.md "Money actions"). The built-in
 * simulator implements it; a real gateway adapter implements the same calls and is handed to the
 * actions module instead. An adapter only talks to its gateway: it writes nothing to Paydesk's
 * database, so the action that calls it decides, under its row lock, what the answer changes.
 */

/**
 * What the processor answered:
 * - Approved: done;
 * - Declined: the issuer or scheme said no (a business answer, not an error);
 * - Failed: the call could not be completed (issuer or switch down); nothing moved;
 * - Pending: accepted, the final answer comes later (check status asks for it).
 */
export type ProcessorOutcome = (typeof PROCESSOR_OUTCOMES)[number];

export interface ProcessorResult {
  readonly outcome: ProcessorOutcome;
  /** The gateway's response code (ISO 8583 style: '00' approved, '51' insufficient funds …). */
  readonly responseCode: string;
  readonly responseMessage: string;
  /** The gateway's own reference for this call, kept on the transaction it changed or created. */
  readonly processorReference: string;
}

/** The transaction a call is about, as the gateway needs it (never a full card number). */
export interface ProcessorTransaction {
  readonly id: string;
  readonly externalId: string;
  readonly tenantId: string;
  readonly merchantId: string;
  readonly amount: number;
  readonly currency: string;
  readonly paymentMethod: string;
  readonly serviceProvider: string;
  /** The reference the gateway gave the original payment, when it has one. */
  readonly processorReference: string | null;
}

/** Every call names Paydesk's id for it, the key a gateway deduplicates a retried call on. */
export interface ProcessorCall {
  readonly transaction: ProcessorTransaction;
  /**
   * The money operation's id (committed as pending before the call; the child transaction's id when
   * the call creates one): the call's idempotency reference. A gateway answers a call it already
   * received under this reference with its first answer and moves no money again.
   */
  readonly operationId: string;
}

/** A call that moves an amount (minor units of the transaction's currency). */
export interface AmountCall extends ProcessorCall {
  readonly amount: number;
}

export interface DisputeCall extends AmountCall {
  readonly disputeCode: string;
}

export interface PaymentProcessor {
  /** Reserves `amount` on the customer's card (a new payment). */
  authorise(call: AmountCall): Promise<ProcessorResult>;
  /** Takes up to the authorised amount of an authorised payment. */
  capture(call: AmountCall): Promise<ProcessorResult>;
  /** Releases an authorisation that was not captured. */
  void(call: ProcessorCall): Promise<ProcessorResult>;
  /** Gives back part or all of a captured payment. */
  refund(call: AmountCall): Promise<ProcessorResult>;
  /** Undoes a captured payment as a whole (before settlement, so no refund is needed). */
  reverse(call: ProcessorCall): Promise<ProcessorResult>;
  /** Sends money to the card of an earlier payment (`transaction` is the payout). */
  payout(call: AmountCall): Promise<ProcessorResult>;
  /** Raises a dispute (chargeback) on a captured payment. */
  dispute(call: DisputeCall): Promise<ProcessorResult>;
  /** The final answer for a payment that was left Pending. */
  checkStatus(call: ProcessorCall): Promise<ProcessorResult>;
  /**
   * The answer the gateway gave the call it received under `operationId`, or null when it never
   * received one (the reconciler asks this of an operation left pending).
   */
  lookup(operationId: string): Promise<ProcessorResult | null>;
}
