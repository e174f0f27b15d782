import type { TransactionAction } from '@paydesk/contracts/transactions/transaction.model';
import type { TFunction } from 'i18next';
import type { ActionOutcome, ActionRequest } from '../api/action-calls';
import type { TransactionRef } from '../api/detail-queries';
import { moneyText } from '../details/money';

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
