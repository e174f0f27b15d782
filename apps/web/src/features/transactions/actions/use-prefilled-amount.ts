import { refundableAmount } from '@paydesk/contracts/transactions/transaction.model';
import type { TransactionBalance } from '@paydesk/contracts/transactions/transaction.schemas';
import { useState } from 'react';
import { formatTypedAmount } from '../../../lib/format/number-format';
import { useMoney } from '../../../lib/transactions/use-money';
import type { TransactionRef } from '../api/detail-queries';
import { fetchBalance } from '../api/detail-tab-calls';
import { useTabQuery } from '../api/detail-tab-queries';
import { type AmountState, amountState } from './amount-field';

export type AmountAction = 'refund' | 'capture' | 'payout';

/**
 * The most each action may move, in minor units: a refund what is left to refund, a capture the
 * authorised amount, a payout the captured amount. From `checkBalance` (the server's figures now);
 * from the transaction as it was read if the balance cannot be had.
 */
export function maximumOf(
  action: AmountAction,
  ref: TransactionRef,
  balance: TransactionBalance | undefined,
) {
  const tx = ref.transaction;
  switch (action) {
    case 'refund':
      return balance ? balance.refundableAmount : refundableAmount(tx);
    case 'capture':
      return balance ? balance.amount : tx.amount;
    case 'payout':
      return balance ? balance.capturedAmount : tx.capturedAmount;
  }
}

export interface PrefilledAmount {
  /** Minor units; null while the balance loads. */
  readonly maximum: number | null;
  readonly amount: AmountState;
  readonly currency: string;
  readonly decimals: number;
  readonly setTyped: (text: string) => void;
}

/**
 * The amount of an action, checked against the most it may move (`maximumOf`, from the balance)
 * and prefilled with that maximum until the user types.
 */
export function usePrefilledAmount(transactionRef: TransactionRef, action: AmountAction): PrefilledAmount {
  const money = useMoney();
  const balance = useTabQuery(transactionRef, 'balance', fetchBalance);
  const maximum = balance.isPending ? null : maximumOf(action, transactionRef, balance.data);
  const { currency } = transactionRef.transaction;
  const decimals = money.decimals(currency);
  // null until the user types: the field shows the maximum, whenever that arrives.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (maximum === null ? '' : formatTypedAmount(maximum, decimals));
  const amount = amountState(text, decimals, maximum ?? 0);
  return { maximum, amount, currency, decimals, setTyped };
}
