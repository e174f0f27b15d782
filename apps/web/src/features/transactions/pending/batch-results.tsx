import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { processorReason } from '../actions/action-text';
import type { BatchRow } from './use-payout-batch';

/**
 * Per-payout answers of the last batch: a Done payout by the status it ended in (an approval the
 * processor declined is Declined, not "Done", with the processor's reason when the server gives
 * it), Refused (with why) or Not found.
 */
export function BatchResults({ rows, onClear }: { rows: readonly BatchRow[]; onClear: () => void }) {
  const { t } = useTranslation();
  const outcome = (row: BatchRow) => t(`transactionDetails.pending.outcomes.${row.outcome}`);
  const pill = (row: BatchRow) => {
    if (row.outcome === 'Done' && row.status) {
      const status = t(`transactions.statuses.${row.status}`);
      const answered = row.responseCode !== null || row.responseMessage !== null;
      const reason = row.status !== 'Successful' && answered ? processorReason(t, row) : null;
      return {
        value: row.status,
        label: reason
          ? t('transactionDetails.pending.outcomeWithMessage', { outcome: status, message: reason })
          : status,
      };
    }
    const label =
      row.message && row.outcome !== 'Done'
        ? t('transactionDetails.pending.outcomeWithMessage', { outcome: outcome(row), message: row.message })
        : outcome(row);
    const value =
      row.outcome === 'Done' ? 'Successful' : row.outcome === 'Refused' ? 'Declined' : 'Not Found';
    return { value, label };
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={t('transactionDetails.pending.resultsHeading')}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('transactionDetails.pending.resultsHeading')}
        </Typography>
        <Button size="small" sx={{ ml: 'auto' }} onClick={onClear}>
          {t('transactionDetails.pending.resultsClose')}
        </Button>
      </Stack>
      <DataTable
        label={t('transactionDetails.pending.resultsHeading')}
        rows={rows}
        rowKey={(row) => row.transactionId}
        columns={[
          {
            key: 'externalId',
            header: t('transactionDetails.columns.externalId'),
            cell: (row) => row.externalId,
          },
          {
            key: 'outcome',
            header: t('transactionDetails.columns.status'),
            cell: (row) => <StatusPill {...pill(row)} />,
          },
        ]}
      />
    </Paper>
  );
}
