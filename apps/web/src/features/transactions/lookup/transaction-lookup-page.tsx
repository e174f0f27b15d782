import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import { searchesAllDates } from '@paydesk/contracts/transactions/exact-id-search';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { LookupTable } from '../../../components/transaction-lookup/lookup-table';
import { useRowSelection } from '../../../lib/hooks/use-row-selection';
import { bulkActionPermissionOf } from '../../../lib/transaction-jobs/job-areas';
import { columnsPathOf, type LookupArea } from '../../../lib/transactions/lookup-area';
import { lookupContext } from '../../../lib/transactions/lookup-context';
import { DEFAULT_FILTERS, hasFilters, writeLookupState } from '../../../lib/transactions/lookup-params';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useLookupColumns } from '../api/lookup-columns';
import { useTransactionPage } from '../api/lookup-list';
import { SavedFiltersBar } from '../saved-filters/saved-filters-bar';
import { LookupFilters } from './lookup-filters';
import { useLookupJobSlots } from './lookup-job-slots';
import { useLookupState } from './use-lookup-state';

const COLUMN_PERMISSIONS = [
  'CRM.Transaction.LookupColumns',
  'Platform.Transaction.LookupColumns',
  'Merchant.Transaction.LookupColumns',
];

/**
 * The transaction lookup of spec §2 (merchant, tenant and platform areas): filters, sort and page in
 * the URL, the user's columns, saved filters and the CSV export (a job with its progress). Every
 * call carries the spec §9 default filters (systemMode, start date today, the local time-zone
 * offset). Merchants and tenant staff with the bulk-action permission select rows for a bulk action.
 */
export function TransactionLookupPage({ area }: { area: LookupArea }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [, setParams] = useSearchParams();
  const { state, update } = useLookupState(area);
  const page = useTransactionPage(area, state);
  const { columns } = useLookupColumns();
  const { startOfToday } = lookupContext();
  const data = page.data;
  const selection = useRowSelection();
  const { ExportButton, BulkActionBar } = useLookupJobSlots();
  const bulkPermission = bulkActionPermissionOf(area);
  const canBulk = bulkPermission !== null && holdsAny(user.permissions, [bulkPermission]);
  // A page past the last one (an old link, or fewer matches since): the count says there are
  // matches, so "no transactions match" would be wrong. The paging control stays away (MUI's
  // refuses a page out of its range); a button goes back to the first page.
  const pastLastPage = data !== undefined && data.data.length === 0 && data.count > 0;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('transactions.lookup.heading')}
        </Typography>
        {holdsAny(user.permissions, COLUMN_PERMISSIONS) && (
          <Button component={RouterLink} to={columnsPathOf(area)} startIcon={<ViewColumnIcon />}>
            {t('transactions.lookup.columnsLink')}
          </Button>
        )}
        {ExportButton && <ExportButton area={area} state={state} />}
      </Stack>
      <SavedFiltersBar area={area} state={state} replace={(next) => setParams(writeLookupState(next))} />
      <LookupFilters area={area} state={state} startOfToday={startOfToday} update={update} />
      {/* minWidth 0: the table scrolls inside its own box, never the page (390 px phones). */}
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        {page.isFetching && <LinearProgress aria-label={t('transactions.lookup.loading')} />}
        {page.isError && (
          <RetryAlert
            sx={{ m: 2 }}
            retryLabel={t('transactions.lookup.retry')}
            onRetry={() => void page.refetch()}
          >
            {t('transactions.lookup.loadFailed')}
          </RetryAlert>
        )}
        {pastLastPage && !page.isError && (
          <Stack spacing={1} sx={{ p: 3, alignItems: 'flex-start' }}>
            <Typography>{t('transactions.lookup.pastLastPage')}</Typography>
            <Button onClick={() => update({ pageIndex: 0 })}>{t('transactions.lookup.firstPage')}</Button>
          </Stack>
        )}
        {data && data.data.length === 0 && !pastLastPage && !page.isError && (
          <Stack spacing={1} sx={{ p: 3, alignItems: 'flex-start' }}>
            <Typography>{t('transactions.lookup.empty')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {/* An id is looked for on every date: widening them would find nothing more. */}
              {searchesAllDates(state, state.searchKey)
                ? t('transactions.lookup.emptyIdHint')
                : t('transactions.lookup.emptyHint')}
            </Typography>
            {hasFilters(state) && (
              <Button onClick={() => update(DEFAULT_FILTERS)}>{t('transactions.lookup.clearFilters')}</Button>
            )}
          </Stack>
        )}
        {canBulk && area !== 'platform' && BulkActionBar && (
          <BulkActionBar area={area} selection={selection} />
        )}
        {data && data.data.length > 0 && (
          <>
            <LookupTable
              area={area}
              columns={columns}
              rows={data.data}
              sort={{ order: state, onChange: update }}
              selection={canBulk ? selection : undefined}
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
