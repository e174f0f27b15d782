import Typography from '@mui/material/Typography';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/transactions/use-money';
import { ActionDialogShell } from '../actions/action-dialog-shell';

interface Props {
  readonly payouts: readonly Transaction[];
  readonly sending: boolean;
  readonly onApprove: () => void;
  readonly onClose: () => void;
}

/** The selected payouts' amounts added up per currency, in the order the currencies first appear. */
function totalsByCurrency(payouts: readonly Transaction[]): ReadonlyMap<string, number> {
  const totals = new Map<string, number>();
  for (const p of payouts) totals.set(p.currency, (totals.get(p.currency) ?? 0) + p.amount);
  return totals;
}

/**
 * An approval sends money to the processor, so a batch asks first, as a single approval does:
 * how many payouts, and how much per currency.
 */
export function BatchApproveDialog({ payouts, sending, onApprove, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const count = payouts.length;
  const totals = [...totalsByCurrency(payouts)].map(([currency, amount]) => money.format(amount, currency));
  return (
    <ActionDialogShell
      title={t('transactionDetails.pending.approveTitle', { count })}
      submitLabel={t('transactionDetails.pending.approveSelected')}
      canSubmit={count > 0}
      sending={sending}
      refusal={null}
      onClose={onClose}
      onSubmit={onApprove}
    >
      <Typography>
        {t('transactionDetails.pending.approveConfirm', { count, totals: totals.join(', ') })}
      </Typography>
    </ActionDialogShell>
  );
}
