import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_PAGING, type AuditEvent, type AuditOutcome } from '@paydesk/contracts/audit/audit.schemas';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table/data-table';
import { useNotify } from '../../components/feedback/feedback-context';
import { RetryAlert } from '../../components/load-state/retry-alert';
import { TablePaging } from '../../components/table-paging/table-paging';
import { formatDateTimeSeconds } from '../../lib/format/date-format';
import { saveBlob } from '../../lib/save-blob';
import { exportAuditCsv, useAuditPage } from './api/audit-calls';
import { AuditEventDetails } from './components/audit-diff';
import { AuditFiltersBar } from './components/audit-filters-bar';
import { ChainIndicator } from './components/chain-indicator';
import {
  type AuditFilterState,
  filterOf,
  filtersFromParams,
  listQueryOf,
  paramsOf,
} from './model/audit-filters';

const OUTCOME_COLOURS: Record<AuditOutcome, 'success' | 'warning' | 'error'> = {
  success: 'success',
  denied: 'warning',
  failed: 'error',
};

/**
 * The audit trail (the side-panel route `audit`, spec §2; issue 17): the chain's state, filters in
 * the URL, the events newest first in the user's time zone, each row opening to its before/after
 * diff, and the filtered trail as CSV.
 */
export function AuditPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const state = filtersFromParams(params);
  const page = useAuditPage(listQueryOf(state));
  const update = (next: Partial<AuditFilterState>) => {
    // A new filter starts again at the first page; paging keeps the filters.
    const resetsPage = Object.keys(next).some((k) => k !== 'page' && k !== 'pageSize');
    setParams(paramsOf({ ...state, ...(resetsPage ? { page: 0 } : {}), ...next }));
  };
  const exportCsv = useMutation({
    mutationFn: () => exportAuditCsv(filterOf(state)),
    onSuccess: (csv) => {
      saveBlob(csv, 'audit-trail.csv');
      notify.success(t('audit.exported'));
    },
  });
  const rows = page.data?.data ?? [];
  const columns = useAuditColumns();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <ChainIndicator />
        <Button
          startIcon={<DownloadIcon />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
          sx={{ ml: 'auto' }}
        >
          {t('audit.exportCsv')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <AuditFiltersBar state={state} onChange={update} />
      </Paper>
      <Paper variant="outlined">
        {page.isError ? (
          <RetryAlert retryLabel={t('audit.retry')} onRetry={() => void page.refetch()}>
            {t('audit.loadFailed')}
          </RetryAlert>
        ) : (
          <>
            <DataTable
              label={t('audit.tableLabel')}
              columns={columns}
              rows={rows}
              rowKey={(event) => event.id}
              busy={page.isFetching}
              expansion={{
                toggleLabel: (event) =>
                  t('audit.toggleDetails', {
                    action: event.action,
                    time: formatDateTimeSeconds(event.occurredAt),
                  }),
                detail: (event) => <AuditEventDetails event={event} />,
              }}
              placeholder={
                (page.isSuccess && rows.length === 0 && t('audit.empty')) ||
                (page.isPending && t('audit.loading'))
              }
            />
            <TablePaging
              page={{ pageIndex: state.page, pageSize: state.pageSize }}
              count={page.data?.count ?? 0}
              pageSizes={AUDIT_PAGING.pageSizes}
              onChange={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}

function useAuditColumns(): Column<AuditEvent>[] {
  const { t } = useTranslation();
  const header = (key: string) => t(`audit.columns.${key}`);
  return [
    { key: 'occurredAt', header: header('occurredAt'), cell: (e) => formatDateTimeSeconds(e.occurredAt) },
    {
      key: 'actor',
      header: header('actor'),
      cell: (e) => (
        <>
          {e.actor.name}
          {e.actor.email && e.actor.email !== e.actor.name && (
            <Typography variant="body2" color="text.secondary">
              {e.actor.email}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'action', header: header('action'), cell: (e) => e.action },
    {
      key: 'resource',
      header: header('resource'),
      cell: (e) => (
        <>
          {e.resourceType}
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {e.resourceId}
          </Typography>
        </>
      ),
    },
    {
      key: 'outcome',
      header: header('outcome'),
      cell: (e) => (
        <Chip size="small" color={OUTCOME_COLOURS[e.outcome]} label={t(`audit.outcome.${e.outcome}`)} />
      ),
    },
    { key: 'seq', header: header('seq'), align: 'right', cell: (e) => e.seq },
  ];
}
