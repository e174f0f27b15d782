import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiLog } from '@paydesk/contracts/transactions/transaction.schemas';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../components/code-block/code-block';
import type { TransactionRef } from '../api/detail-queries';
import { fetchApiLog } from '../api/detail-tab-calls';
import { useItemQuery } from '../api/detail-tab-queries';
import { TabState } from './tab-state';

/** A JSON body indented for reading; any other text as it came. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One API log with its request and response bodies (the `apiLog` call). */
export function ApiLogDialog({
  transactionRef,
  log,
  onClose,
}: {
  transactionRef: TransactionRef;
  log: ApiLog;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useItemQuery(transactionRef, 'apiLog', log.id, fetchApiLog);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="api-log-title">
      <DialogTitle id="api-log-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('transactionDetails.apiLog.title', { method: log.method, url: log.url })}
      </DialogTitle>
      <DialogContent>
        <TabState query={query} empty={null}>
          {(detail) => (
            <Stack spacing={2}>
              <div>
                <Typography variant="subtitle2">{t('transactionDetails.apiLog.request')}</Typography>
                <CodeBlock
                  label={t('transactionDetails.apiLog.request')}
                  text={readableBody(detail.requestBody)}
                />
              </div>
              <div>
                <Typography variant="subtitle2">{t('transactionDetails.apiLog.response')}</Typography>
                <CodeBlock
                  label={t('transactionDetails.apiLog.response')}
                  text={readableBody(detail.responseBody)}
                />
              </div>
            </Stack>
          )}
        </TabState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('transactionDetails.apiLog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
