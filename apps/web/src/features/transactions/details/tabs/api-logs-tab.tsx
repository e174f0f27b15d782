import Link from '@mui/material/Link';
import type { ApiLog } from '@paydesk/contracts/transactions/transaction.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchApiLogs } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { ApiLogDialog } from '../api-log-dialog';
import { TabState } from '../tab-state';

/** Calls to and from the processor; a row opens the log with its (masked) bodies. */
export function ApiLogsTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const query = useTabQuery(transactionRef, 'apiLogs', fetchApiLogs);
  const [open, setOpen] = useState<ApiLog | null>(null);
  const c = (key: string) => t(`transactionDetails.columns.${key}`);
  return (
    <>
      <TabState query={query} empty={t('transactionDetails.empty.apiLogs')}>
        {(logs) => (
          <DataTable
            label={t('transactionDetails.tabs.apiLogs')}
            rows={logs}
            rowKey={(log) => log.id}
            columns={[
              { key: 'time', header: c('time'), cell: (log) => formatDateTimeSeconds(log.createdAt) },
              {
                key: 'direction',
                header: c('direction'),
                cell: (log) => t(`transactionDetails.directions.${log.direction}`),
              },
              { key: 'method', header: c('method'), cell: (log) => log.method },
              {
                key: 'url',
                header: c('url'),
                cell: (log) => (
                  <Link
                    component="button"
                    type="button"
                    sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                    aria-label={t('transactionDetails.apiLog.open', { method: log.method, url: log.url })}
                    onClick={() => setOpen(log)}
                  >
                    {log.url}
                  </Link>
                ),
              },
              { key: 'statusCode', header: c('statusCode'), align: 'right', cell: (log) => log.statusCode },
              {
                key: 'duration',
                header: c('duration'),
                align: 'right',
                cell: (log) => t('transactionDetails.durationMs', { ms: log.durationMs }),
              },
            ]}
          />
        )}
      </TabState>
      {open && <ApiLogDialog transactionRef={transactionRef} log={open} onClose={() => setOpen(null)} />}
    </>
  );
}
