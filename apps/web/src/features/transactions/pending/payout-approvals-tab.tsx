import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionArea } from '../../../lib/transactions/detail-ref';
import { ConfirmActionDialog } from '../actions/confirm-action-dialog';
import { FIRST_PENDING_PAGE, usePendingList } from '../api/action-pending';
import { BatchApproveDialog } from './batch-approve-dialog';
import { BatchDeclineDialog } from './batch-decline-dialog';
import { BatchResults } from './batch-results';
import { PendingTable } from './pending-table';
import { usePayoutBatch } from './use-payout-batch';

type SingleDecision = { action: 'payoutApprove' | 'cancelPayout'; transaction: Transaction };

/**
 * Payouts waiting for approval: approve or cancel one, or select several and approve them (after
 * a confirmation, as one approval asks too), or decline them with one reason, in one call that
 * answers per payout.
 */
export function PayoutApprovalsTab({ area }: { area: TransactionArea }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_PENDING_PAGE);
  const list = usePendingList(area, 'payouts', page);
  const [selected, setSelected] = useState<ReadonlyMap<string, Transaction>>(new Map());
  const [declining, setDeclining] = useState(false);
  const [approving, setApproving] = useState(false);
  const [single, setSingle] = useState<SingleDecision | null>(null);
  const batch = usePayoutBatch(area, () => {
    setSelected(new Map());
    setDeclining(false);
    setApproving(false);
  });
  const rows = list.data?.data ?? [];
  const chosen = [...selected.values()];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (row: Transaction) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const row of rows) {
        if (allOnPage) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });
  const rowAction = (row: Transaction, action: SingleDecision['action'], label: string) =>
    row.availableActions.includes(action) && (
      <Button size="small" onClick={() => setSingle({ action, transaction: row })}>
        {label}
      </Button>
    );

  return (
    <Stack spacing={2}>
      {batch.results && <BatchResults rows={batch.results} onClear={batch.clearResults} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" aria-live="polite">
          {t('transactionDetails.pending.selected', { count: chosen.length })}
        </Typography>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || batch.sending}
          loading={batch.sending && batch.variables?.kind === 'approve'}
          onClick={() => setApproving(true)}
        >
          {t('transactionDetails.pending.approveSelected')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={chosen.length === 0 || batch.sending}
          onClick={() => setDeclining(true)}
        >
          {t('transactionDetails.pending.declineSelected')}
        </Button>
      </Stack>
      <PendingTable
        area={area}
        list={list}
        page={page}
        onPageChange={setPage}
        label={t('transactionDetails.pending.tabs.payouts')}
        emptyText={t('transactionDetails.pending.emptyPayouts')}
        leadingColumns={[
          {
            key: 'select',
            header: (
              <Checkbox
                checked={allOnPage}
                disabled={rows.length === 0}
                onChange={toggleAll}
                slotProps={{ input: { 'aria-label': t('transactionDetails.pending.selectAll') } }}
              />
            ),
            cell: (row) => (
              <Checkbox
                checked={selected.has(row.id)}
                onChange={() => toggle(row)}
                slotProps={{
                  input: {
                    'aria-label': t('transactionDetails.pending.selectRow', {
                      externalId: row.externalId,
                    }),
                  },
                }}
              />
            ),
          },
        ]}
        rowActions={(row) => (
          <>
            {rowAction(row, 'payoutApprove', t('transactionDetails.pending.approve'))}
            {rowAction(row, 'cancelPayout', t('transactionDetails.pending.cancelPayout'))}
          </>
        )}
      />
      {approving && (
        <BatchApproveDialog
          payouts={chosen}
          sending={batch.sending}
          onApprove={() => batch.send({ kind: 'approve', payouts: chosen })}
          onClose={() => setApproving(false)}
        />
      )}
      {declining && (
        <BatchDeclineDialog
          count={chosen.length}
          sending={batch.sending}
          onDecline={(reason) => batch.send({ kind: 'decline', payouts: chosen, reason })}
          onClose={() => setDeclining(false)}
        />
      )}
      {single && (
        <ConfirmActionDialog
          action={single.action}
          transactionRef={{ area, transaction: single.transaction }}
          onClose={() => setSingle(null)}
        />
      )}
    </Stack>
  );
}
