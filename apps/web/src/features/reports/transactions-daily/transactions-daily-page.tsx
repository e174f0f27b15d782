import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { downloadCrmReportFile, downloadReportFile } from '@paydesk/contracts/files/files.endpoints';
import type { EndpointQuery } from '@paydesk/contracts/http/endpoint';
import type { ChartData } from '@paydesk/contracts/reports/report.schemas';
import { crmCharts, merchantCharts } from '@paydesk/contracts/reports/report-charts.endpoints';
import { transactionsDailyCalls } from '@paydesk/contracts/reports/transactions-daily.endpoints';
import {
  type DailyReportFile,
  TRANSACTIONS_DAILY,
} from '@paydesk/contracts/reports/transactions-daily.schemas';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/data-table';
import { useNotify } from '../../../components/feedback/feedback-context';
import { callEndpoint } from '../../../lib/api/api-client';
import { csvText } from '../../../lib/format/csv';
import { formatDateTime } from '../../../lib/format/date-format';
import { formatDataSize } from '../../../lib/format/number-format';
import { errorMessageOf } from '../../../lib/http/error-message';
import { saveBlob } from '../../../lib/save-blob';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useReport } from '../api/report-calls';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportChart } from '../components/report-chart';
import { ReportFiltersBar } from '../components/report-filters-bar';
import { ReportFrame } from '../components/report-frame';
import type { ReportAudience } from '../model/report-audience';
import type { ReportFilterState, ReportQuery } from '../model/report-filters';
import { useReportExport } from '../model/use-report-export';
import { useReportFilters } from '../model/use-report-filters';

/**
 * The transactions daily report (issue 19; docs/transactions-daily.md): the CSV files the nightly
 * job wrote, one per merchant, mode and UTC day, listed for the days of the filters and downloaded
 * by name through the file service. The current version draws the period's days as a chart above
 * the files and downloads through `/fs/transaction-daily-report-csv/file/{name}`; v1 lists the
 * files alone and downloads through `api/crm/files/?fileName=`, the older call.
 */

export type TransactionsDailyVersion = 'current' | 'v1';

interface Props {
  readonly audience: ReportAudience;
  readonly version: TransactionsDailyVersion;
}

/** The lists' query of the screen's filters: its days, merchants (operators) and tenant. */
function filesQueryOf(
  state: ReportFilterState,
  audience: ReportAudience,
): EndpointQuery<typeof transactionsDailyCalls.operatorFiles> {
  return {
    from: state.from,
    to: state.to,
    ...(audience === 'operator' && state.customer.length > 0 ? { customer: [...state.customer] } : {}),
    ...(state.tenantId ? { tenantId: state.tenantId } : {}),
    pageIndex: state.page,
    pageSize: state.pageSize,
  };
}

/** A file's bytes by its name, through the version's call. */
function fetchDailyFile(version: TransactionsDailyVersion, fileName: string): Promise<Blob> {
  return (
    version === 'v1'
      ? callEndpoint(downloadCrmReportFile, { query: { fileName } })
      : callEndpoint(downloadReportFile, { params: { name: fileName } })
  ) as Promise<Blob>;
}

