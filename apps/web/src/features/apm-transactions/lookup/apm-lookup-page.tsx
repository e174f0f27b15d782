import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APM_TYPES, type ApmType } from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import {
  TRANSACTION_PAGING,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { CreatedRangeFilter } from '../../../components/transaction-lookup/created-range-filter';
import { LookupTable } from '../../../components/transaction-lookup/lookup-table';
import { MultiFilter } from '../../../components/transaction-lookup/multi-filter';
import { lookupContext } from '../../../lib/transactions/lookup-context';
import { useApmCsvExport, useApmTransactionPage } from '../api/apm-queries';
import { DEFAULT_APM_FILTERS, hasApmFilters } from '../model/apm-lookup-params';
import { APM_COLUMNS, APM_EXTRA_COLUMNS } from './apm-columns';
import { ApmSearch } from './apm-search';
import { useApmLookupState } from './use-apm-lookup-state';

/**
 * The APM transaction lookup (transaction-management/transaction-lookup-apm): filters, search and
 * page in the URL, spec §9 paging (5–100, default 20) and default filters (systemMode, today, the
 * local offset), and the CSV export of everything the filter matches.
 */
export function ApmLookupPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { state, update } = useApmLookupState();
  const page = useApmTransactionPage(state);
  const exporting = useApmCsvExport();
  const { startOfToday } = lookupContext();
  const data = page.data;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1">
            {t('apmTransactions.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('apmTransactions.intro')}
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          loading={exporting.isPending}
          disabled={exporting.isPending}
          onClick={() =>
            exporting.mutate(state, { onError: () => notify.error(t('apmTransactions.export.failed')) })
          }
        >
          {t('apmTransactions.export.button')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <ApmSearch
          param={state.searchParam}
          value={state.searchKey}
          onSearch={({ searchParam, searchKey }) => update({ searchParam, searchKey })}
        />
        <CreatedRangeFilter
          startDate={state.startDate}
          endDate={state.endDate}
          startOfToday={startOfToday}
          onChange={update}
        />
        <MultiFilter
          name="apmType"
          label={t('apmTransactions.filters.apmType')}
          value={state.apmType}
          options={APM_TYPES.map((v) => ({ value: v, label: t(`apmTransactions.apmTypes.${v}`) }))}
          onChange={(values) => update({ apmType: values as ApmType[] })}
        />
        <MultiFilter
          name="status"
          label={t('apmTransactions.filters.status')}
          value={state.status}
          options={TRANSACTION_STATUSES.map((v) => ({ value: v, label: t(`transactions.statuses.${v}`) }))}
          onChange={(values) => update({ status: values as TransactionStatus[] })}
        />
      </Stack>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        {page.isFetching && <LinearProgress aria-label={t('apmTransactions.loading')} />}
        {page.isError && (
          <RetryAlert
            sx={{ m: 2 }}
            retryLabel={t('apmTransactions.retry')}
            onRetry={() => void page.refetch()}
          >
            {t('apmTransactions.loadFailed')}
          </RetryAlert>
        )}
        {data && data.data.length === 0 && !page.isError && (
          <Stack spacing={1} sx={{ p: 3, alignItems: 'flex-start' }}>
            <Typography>{t('apmTransactions.empty')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('apmTransactions.emptyHint')}
            </Typography>
            {hasApmFilters(state) && (
              <Button onClick={() => update(DEFAULT_APM_FILTERS)}>{t('apmTransactions.clearFilters')}</Button>
            )}
          </Stack>
        )}
        {data && data.data.length > 0 && (
          <>
            {/* The operators' (tenant) details route: the same transaction, its events, logs, actions. */}
            <LookupTable
              area="tenant"
              columns={APM_COLUMNS}
              extraColumns={APM_EXTRA_COLUMNS}
              rows={data.data}
              label={t('apmTransactions.tableLabel')}
            />
            <TablePaging
              page={state}
              count={data.count}
              countIsCapped={data.countIsCapped}
              pageSizes={TRANSACTION_PAGING.pageSizes}
              onChange={update}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}
