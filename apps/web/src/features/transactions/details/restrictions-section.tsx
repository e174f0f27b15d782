import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { fetchRestrictions, maintenanceAccess, resetRestriction } from '../api/detail-maintenance-calls';
import type { TransactionRef } from '../api/detail-queries';
import { useTabQuery } from '../api/detail-tab-queries';
import { MaintenanceConfirmDialog } from './maintenance-confirm-dialog';
import { TabState } from './tab-state';

const heading = { fontSize: '1rem', fontWeight: 600 } as const;

/**
 * Restrictions anti-fraud set on the transaction (velocity, blocked card or customer). Operators
 * with the actions permission reset the active ones for the transaction's merchant.
 */
export function RestrictionsSection({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mayReset = maintenanceAccess(user, transactionRef.area).resetRestriction;
  const query = useTabQuery(transactionRef, 'restrictions', fetchRestrictions);
  const [confirming, setConfirming] = useState(false);
  const r = (key: string) => t(`transactionDetails.restrictions.${key}`);
  return (
    <section>
      <TabState query={query} empty={null}>
        {(rows) => (
          <Stack spacing={1}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h3" sx={heading}>
                {r('heading')}
              </Typography>
              {mayReset && rows.some((row) => row.status === 'Active') && (
                <Button variant="outlined" size="small" onClick={() => setConfirming(true)}>
                  {r('reset')}
                </Button>
              )}
            </Stack>
            {rows.length === 0 ? (
              <Typography color="text.secondary">{r('empty')}</Typography>
            ) : (
              <DataTable
                label={r('heading')}
                rows={rows}
                rowKey={(row) => row.id}
                columns={[
                  {
                    key: 'created',
                    header: r('columns.created'),
                    cell: (row) => formatDateTimeSeconds(row.createdAt),
                  },
                  { key: 'kind', header: r('columns.kind'), cell: (row) => r(`kinds.${row.kind}`) },
                  { key: 'reason', header: r('columns.reason'), cell: (row) => row.reason },
                  { key: 'status', header: r('columns.status'), cell: (row) => r(`statuses.${row.status}`) },
                  { key: 'resetBy', header: r('columns.resetBy'), cell: (row) => row.resetBy ?? '' },
                ]}
              />
            )}
          </Stack>
        )}
      </TabState>
      {confirming && (
        <MaintenanceConfirmDialog
          title={r('resetTitle')}
          body={t('transactionDetails.restrictions.resetBody', {
            merchant: transactionRef.transaction.merchantName,
          })}
          confirmLabel={r('resetConfirm')}
          successMessage={r('resetDone')}
          run={() => resetRestriction(transactionRef)}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