export function TransactionsDailyPage({ audience, version }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useCurrentUser();
  const { state, query, update } = useReportFilters();
  const operator = audience === 'operator';
  const filesCall = operator ? transactionsDailyCalls.operatorFiles : transactionsDailyCalls.merchantFiles;
  const filesQuery = filesQueryOf(state, audience);
  const files = useReport(filesCall, filesQuery);
  const showChart = version === 'current';
  const withheld = files.data?.withheld === true;
  const rows = files.data?.data ?? [];
  const c = (key: string) => t(`transactionsDaily.columns.${key}`);

  const download = useMutation({
    mutationFn: async (file: DailyReportFile) => ({
      file,
      blob: await fetchDailyFile(version, file.fileName),
    }),
    onSuccess: ({ file, blob }) => saveBlob(blob, file.fileName),
    onError: async (error: unknown) => notify.error(await errorMessageOf(error)),
  });

  // The CSV is the list of files the filters show, every page of it.
  const exportCsv = useReportExport(`${t('transactionsDaily.file')}.csv`, async () => {
    const all: DailyReportFile[] = [];
    for (let pageIndex = 0; ; pageIndex += 1) {
      const page = await callEndpoint(filesCall, { query: { ...filesQuery, pageIndex, pageSize: 100 } });
      all.push(...page.data);
      if (page.data.length === 0 || all.length >= page.count) break;
    }
    return csvText([
      [c('day'), ...(operator ? [c('merchant')] : []), c('mode'), c('transactions'), c('size'), 'fileName'],
      ...all.map((file) => [
        file.day,
        ...(operator ? [file.merchantName] : []),
        file.mode,
        file.transactions,
        file.size,
        file.fileName,
      ]),
    ]);
  });

  const columns: Column<DailyReportFile>[] = [
    { key: 'day', header: c('day'), cell: (file) => file.day },
    ...(operator
      ? [{ key: 'merchant', header: c('merchant'), cell: (file: DailyReportFile) => file.merchantName }]
      : []),
    { key: 'mode', header: c('mode'), cell: (file) => file.mode },
    { key: 'transactions', header: c('transactions'), align: 'right', cell: (file) => file.transactions },
    { key: 'size', header: c('size'), align: 'right', cell: (file) => formatDataSize(file.size) },
    { key: 'createdAt', header: c('createdAt'), cell: (file) => formatDateTime(file.createdAt) },
    {
      key: 'download',
      header: c('download'),
      cell: (file) => (
        <Button
          size="small"
          aria-label={t('transactionsDaily.downloadLabel', { name: file.fileName })}
          loading={download.isPending && download.variables?.fileName === file.fileName}
          onClick={() => download.mutate(file)}
        >
          {t('transactionsDaily.download')}
        </Button>
      ),
    },
  ];

  const textKey = (key: 'heading' | 'description') => {
    if (key === 'heading') return version === 'v1' ? 'headingV1' : 'heading';
    const base = operator ? 'description' : 'merchantDescription';
    return version === 'v1' ? `${base}V1` : base;
  };

  return (
    <ReportFrame
      title={t(`transactionsDaily.${textKey('heading')}`)}
      description={t(`transactionsDaily.${textKey('description')}`)}
      updatedAt={null}
      filters={
        <ReportFiltersBar
          audience={audience}
          state={state}
          lists={['customer']}
          tenant={user.userType === 'Platform'}
          onChange={update}
        />
      }
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={files.isError && files.data === undefined}
      onRetry={() => void files.refetch()}
    >
      {showChart && <DailyChart audience={audience} query={query} />}
      {withheld && <Alert severity="info">{t('transactionsDaily.limited')}</Alert>}
      <PagedReportTable
        title={t('transactionsDaily.files')}
        columns={columns}
        rows={rows}
        rowKey={(file) => file.fileName}
        query={files}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={files.data?.count ?? 0}
        pageSizes={TRANSACTIONS_DAILY.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
      {!files.isPending && rows.length === 0 && !withheld && (
        <Alert severity="info">{t('transactionsDaily.noFiles')}</Alert>
      )}
    </ReportFrame>
  );
}

/** The period's transactions per day (the per-day chart call), above the current version's files. */
function DailyChart({ audience, query }: { readonly audience: ReportAudience; readonly query: ReportQuery }) {
  const { t } = useTranslation();
  const chart = useReport(audience === 'operator' ? crmCharts.byDay : merchantCharts.byDay, query);
  const data = chart.data as ChartData | undefined;
  return (
    <ReportChart
      title={t('transactionsDaily.chart')}
      rows={data?.data ?? []}
      kind="BarChart"
      measure="count"
      categoryName={t('transactionsDaily.day')}
      measureName={t('reports.columns.count')}
      loading={chart.isPending}
    />
  );
}
