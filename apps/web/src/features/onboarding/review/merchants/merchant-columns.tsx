import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { OnboardingMerchantRow } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDateTime, formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { formatRelativeTime } from '../../../../lib/format/relative-time';
import { onboardingCasePath } from '../model/review-paths';
import { OfferBadge, PrecheckStatusPill, ProcessingStatusPill } from '../parts/status-pills';

/** One merchant in onboarding; the whole row opens its case, the name is the keyboard's link. */
export function MerchantRow({ row }: { row: OnboardingMerchantRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = onboardingCasePath(row.merchantId);
  const none = t('onboardingReview.none');
  return (
    <TableRow hover onClick={() => void navigate(path)} sx={{ cursor: 'pointer' }}>
      <TableCell sx={{ minWidth: 180 }}>
        <Link
          component={RouterLink}
          to={path}
          onClick={(event) => event.stopPropagation()}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {row.legalBusinessName}
        </Link>
      </TableCell>
      <TableCell>
        <ProcessingStatusPill value={row.processingStatus} />
      </TableCell>
      <TableCell>
        <PrecheckStatusPill value={row.precheckStatus} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {row.submittedAt ? formatDateTime(row.submittedAt) : none}
      </TableCell>
      <TableCell align="right">{row.documentCount}</TableCell>
      <TableCell>
        <OfferBadge offer={row.latestProposal} />
      </TableCell>
      <TableCell>
        <OfferBadge offer={row.latestAgreement} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {row.updatedAt ? (
          <Tooltip title={formatDateTimeSeconds(row.updatedAt)}>
            <time dateTime={row.updatedAt}>{formatRelativeTime(row.updatedAt)}</time>
          </Tooltip>
        ) : (
          none
        )}
      </TableCell>
    </TableRow>
  );
}
