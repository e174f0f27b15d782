import Button from '@mui/material/Button';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionArea } from '../../../lib/transactions/detail-ref';
import { DecisionDialog } from '../actions/decision-dialog';
import { FIRST_PENDING_PAGE, usePendingList } from '../api/action-pending';
import { PendingTable } from './pending-table';

/** Payments waiting for a manual decision: approve or decline each, with a reason. */
export function PendingPaymentsTab({ area }: { area: TransactionArea }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_PENDING_PAGE);
  const list = usePendingList(area, 'payments', page);
  const [deciding, setDeciding] = useState<{
    action: 'approve' | 'decline';
    transaction: Transaction;
  } | null>(null);
  const decide = (row: Transaction, action: 'approve' | 'decline') =>
    row.availableActions.includes(action) && (
      <Button
        size="small"
        variant={action === 'approve' ? 'contained' : 'outlined'}
        color={action === 'approve' ? 'primary' : 'error'}
        onClick={() => setDeciding({ action, transaction: row })}
      >
        {t(`transactionDetails.pending.${action}`)}
      </Button>
    );
  return (
    <>
      <PendingTable
        area={area}
        list={list}
        page={page}
        onPageChange={setPage}
        label={t('transactionDetails.pending.tabs.payments')}
        emptyText={t('transactionDetails.pending.emptyPayments')}
        paymentMethodColumn
        extraColumns={[
          {
            key: 'customer',
            header: t('transactionDetails.details.email'),
            cell: (row) => row.customerEmail,
          },
        ]}
        rowActions={(row) => (
          <>
            {decide(row, 'approve')}
            {decide(row, 'decline')}
          </>
        )}
      />
      {deciding && (
        <DecisionDialog
          action={deciding.action}
          transactionRef={{ area, transaction: deciding.transaction }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
