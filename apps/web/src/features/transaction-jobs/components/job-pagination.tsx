import TablePagination from '@mui/material/TablePagination';
import { TRANSACTION_JOB_LIMITS } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { useTranslation } from 'react-i18next';

export interface JobPage {
  readonly pageIndex: number;
  readonly pageSize: number;
}

export const FIRST_JOB_PAGE: JobPage = { pageIndex: 0, pageSize: TRANSACTION_JOB_LIMITS.defaultPageSize };

interface Props {
  readonly page: JobPage;
  readonly count: number;
  readonly onChange: (page: JobPage) => void;
}

/** Spec §9 paging of a jobs list or a job's items: sizes 5, 10, 20, 50, 75, 100 (default 20). */
export function JobPagination({ page, count, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page.pageIndex}
      rowsPerPage={page.pageSize}
      rowsPerPageOptions={[...TRANSACTION_JOB_LIMITS.pageSizes]}
      onPageChange={(_, pageIndex) => onChange({ ...page, pageIndex })}
      onRowsPerPageChange={(event) => onChange({ pageIndex: 0, pageSize: Number(event.target.value) })}
      labelRowsPerPage={t('transactionJobs.list.pageSize')}
      labelDisplayedRows={({ from, to }) => t('transactionJobs.list.pageRange', { from, to, count })}
    />
  );
}
