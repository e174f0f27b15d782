import type { TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/status-pill/status-pill';

/** A transaction status as a pill, with its English label ('Waiting for approval'). */
export function TransactionStatusPill({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return <StatusPill value={status} label={t(`transactions.statuses.${status}`)} />;
}
