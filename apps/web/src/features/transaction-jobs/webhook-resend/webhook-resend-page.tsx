import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import {
  WEBHOOK_REPORT_PAGING,
  WEBHOOK_RESEND_LIMITS,
  type WebhookDeliveryRow,
  type WebhookResendRequest,
} from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NoData } from '../../../components/load-state/no-data';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { WebhookDeliveriesTable } from '../../../components/webhooks/webhook-deliveries-table';
import { WebhookFilterBar } from '../../../components/webhooks/webhook-filter-bar';
import { formatDateTime } from '../../../lib/format/date-format';
import { useRowSelection } from '../../../lib/hooks/use-row-selection';
import { type WebhookResendArea, webhookResendPermissionsOf } from '../../../lib/transaction-jobs/job-areas';
import { useWebhookFilters } from '../../../lib/webhooks/use-webhook-filters';
import { useWebhookCall, webhookListCallsOf } from '../../../lib/webhooks/webhook-calls';
import { webhookFilterOf } from '../../../lib/webhooks/webhook-filters';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { JobView } from '../components/job-view';
import { useLimitedSelection } from './limited-selection';
import { RecentResends } from './recent-resends';
import { ResendBar } from './resend-bar';
import { ResendDialog } from './resend-dialog';
import { ResendProgress } from './resend-progress';

/**
 * The bulk webhook resend (`crm/reports/resend-webhooks`, `reports/resend-webhooks`; issue 19): the
 * webhook report's filters and deliveries, from which a user holding the resend permission resends
 * the chosen deliveries (at most WEBHOOK_RESEND_LIMITS.selection) or every delivery the filters
 * match. The resend is a transaction job: its progress shows here once queued, the recent resends
 * are listed below, and `?jobId=` opens one with its events, as the other job screens do.
 */
export function WebhookResendPage({ area }: { readonly area: WebhookResendArea }) {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const mayResend = holdsAny(user.permissions, webhookResendPermissionsOf(area));
  const jobId = params.get('jobId');
  if (jobId) return <JobView key={jobId} area={area} jobId={jobId} canCancel={mayResend} />;
  return <ResendWorkbench area={area} mayResend={mayResend} />;
}

function ResendWorkbench({ area, mayResend }: { area: WebhookResendArea; mayResend: boolean }) {
  const { t } = useTranslation();
  const audience = area === 'merchantWebhookResend' ? 'merchant' : 'operator';
  const tenant = useCurrentUser().userType === 'Platform' && audience === 'operator';
  const { state, query, zone, update } = useWebhookFilters(audience, { tenant });
  const page = useWebhookCall(webhookListCallsOf(audience).deliveries, query);
  const rows = page.data?.data ?? [];
  const matching = page.data?.count ?? 0;
  const rawSelection = useRowSelection();
  const selection = useLimitedSelection(rawSelection, WEBHOOK_RESEND_LIMITS.selection);
  const [asking, setAsking] = useState<{ request: WebhookResendRequest; count: number } | null>(null);
  const [startedJob, setStartedJob] = useState<string | null>(null);
  const label = t('reports.webhooks.resend.table');

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
          {t('reports.webhooks.resend.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('reports.webhooks.resend.description')}
        </Typography>
      </Stack>
      {!mayResend && <Alert severity="info">{t('reports.webhooks.resend.noPermission')}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <WebhookFilterBar audience={audience} state={state} tenant={tenant} onChange={update} />
      </Paper>
      {startedJob && <ResendProgress key={startedJob} area={area} jobId={startedJob} />}
      {page.isError && page.data === undefined ? (
        <RetryAlert retryLabel={t('reports.retry')} onRetry={() => void page.refetch()}>
          {t('reports.loadFailed')}
        </RetryAlert>
      ) : (
        <Paper variant="outlined" component="section" aria-label={label} sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
            {label}
          </Typography>
          {mayResend && (
            <ResendBar
              selected={selection.count}
              matching={matching}
              onClear={selection.clear}
              onResendSelected={() =>
                setAsking({ request: { deliveryIds: [...selection.ids] }, count: selection.count })
              }
              onResendAll={() =>
                setAsking({ request: { filter: webhookFilterOf(state, zone) }, count: matching })
              }
            />
          )}
          <WebhookDeliveriesTable
            audience={audience}
            label={label}
            rows={rows}
            busy={page.isFetching}
            placeholder={(page.isPending && t('reports.loading')) || (rows.length === 0 && <NoData />)}
            selection={
              mayResend
                ? {
                    model: selection,
                    checkboxLabel: (row: WebhookDeliveryRow) =>
                      t('reports.webhooks.resend.selectRow', {
                        eventType: row.eventType,
                        created: formatDateTime(row.createdAt),
                      }),
                    pageCheckboxLabel: t('reports.webhooks.resend.selectPage'),
                  }
                : undefined
            }
          />
          <TablePaging
            page={{ pageIndex: state.page, pageSize: state.pageSize }}
            count={matching}
            pageSizes={WEBHOOK_REPORT_PAGING.pageSizes}
            onChange={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
          />
        </Paper>
      )}
      {/* The resends' calls take the resend permission, as starting one does. */}
      {mayResend && <RecentResends area={area} />}
      {asking && (
        <ResendDialog
          area={area}
          request={asking.request}
          count={asking.count}
          onClose={() => setAsking(null)}
          onStarted={(job) => {
            setAsking(null);
            setStartedJob(job.id);
            if (asking.request.deliveryIds) selection.clear();
          }}
        />
      )}
    </Stack>
  );
}
