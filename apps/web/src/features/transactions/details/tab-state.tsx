import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useErrorMessage } from '../../../lib/http/use-error-message';

interface TabStateProps<T> {
  readonly query: UseQueryResult<T>;
  /** The text when the data is an empty list; null when the tab has nothing that can be empty. */
  readonly empty: string | null;
  readonly children: (data: T) => ReactNode;
}

/** A tab's loading, error (with a retry) and empty states around its content. */
export function TabState<T>({ query, empty, children }: TabStateProps<T>) {
  const { t } = useTranslation();
  const message = useErrorMessage(query.error);
  if (query.isPending) {
    return (
      <Stack direction="row" sx={{ justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('transactionDetails.tab.loading')} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('transactionDetails.tab.retry')} onRetry={() => void query.refetch()}>
        {t('transactionDetails.tab.failed', { message })}
      </RetryAlert>
    );
  }
  if (empty !== null && Array.isArray(query.data) && query.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {empty}
      </Typography>
    );
  }
  return <>{children(query.data)}</>;
}
