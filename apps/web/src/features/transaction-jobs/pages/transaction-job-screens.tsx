import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BULK_UPDATE_REQUEST_PATH, type BulkActionArea } from '../../../lib/transaction-jobs/job-areas';
import { lookupPathOf } from '../../../lib/transactions/lookup-area';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { BulkUpdateRequestPage } from '../bulk-update/bulk-update-request-page';
import { JobListPage } from '../components/job-list-page';
import { WebhookResendPage } from '../webhook-resend/webhook-resend-page';

/**
 * The route screens of the transaction jobs (src/app/routes/route-registry.tsx loads this module
 * lazily): the platform's bulk update request and history, and each area's bulk actions.
 */

const REQUEST_PERMISSION = ['Platform.Transaction.BulkUpdateRequest'];

export const PlatformBulkUpdateRequestScreen = () => <BulkUpdateRequestPage />;

export function PlatformBulkUpdateHistoryScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mayRequest = holdsAny(user.permissions, REQUEST_PERMISSION);
  return (
    <JobListPage
      area="platform"
      heading={t('transactionJobs.bulkUpdate.historyHeading')}
      canCancel={mayRequest}
      start={
        mayRequest && (
          <Button
            component={RouterLink}
            to={BULK_UPDATE_REQUEST_PATH}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('transactionJobs.bulkUpdate.newRequest')}
          </Button>
        )
      }
    />
  );
}

/** Bulk actions start from the lookup's selection; this screen lists them and their progress. */
function BulkActionsScreen({ area }: { area: BulkActionArea }) {
  const { t } = useTranslation();
  return (
    <JobListPage
      area={area}
      heading={t('transactionJobs.bulkActions.heading')}
      // The route's guard is the bulk-action permission, which is also what cancelling needs.
      canCancel
      start={
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('transactionJobs.bulkActions.hint')}
          </Typography>
          <Button component={RouterLink} to={lookupPathOf(area)} startIcon={<SearchIcon />}>
            {t('transactionJobs.bulkActions.toLookup')}
          </Button>
        </Stack>
      }
    />
  );
}

export const TenantBulkActionsScreen = () => <BulkActionsScreen area="tenant" />;
export const MerchantBulkActionsScreen = () => <BulkActionsScreen area="merchant" />;

/** The bulk webhook resends (issue 19), on the operators' and the merchant's report routes. */
export const OperatorWebhookResendScreen = () => <WebhookResendPage area="tenantWebhookResend" />;
export const MerchantWebhookResendScreen = () => <WebhookResendPage area="merchantWebhookResend" />;
