import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { OnboardingMerchantRow } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../../components/data-table/data-table';
import { formatDateTime, formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { formatRelativeTime } from '../../../../lib/format/relative-time';
import { onboardingCasePath } from '../model/review-paths';
import { OfferBadge, PrecheckStatusPill, ProcessingStatusPill } from '../parts/status-pills';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The columns of the merchants in onboarding. The whole row opens the case (the page's row click);
 * the name is the keyboard's link.
 */
export function useMerchantColumns(): Column<OnboardingMerchantRow>[] {
  const { t } = useTranslation();
  const none = t('onboardingReview.none');
  const header = (key: string) => t(`onboardingReview.list.columns.${key}`);
  return [
    {
      key: 'merchant',
      header: header('merchant'),
      sx: { minWidth: 180 },
      cell: (row) => (
        <Link
          component={RouterLink}
          to={onboardingCasePath(row.merchantId)}
          onClick={(event) => event.stopPropagation()}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {row.legalBusinessName}
        </Link>
      ),
    },
    {
      key: 'processingStatus',
      header: header('processingStatus'),
      cell: (row) => <ProcessingStatusPill value={row.processingStatus} />,
    },
    {
      key: 'precheck',
      header: header('precheck'),
      cell: (row) => <PrecheckStatusPill value={row.precheckStatus} />,
    },
    {
      key: 'submitted',
      header: header('submitted'),
      sx: NO_WRAP,
      cell: (row) => (row.submittedAt ? formatDateTime(row.submittedAt) : none),
    },
    { key: 'documents', header: header('documents'), align: 'right', cell: (row) => row.documentCount },
    {
      key: 'latestProposal',
      header: header('latestProposal'),
      cell: (row) => <OfferBadge offer={row.latestProposal} />,
    },
    {
      key: 'latestAgreement',
      header: header('latestAgreement'),
      cell: (row) => <OfferBadge offer={row.latestAgreement} />,
    },
    {
      key: 'lastActivity',
      header: header('lastActivity'),
      sx: NO_WRAP,
      cell: (row) =>
        row.updatedAt ? (
          <Tooltip title={formatDateTimeSeconds(row.updatedAt)}>
            <time dateTime={row.updatedAt}>{formatRelativeTime(row.updatedAt)}</time>
          </Tooltip>
        ) : (
          none
        ),
    },
  ];
}
