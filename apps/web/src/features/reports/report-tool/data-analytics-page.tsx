import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportToolCalls } from '@paydesk/contracts/reports/report-tool.endpoints';
import type { DataAnalyticsRow } from '@paydesk/contracts/reports/report-tool.schemas';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/data-table';
import { csvText } from '../../../lib/format/csv';
import { formatAmount, formatDecimal } from '../../../lib/format/number-format';
import { useMoney } from '../../../lib/transactions/use-money';
import { useReport } from '../api/report-calls';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFiltersBar } from '../components/report-filters-bar';
import { ReportFrame } from '../components/report-frame';
import { useLocalPage } from '../components/report-rows-table';
import type { ReportAudience } from '../model/report-audience';
import { LIST_FILTERS, REPORT_TABLE_PAGING } from '../model/report-filters';
import { oldestUpdate, useReportExport } from '../model/use-report-export';
import { useReportFilters } from '../model/use-report-filters';
import { useReportTool } from './use-report-tool';

/**
 * The data analytics report (`crm/reports/data-analytics`, `reports/data-analytics`; issue 19,
 * docs/report-tool.md): the period's payments per day, provider, method and currency under the
 * reports' filters, their CSV, and the report tool, a pop-up that groups, filters and charts them.
 */

const FILTERS = LIST_FILTERS.filter((filter) => filter !== 'transactionStatus');

const successRate = (row: DataAnalyticsRow) =>
  `${formatDecimal(row.count === 0 ? 0 : (row.successCount / row.count) * 100)} %`;

export function DataAnalyticsPage({ audience }: { readonly audience: ReportAudience }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { state, query, update } = useReportFilters();
  const call = audience === 'operator' ? reportToolCalls.operatorData : reportToolCalls.merchantData;
  const report = useReport(call, query);
  const rows = report.data?.rows ?? [];
  const page = useLocalPage(rows);
  const l = (key: string, values: Record<string, unknown> = {}) => t(`reportTool.page.${key}`, values);
  const tool = useReportTool({ title: l('heading'), data: report.data });
  const header = {
    day: t('reportTool.window.dimensions.day'),
    serviceProvider: t('reportTool.window.dimensions.serviceProvider'),
    paymentMethod: t('reportTool.window.dimensions.paymentMethod'),
    currency: t('reportTool.window.dimensions.currency'),
    count: t('reports.columns.count'),
    successRate: t('reports.columns.successRate'),
    amount: t('reports.columns.amount'),
    volume: t('reports.columns.volume'),
  };
  const columns: Column<DataAnalyticsRow>[] = [
    { key: 'day', header: header.day, cell: (row) => row.day },
    { key: 'serviceProvider', header: header.serviceProvider, cell: (row) => row.serviceProvider },
    { key: 'paymentMethod', header: header.paymentMethod, cell: (row) => row.paymentMethod },
    { key: 'currency', header: header.currency, cell: (row) => row.currency },
    { key: 'count', header: header.count, align: 'right', cell: (row) => formatAmount(row.count, 0) },
    { key: 'successRate', header: header.successRate, align: 'right', cell: successRate },
    {
      key: 'amount',
      header: header.amount,
      align: 'right',
      cell: (row) => money.format(row.amount, row.currency),
    },
    {
      key: 'volume',
      header: header.volume,
      align: 'right',
      cell: (row) => money.format(row.baseAmount, row.baseCurrency),
    },
  ];
  const exportCsv = useReportExport('data-analytics.csv', async () =>
    csvText([
      Object.values(header),
      ...rows.map((row) => [
        row.day,
        row.serviceProvider,
        row.paymentMethod,
        row.currency,
        row.count,
        successRate(row),
        money.format(row.amount, row.currency),
        money.format(row.baseAmount, row.baseCurrency),
      ]),
    ]),
  );
  const toolState = tool.state === 'closed' ? '' : l(`states.${tool.state}`);
  return (
    <ReportFrame
      title={l('heading')}
      description={l('description')}
      updatedAt={oldestUpdate([report.data])}
      filters={<ReportFiltersBar audience={audience} state={state} lists={FILTERS} onChange={update} />}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={report.isError && report.data === undefined}
      onRetry={() => void report.refetch()}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<OpenInNewIcon />}
          onClick={tool.open}
          disabled={report.data === undefined}
        >
          {l('open')}
        </Button>
        {report.data && (
          <Typography variant="body2" color="text.secondary">
            {l('rows', { count: rows.length })}
          </Typography>
        )}
      </Stack>
      <div role="status">
        {toolState && (
          <Alert severity={tool.state === 'blocked' || tool.state === 'failed' ? 'warning' : 'info'}>
            {toolState}
          </Alert>
        )}
      </div>
      <PagedReportTable
        title={l('table')}
        columns={columns}
        rows={page.rows}
        rowKey={(row) =>
          [row.day, row.serviceProvider, row.paymentMethod, row.currency, row.baseCurrency].join('\u0000')
        }
        query={report}
        page={page.paging.page}
        count={page.paging.count}
        pageSizes={REPORT_TABLE_PAGING.pageSizes}
        onPage={page.paging.onChange}
      />
    </ReportFrame>
  );
}
