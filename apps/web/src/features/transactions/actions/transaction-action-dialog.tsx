import type { TransactionAction } from '@paydesk/contracts/transactions/transaction.model';
import type { TransactionRef } from '../api/detail-queries';
import { AmountActionDialog } from './amount-action-dialog';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { DecisionDialog } from './decision-dialog';
import { DisputeDialog } from './dispute-dialog';
import { PayoutDeclineDialog } from './payout-decline-dialog';
import { StatusChangeDialog } from './status-change-dialog';

interface Props {
  readonly action: TransactionAction;
  readonly transactionRef: TransactionRef;
  readonly onClose: () => void;
}

/** The dialog of one action. Mounted when opened, so each opening gets its own Idempotency-Key. */
export function TransactionActionDialog({ action, transactionRef, onClose }: Props) {
  const props = { transactionRef, onClose };
  switch (action) {
    case 'refund':
    case 'capture':
    case 'payout':
      return <AmountActionDialog action={action} {...props} />;
    case 'void':
    case 'reversal':
    case 'checkStatus':
    case 'statusChangeRefund':
    case 'payoutApprove':
    case 'cancelPayout':
      return <ConfirmActionDialog action={action} {...props} />;
    case 'dispute':
      return <DisputeDialog {...props} />;
    case 'decline':
    case 'approve':
      return <DecisionDialog action={action} {...props} />;
    case 'payoutDecline':
      return <PayoutDeclineDialog {...props} />;
    case 'statusChange':
      return <StatusChangeDialog {...props} />;
  }
}
