import type { ReportRow } from '@paydesk/contracts/reports/report.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { NoData } from '../../../components/load-state/no-data';
import { type TablePage, TablePaging } from '../../../components/table-paging/table-paging';
import { formatAmount, formatDecimal } from '../../../lib/format/number-format';
import { useMoney } from '../../../lib/transactions/use-money';
import { REPORT_TABLE_PAGING } from '../model/report-filters';

export interface ReportTablePaging {
  readonly page: TablePage;
  /** The groups in all pages. */
  readonly count: number;
  readonly onChange: (page: TablePage) => void;
}

interface ReportRowsTableProps {
  /** The table's accessible name. */
  readonly label: string;
  /** The heading of the groups' column (Currency, Merchant, Day …). */
  readonly groupHeader: string;
  /** The rows on screen: one page. */
  readonly rows: readonly ReportRow[];
  readonly labelOf?: (row: ReportRow) => string;
  /** Show the groups' own amount (a group of one currency: by currency, by payment channel). */
  readonly withAmount?: boolean;
  readonly paging?: ReportTablePaging;
  readonly busy?: boolean;
  readonly loading?: boolean;
}

/**
 * A report's groups: transactions, successes and the success rate, and the base-currency volume
 * (a group split by base currency is a row per base currency); paged, with 'No data' when empty.
 */
export function ReportRowsTable({
  label,
  groupHeader,
  rows,
  labelOf,
  withAmount = false,
  paging,
  busy,
  loading,
}: ReportRowsTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: Column<ReportRow>[] = [
    { key: 'group', header: groupHeader, cell: (row) => (labelOf ? labelOf(row) : row.label) },
    {
      key: 'count',
      header: t('reports.columns.count'),
      align: 'right',
      cell: (row) => formatAmount(row.count, 0),
    },
    {
      key: 'successCount',
      header: t('reports.columns.successCount'),
      align: 'right',
      cell: (row) => formatAmount(row.successCount, 0),
    },
    {
      key: 'successRate',
      header: t('reports.columns.successRate'),
      align: 'right',
      cell: (row) => `${formatDecimal(row.successRate)} %`,
    },
    ...(withAmount
      ? [
          {
            key: 'amount',
            header: t('reports.columns.amount'),
            align: 'right' as const,
            cell: (row: ReportRow) =>
              row.amount !== null && row.currency !== null ? money.format(row.amount, row.currency) : '',
          },
        ]
      : []),
    {
      key: 'volume',
      header: t('reports.columns.volume'),
      align: 'right',
      cell: (row) => money.format(row.volume, row.baseCurrency),
    },
  ];
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.key}\u0000${row.baseCurrency}`}
        busy={busy}
        placeholder={(loading && t('reports.loading')) || (rows.length === 0 && <NoData />)}
      />
      {paging && (
        <TablePaging
          page={paging.page}
          count={paging.count}
          pageSizes={REPORT_TABLE_PAGING.pageSizes}
          onChange={paging.onChange}
        />
      )}
    </>
  );
}

/**
 * The page of a table of rows the server answered whole (a chart's groups), paged on screen: the
 * page on screen, its rows, and the paging control's props. A page past the end (the rows shrank
 * under a new filter) shows the first.
 */
export function useLocalPage<R>(rows: readonly R[]) {
  const [page, setPage] = useState<TablePage>({
    pageIndex: 0,
    pageSize: REPORT_TABLE_PAGING.defaultPageSize,
  });
  const shown = page.pageIndex * page.pageSize < rows.length ? page : { ...page, pageIndex: 0 };
  return {
    rows: rows.slice(shown.pageIndex * shown.pageSize, (shown.pageIndex + 1) * shown.pageSize),
    paging: { page: shown, count: rows.length, onChange: setPage } satisfies ReportTablePaging,
  };
}
