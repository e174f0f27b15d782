import Button from '@mui/material/Button';
import type { TransactionRelationship } from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { useCurrentUser } from '../../../../shell/auth/use-current-user';
import {
  deallocateRelationship,
  fetchRelationships,
  maintenanceAccess,
} from '../../api/detail-maintenance-calls';
import type { TransactionRef } from '../../api/detail-queries';
import { useTabQuery } from '../../api/detail-tab-queries';
import { MaintenanceConfirmDialog } from '../maintenance-confirm-dialog';
import { TabState } from '../tab-state';

/** The organisations the transaction is (or was) allocated to; an allocated one can be freed. */
export function RelationshipsTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mayDeallocate = maintenanceAccess(user, transactionRef.area).deallocate;
  const query = useTabQuery(transactionRef, 'relationships', fetchRelationships);
  const [freeing, setFreeing] = useState<TransactionRelationship | null>(null);
  const r = (key: string) => t(`transactionDetails.relationships.${key}`);
  return (
    <>
      <TabState query={query} empty={null}>
        {({ data }) =>
          data.length === 0 ? (
            r('empty')
          ) : (
            <DataTable
              label={t('transactionDetails.tabs.relationships')}
              rows={data}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: 'created',
                  header: r('columns.created'),
                  cell: (row) => formatDateTimeSeconds(row.createdAt),
                },
                {
                  key: 'organization',
                  header: r('columns.organization'),
                  cell: (row) => row.organizationName,
                },
                { key: 'external', header: r('columns.external'), cell: (row) => row.externalOrganizationId },
                { key: 'website', header: r('columns.website'), cell: (row) => row.websiteName },
                {
                  key: 'requestType',
                  header: r('columns.requestType'),
                  cell: (row) => r(`requestTypes.${row.requestType}`),
                },
                { key: 'status', header: r('columns.status'), cell: (row) => r(`statuses.${row.status}`) },
                {
                  key: 'deallocated',
                  header: r('columns.deallocated'),
                  cell: (row) =>
                    row.deallocatedAt
                      ? `${formatDateTimeSeconds(row.deallocatedAt)} ${row.deallocatedBy ?? ''} ${row.deallocationReason ?? ''}`.trim()
                      : '',
                },
                {
                  key: 'actions',
                  header: r('columns.actions'),
                  cell: (row) =>
                    row.status === 'Allocated' && mayDeallocate ? (
                      <Button
                        size="small"
                        aria-label={t('transactionDetails.relationships.deallocateNamed', {
                          organization: row.organizationName,
                        })}
                        onClick={() => setFreeing(row)}
                      >
                        {r('deallocate')}
                      </Button>
                    ) : null,
                },
              ]}
            />
          )
        }
      </TabState>
      {freeing && (
        <MaintenanceConfirmDialog
          title={r('deallocateTitle')}
          body={t('transactionDetails.relationships.deallocateBody', {
            organization: freeing.organizationName,
            external: freeing.externalOrganizationId,
          })}
          confirmLabel={r('deallocate')}
          successMessage={r('deallocated')}
          reasonLabel={r('reason')}
          run={(reason) => deallocateRelationship(transactionRef, freeing.id, reason)}
          onClose={() => setFreeing(null)}
        />
      )}
    </>
  );
}
