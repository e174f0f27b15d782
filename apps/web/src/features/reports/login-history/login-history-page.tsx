import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginHistory } from '@paydesk/contracts/audit/audit.endpoints';
import { AUDIT_PAGING, type LoginEvent, SIGN_IN_EVENTS } from '@paydesk/contracts/audit/audit.schemas';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { DayRangeFields } from '../../../components/forms/day-filter/day-filter-field';
import { FilterBar } from '../../../components/forms/filter-bar/filter-bar';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { callEndpoint } from '../../../lib/api/api-client';
import { configuredTimeZone } from '../../../lib/dates/time-zones';
import { csvText } from '../../../lib/format/csv';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useReport } from '../api/report-calls';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFrame } from '../components/report-frame';
import { useReportExport } from '../model/use-report-export';
import {
  type LoginHistoryState,
  loginHistoryFromParams,
  loginHistoryParams,
  loginHistoryQueryOf,
} from './login-history-filters';

/** Each event as the spec §4 status it is coloured like. */
const STATUS_OF = { signIn: 'Successful', signInFailed: 'Failed', locked: 'Locked' } as const;

/**
 * The login history (`crm/reports/login-history`; docs/reports.md): the sign-ins of the users the
 * operator may see, those refused and the locks, newest first, with where from and why; filters in
 * the URL, and a CSV of every row they match.
 */
export function LoginHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const zone = configuredTimeZone();
  const state = useMemo(() => loginHistoryFromParams(params, zone), [params, zone]);
  const update = (patch: Partial<LoginHistoryState>) => {
    const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
    setParams(loginHistoryParams({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }, zone));
  };
  const query = loginHistoryQueryOf(state, zone);
  const page = useReport(loginHistory, query);
  const rows = page.data?.data ?? [];
  const [user, setUser] = useState(state.user);
  useEffect(() => setUser(state.user), [state.user]);
  const eventLabel = (event: LoginEvent['event']) => t(`reports.loginHistory.events.${event}`);

  const exportCsv = useReportExport(`${t('reports.loginHistory.file')}.csv`, async () => {
    const all: LoginEvent[] = [];
    for (let pageIndex = 0; ; pageIndex += 1) {
      const next = await callEndpoint(loginHistory, { query: { ...query, pageIndex, pageSize: 100 } });
      all.push(...next.data);
      if (next.data.length === 0 || all.length >= next.count) break;
    }
    const c = (key: string) => t(`reports.loginHistory.columns.${key}`);
    return csvText([
      [
        c('occurredAtUtc'),
        c('email'),
        c('name'),
        c('userType'),
        c('event'),
        c('reason'),
        c('ip'),
        c('userAgent'),
      ],
      ...all.map((row) => [
        row.occurredAt,
        row.email,
        row.name ?? '',
        row.userType,
        eventLabel(row.event),
        row.reason ?? '',
        row.ip ?? '',
        row.userAgent ?? '',
      ]),
    ]);
  });

  const columns: Column<LoginEvent>[] = [
    {
      key: 'occurredAt',
      header: t('reports.loginHistory.columns.occurredAt'),
      cell: (row) => formatDateTimeSeconds(row.occurredAt),
    },
    {
      key: 'user',
      header: t('reports.loginHistory.columns.user'),
      cell: (row) => (
        <>
          {row.name ?? row.email}
          {row.name && (
            <Typography variant="body2" color="text.secondary">
              {row.email}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'event',
      header: t('reports.loginHistory.columns.event'),
      cell: (row) => <StatusPill value={STATUS_OF[row.event]} label={eventLabel(row.event)} />,
    },
    { key: 'reason', header: t('reports.loginHistory.columns.reason'), cell: (row) => row.reason ?? '' },
    { key: 'ip', header: t('reports.loginHistory.columns.ip'), cell: (row) => row.ip ?? '' },
    {
      key: 'userAgent',
      header: t('reports.loginHistory.columns.userAgent'),
      cell: (row) => row.userAgent ?? '',
      sx: { maxWidth: 280, overflowWrap: 'anywhere' },
    },
  ];

  return (
    <ReportFrame
      title={t('reports.loginHistory.heading')}
      description={t('reports.loginHistory.description')}
      updatedAt={null}
      filters={
        <FilterBar label={t('reports.filters.label')} onSubmit={() => update({ user })}>
          <DayRangeFields
            labels={{ from: t('reports.filters.from'), to: t('reports.filters.to') }}
            from={state.from}
            to={state.to}
            onChange={update}
          />
          <TextField
            size="small"
            name="user"
            label={t('reports.loginHistory.filters.user')}
            helperText={t('reports.loginHistory.filters.userHint')}
            value={user}
            onChange={(e) => setUser(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 254 } }}
            sx={{ minWidth: 220 }}
          />
          <TextField
            size="small"
            select
            label={t('reports.loginHistory.filters.event')}
            value={state.event}
            onChange={(e) => update({ user, event: e.target.value as LoginHistoryState['event'] })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('reports.loginHistory.filters.anyEvent')}</MenuItem>
            {SIGN_IN_EVENTS.map((event) => (
              <MenuItem key={event} value={event}>
                {eventLabel(event)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained">
            {t('reports.loginHistory.filters.apply')}
          </Button>
        </FilterBar>
      }
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={page.isError && page.data === undefined}
      onRetry={() => void page.refetch()}
    >
      <PagedReportTable
        title={t('reports.loginHistory.table')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        query={page}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={page.data?.count ?? 0}
        pageSizes={AUDIT_PAGING.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
    </ReportFrame>
  );
}
