import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagedTable } from '../../../../components/data-table/paged-table';
import { useOnboardingMerchants } from '../../api/tenant-onboarding-queries';
import { type ListPage, listPageOf, listPageSearch, PAGE_SIZES } from '../model/list-page-params';
import { onboardingCasePath } from '../model/review-paths';
import { useMerchantColumns } from './merchant-columns';

/** crm/onboarding: the merchants in onboarding, a page at a time (the page lives in the address). */
export function OnboardingMerchantsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = listPageOf(search);
  const list = useOnboardingMerchants(page);
  const columns = useMerchantColumns();
  const navigate = useNavigate();
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
        <PagedTable
          label={t('onboardingReview.list.tableLabel')}
          columns={columns}
          rowKey={(row) => row.merchantId}
          noWrapHeaders
          onRowClick={(row) => void navigate(onboardingCasePath(row.merchantId))}
          query={list}
          page={{ ...page, pageIndex: Math.min(page.pageIndex, lastPage) }}
          pageSizes={PAGE_SIZES}
          onPageChange={go}
          loadingLabel={t('onboardingReview.loading')}
          loadFailed={t('onboardingReview.list.loadFailed')}
          retryLabel={t('onboardingReview.retry')}
          emptyText={t('onboardingReview.list.empty')}
        />
      </Paper>
    </Stack>
  );
}
