import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { useTranslation } from 'react-i18next';
import type { TransactionRef } from '../api/detail-queries';
import { fetchRejectionReason } from '../api/detail-tab-calls';
import { useItemQuery } from '../api/detail-tab-queries';

/** A response code is explained only where it says why money did not move. */
export function explainsRejection(transaction: Transaction): boolean {
  return (
    transaction.responseCode !== null &&
    (transaction.status === 'Declined' || transaction.status === 'Failed')
  );
}

/** The response code of a declined or failed transaction with what it means (`rejectionReason`). */
export function ResponseCode({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const { transaction } = transactionRef;
  const code = explainsRejection(transaction) ? transaction.responseCode : null;
  const reason = useItemQuery(transactionRef, 'rejectionReason', code, fetchRejectionReason);
  if (code === null) return null;
  return (
    <Alert severity="warning" aria-label={t('transactionDetails.responseCode.label')}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('transactionDetails.responseCode.value', {
          code,
          message: reason.data?.message ?? transaction.responseMessage ?? '',
        })}
      </Typography>
      {reason.isPending && (
        <Typography variant="body2">{t('transactionDetails.responseCode.loading')}</Typography>
      )}
      {reason.data && (
        <>
          <Typography variant="body2">{reason.data.description}</Typography>
          <Typography variant="body2">
            {t('transactionDetails.responseCode.advice', { advice: reason.data.advice })}
          </Typography>
        </>
      )}
      {reason.isError && (
        <Typography variant="body2">{t('transactionDetails.responseCode.unknown')}</Typography>
      )}
    </Alert>
  );
}
