import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table';
import { NoData } from '../../../components/load-state/no-data';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { ReportSection } from './report-section';

export interface PagedReportTableProps<R> {
  readonly title: string;
  readonly columns: Column<R>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R) => string;
  /** The page's call: loading the first time, and fetching again. */
  readonly query: { readonly isPending: boolean; readonly isFetching: boolean };
  readonly page: { readonly pageIndex: number; readonly pageSize: number };
  readonly count: number;
  /** The count stopped at the call's cap: the paging says "of 10,000+". */
  readonly countIsCapped?: boolean;
  readonly pageSizes: readonly number[];
  readonly onPage: (page: { pageIndex: number; pageSize: number }) => void;
}

/**
 * A report's paged table (spec §9 paging): its section, the rows with the loading text or 'No data'
 * in their place, and the paging under them. The list reports (login history, webhook reports,
 * destinations status) show their rows through it.
 */
export function PagedReportTable<R>(props: PagedReportTableProps<R>) {
  const { t } = useTranslation();
  const { title, rows, query } = props;
  return (
    <ReportSection title={title}>
      <DataTable
        label={title}
        columns={props.columns}
        rows={rows}
        rowKey={props.rowKey}
        busy={query.isFetching}
        placeholder={(query.isPending && t('reports.loading')) || (rows.length === 0 && <NoData />)}
      />
      <TablePaging
        page={props.page}
        count={props.count}
        countIsCapped={props.countIsCapped}
        pageSizes={props.pageSizes}
        onChange={props.onPage}
      />
    </ReportSection>
  );
}
