import type { ApiLog } from '@paydesk/contracts/transactions/transaction.schemas';
import { ApiLogDialog as ApiLogDialogView } from '../../../components/api-log/api-log-dialog';
import type { TransactionRef } from '../api/detail-queries';
import { fetchApiLog } from '../api/detail-tab-calls';
import { useItemQuery } from '../api/detail-tab-queries';

/** One API log of the transaction with its (redacted) bodies: the shared dialog on the `apiLog` call. */
export function ApiLogDialog({
  transactionRef,
  log,
  onClose,
}: {
  transactionRef: TransactionRef;
  log: ApiLog;
  onClose: () => void;
}) {
  const query = useItemQuery(transactionRef, 'apiLog', log.id, fetchApiLog);
  return <ApiLogDialogView log={log} query={query} onClose={onClose} />;
}
