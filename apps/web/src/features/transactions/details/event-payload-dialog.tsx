import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TransactionEvent } from '@paydesk/contracts/transactions/transaction.schemas';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../../components/code-block/code-block';
import type { TransactionRef } from '../api/detail-queries';
import { fetchEvent } from '../api/detail-tab-calls';
import { useItemQuery } from '../api/detail-tab-queries';
import { TabState } from './tab-state';

/** One event with its payload (the `event` call), opened from the Events tab. */
export function EventPayloadDialog({
  transactionRef,
  event,
  onClose,
}: {
  transactionRef: TransactionRef;
  event: TransactionEvent;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useItemQuery(transactionRef, 'event', event.id, fetchEvent);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="event-title">
      <DialogTitle id="event-title">{t('transactionDetails.event.title', { type: event.type })}</DialogTitle>
      <DialogContent>
        <TabState query={query} empty={null}>
          {(detail) => (
            <>
              <Typography variant="subtitle2">{t('transactionDetails.event.payload')}</Typography>
              <CodeBlock
                label={t('transactionDetails.event.payload')}
                text={JSON.stringify(detail.payload, null, 2)}
              />
            </>
          )}
        </TabState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('transactionDetails.event.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
