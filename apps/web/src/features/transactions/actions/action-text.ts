import type { TransactionAction } from '@paydesk/contracts/transactions/transaction.model';
import type { TFunction } from 'i18next';
import { moneyText } from '../../../lib/transactions/money';
import type { ActionOutcome, ActionRequest } from '../api/action-calls';
import type { TransactionRef } from '../api/detail-queries';
import type { ActionVerdict } from './action-verdict';

/** A dialog's title and submit label, by action. */
export function actionTitle(t: TFunction, action: TransactionAction, ref: TransactionRef): string {
  return t(`transactionDetails.actions.titles.${action}`, { externalId: ref.transaction.externalId });
}

export function submitLabel(t: TFunction, action: TransactionAction): string {
  return t(`transactionDetails.actions.submit.${action}`);
}

/** The success toast: 'Refund of 25,00 EUR sent', 'Status of … changed to Declined'. */
export function successText(
  t: TFunction,
  ref: TransactionRef,
  decimals: number,
  outcome: ActionOutcome,
  request: ActionRequest,
): string {
  const { transaction } = ref;
  const amount = 'amount' in request ? moneyText(request.amount, transaction.currency, decimals) : undefined;
  const status = outcome.status ? t(`transactions.statuses.${outcome.status}`) : '';
  return t(`transactionDetails.actions.success.${request.action}`, {
    externalId: transaction.externalId,
    amount,
    status,
  });
}

/** The processor's reason as the virtual terminal words it: 'Insufficient funds (code 51)'. */
export function processorReason(
  t: TFunction,
  answer: { readonly responseCode: string | null; readonly responseMessage: string | null },
): string {
  const { responseMessage: message, responseCode: code } = answer;
  const key = message ? (code ? 'reason' : 'reasonNoCode') : code ? 'reasonCodeOnly' : 'reasonUnknown';
  return t(`transactionDetails.actions.outcomes.${key}`, { message, code });
}

/**
 * The toast of an action the processor did not do: 'Refund of 10,51 EUR declined: Insufficient
 * funds (code 51)'.
 */
export function unfinishedText(
  t: TFunction,
  ref: TransactionRef,
  decimals: number,
  verdict: Exclude<ActionVerdict, { kind: 'done' }>,
  request: ActionRequest,
): string {
  const { transaction } = ref;
  const amount = 'amount' in request ? moneyText(request.amount, transaction.currency, decimals) : undefined;
  return t(`transactionDetails.actions.outcomes.${verdict.kind}.${request.action}`, {
    externalId: transaction.externalId,
    amount,
    reason: processorReason(t, verdict),
  });
}
