import Link from '@mui/material/Link';
import type { TransactionEvent } from '@paydesk/contracts/transactions/transaction.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { useMoney } from '../../../../lib/transactions/use-money';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchEvents } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { EventPayloadDialog } from '../event-payload-dialog';
import { TabState } from '../tab-state';
import { TransactionStatusPill } from '../transaction-status-pill';

/** The transaction's events, oldest first; a row opens the event with its payload. */
export function EventsTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useTabQuery(transactionRef, 'events', fetchEvents);
  const [open, setOpen] = useState<TransactionEvent | null>(null);
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <>
      <TabState query={query} empty={t('transactionDetails.empty.events')}>
        {(events) => (
          <DataTable
            label={t('transactionDetails.tabs.events')}
            rows={events}
            rowKey={(e) => e.id}
            columns={[
              { key: 'time', header: c('time'), cell: (e) => formatDateTimeSeconds(e.createdAt) },
              {
                key: 'type',
                header: c('type'),
                cell: (e) => (
                  <Link
                    component="button"
                    type="button"
                    aria-label={t('transactionDetails.event.open', { type: e.type })}
                    onClick={() => setOpen(e)}
                  >
                    {e.type}
                  </Link>
                ),
              },
              {
                key: 'status',
                header: c('status'),
                cell: (e) => <TransactionStatusPill status={e.status} />,
              },
              {
                key: 'amount',
                header: c('amount'),
                align: 'right',
                cell: (e) => (e.amount === null ? '' : money.format(e.amount, e.currency)),
              },
              { key: 'message', header: c('message'), cell: (e) => e.message },
              {
                key: 'actor',
                header: c('actor'),
                cell: (e) => e.actor ?? t('transactionDetails.actorProcessor'),
              },
              {
                key: 'webhook',
                header: c('webhook'),
                cell: (e) => t(`transactionDetails.webhookStatuses.${e.webhookStatus}`),
              },
            ]}
          />
        )}
      </TabState>
      {open && (
        <EventPayloadDialog transactionRef={transactionRef} event={open} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
