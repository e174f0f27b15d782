import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api/api-error';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import { lookupPath, type TransactionArea } from '../../../lib/transactions/detail-ref';
import { backToLookup } from '../../../lib/transactions/lookup-return';
import { ActionsMenu } from '../actions/actions-menu';
import { type TransactionRef, useTransaction } from '../api/detail-queries';
import { DetailTabs } from './detail-tabs';
import { rememberTransactionCrumbs } from './transaction-crumbs';
import { TransactionHeader } from './transaction-header';
import { TransactionNotFound } from './transaction-not-found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A read that says the transaction is not there for this caller (a malformed id included). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The details view of one transaction (spec §2/§4): header, actions and the tabs. */
export function TransactionDetailsPage({
  area,
  transactionId,
}: {
  area: TransactionArea;
  transactionId: string;
}) {
  const { t } = useTranslation();
  const wellFormed = UUID.test(transactionId);
  const query = useTransaction(area, transactionId, wellFormed);
  const message = useErrorMessage(query.error);
  const transaction = query.data;
  const back = backToLookup(useLocation().state, lookupPath(area));
  const transactionRef = useMemo<TransactionRef | null>(
    () => (transaction ? { area, transaction } : null),
    [area, transaction],
  );

  useEffect(() => {
    if (transaction) rememberTransactionCrumbs(area, transaction, t, back);
  }, [area, transaction, t, back]);

  if (!wellFormed || isNotFound(query.error)) return <TransactionNotFound area={area} />;
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('transactionDetails.retry')} onRetry={() => void query.refetch()}>
        {t('transactionDetails.loadFailed', { message })}
      </RetryAlert>
    );
  }
  if (!transactionRef) return <PageLoading />;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TransactionHeader
          transactionRef={transactionRef}
          actions={<ActionsMenu transactionRef={transactionRef} />}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {/* A new transaction is a new set of tabs: no state of the previous one carries over. */}
        <DetailTabs key={transactionRef.transaction.id} transactionRef={transactionRef} />
      </Paper>
    </Stack>
  );
}
