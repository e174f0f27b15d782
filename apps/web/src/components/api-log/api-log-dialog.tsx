import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiLogDetail } from '@paydesk/contracts/transactions/transaction.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/http/use-error-message';
import { CodeBlock } from '../code-block/code-block';
import { RetryAlert } from '../load-state/retry-alert';

/** A JSON body indented for reading; any other text as it came. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * One API log with its request and response bodies, as the server answers them (redacted): the
 * transaction details' API-logs tab and the API logs report open it, each with its own `apiLog` call.
 */
export function ApiLogDialog({
  log,
  query,
  onClose,
}: {
  readonly log: { readonly method: string; readonly url: string };
  readonly query: UseQueryResult<ApiLogDetail>;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage(query.error);
  const body = (key: 'request' | 'response', text: string) => (
    <div>
      <Typography variant="subtitle2">{t(`transactionDetails.apiLog.${key}`)}</Typography>
      <CodeBlock label={t(`transactionDetails.apiLog.${key}`)} text={readableBody(text)} />
    </div>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="api-log-title">
      <DialogTitle id="api-log-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('transactionDetails.apiLog.title', { method: log.method, url: log.url })}
      </DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <Stack direction="row" sx={{ justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('transactionDetails.tab.loading')} />
          </Stack>
        ) : query.isError ? (
          <RetryAlert retryLabel={t('transactionDetails.tab.retry')} onRetry={() => void query.refetch()}>
            {t('transactionDetails.tab.failed', { message })}
          </RetryAlert>
        ) : (
          <Stack spacing={2}>
            {body('request', query.data.requestBody)}
            {body('response', query.data.responseBody)}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('transactionDetails.apiLog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
