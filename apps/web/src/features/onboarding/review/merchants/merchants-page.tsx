import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../../components/load-state/retry-alert';
import { TablePaging } from '../../../../components/table-paging/table-paging';
import { useOnboardingMerchants } from '../../api/tenant-onboarding-queries';
import { type ListPage, listPageOf, listPageSearch, PAGE_SIZES } from '../model/list-page-params';
import { MerchantRow } from './merchant-row';

const COLUMNS = [
  'merchant',
  'processingStatus',
  'precheck',
  'submitted',
  'documents',
  'latestProposal',
  'latestAgreement',
  'lastActivity',
] as const;

/** crm/onboarding: the merchants in onboarding, a page at a time (the page lives in the address). */
export function OnboardingMerchantsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = listPageOf(search);
  const list = useOnboardingMerchants(page);
  const go = (next: ListPage) => setSearch(listPageSearch(next));
  const count = list.data?.count ?? 0;
  const pastTheEnd = count > 0 && list.data?.data.length === 0 && page.pageIndex > 0;
  const lastPage = Math.max(0, Math.ceil(count / page.pageSize) - 1);

  // A page beyond the end (the list shrank since the link was made): show the last one instead.
  useEffect(() => {
    if (pastTheEnd)
      setSearch(listPageSearch({ pageIndex: lastPage, pageSize: page.pageSize }), { replace: true });
  }, [pastTheEnd, lastPage, page.pageSize, setSearch]);

  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          {t('onboardingReview.list.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('onboardingReview.list.intro')}
        </Typography>
      </Stack>
      {/* minWidth 0: the table scrolls inside its own box, never the page (a 390 px phone). */}
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        {list.isFetching && <LinearProgress aria-label={t('onboardingReview.loading')} />}
        {list.isError && (
          <RetryAlert
            sx={{ m: 2 }}
            retryLabel={t('onboardingReview.retry')}
            onRetry={() => void list.refetch()}
          >
            {t('onboardingReview.list.loadFailed')}
          </RetryAlert>
        )}
        {list.data && list.data.count === 0 && (
          <Typography sx={{ p: 3 }}>{t('onboardingReview.list.empty')}</Typography>
        )}
        {list.data && list.data.count > 0 && (
          <>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('onboardingReview.list.tableLabel')}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((key) => (
                      <TableCell
                        key={key}
                        align={key === 'documents' ? 'right' : 'left'}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t(`onboardingReview.list.columns.${key}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.data.map((row) => (
                    <MerchantRow key={row.merchantId} row={row} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePaging
              page={{ ...page, pageIndex: Math.min(page.pageIndex, lastPage) }}
              count={list.data.count}
              pageSizes={PAGE_SIZES}
              onChange={go}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}
