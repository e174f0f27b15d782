import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SEARCH_DEBOUNCE_MS } from '../../../components/forms/select/select-options';
import { TextInput } from '../../../components/forms/text/text-input';
import { type TablePage, TablePaging } from '../../../components/table-paging/table-paging';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useMailOutbox } from '../api/support-options-queries';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../model/ticket-list-params';
import { MailOutboxRow } from './mail-outbox-row';

/** Platform staff: what the desk has mailed (invitations, ticket updates), newest first. */
export function MailOutbox() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchKey = useDebouncedValue(search.trim(), DEFAULT_SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState<TablePage>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  // A new search starts at the first page.
  const [lastSearch, setLastSearch] = useState(searchKey);
  if (lastSearch !== searchKey) {
    setLastSearch(searchKey);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  }
  const { data, isPending, isError, isFetching } = useMailOutbox({ ...paging, searchKey });

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <TextInput
        name="outbox-search"
        type="search"
        label={t('support.outbox.search')}
        value={search}
        onChange={setSearch}
      />
      {(isPending || isFetching) && <LinearProgress aria-label={t('support.loading')} sx={{ mt: 2 }} />}
      {isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('support.outbox.loadFailed')}
        </Alert>
      )}
      {data && data.count === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {searchKey ? t('support.outbox.emptySearch') : t('support.outbox.empty')}
        </Typography>
      )}
      {data && data.count > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('support.home.tabs.outbox')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('support.outbox.columns.to')}</TableCell>
                  <TableCell>{t('support.outbox.columns.subject')}</TableCell>
                  <TableCell>{t('support.outbox.columns.created')}</TableCell>
                  <TableCell>{t('support.outbox.columns.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((mail) => (
                  <MailOutboxRow key={mail.id} mail={mail} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePaging page={paging} count={data.count} pageSizes={PAGE_SIZE_OPTIONS} onChange={setPaging} />
        </>
      )}
    </Paper>
  );
}
