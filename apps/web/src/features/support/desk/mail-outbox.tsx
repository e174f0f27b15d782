import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/data-table/paged-table';
import { DEFAULT_SEARCH_DEBOUNCE_MS } from '../../../components/forms/select/select-options';
import { TextInput } from '../../../components/forms/text/text-input';
import type { TablePage } from '../../../components/table-paging/table-paging';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useMailOutbox } from '../api/support-options-queries';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../model/ticket-list-params';
import { outboxBody, outboxColumns } from './mail-outbox-columns';

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
  const outbox = useMailOutbox({ ...paging, searchKey });

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <TextInput
        name="outbox-search"
        type="search"
        label={t('support.outbox.search')}
        value={search}
        onChange={setSearch}
      />
      <PagedTable
        inset
        label={t('support.home.tabs.outbox')}
        columns={outboxColumns(t)}
        expansion={outboxBody(t)}
        rowKey={(mail) => mail.id}
        query={outbox}
        page={paging}
        pageSizes={PAGE_SIZE_OPTIONS}
        onPageChange={setPaging}
        loadingLabel={t('support.loading')}
        loadFailed={t('support.outbox.loadFailed')}
        emptyText={searchKey ? t('support.outbox.emptySearch') : t('support.outbox.empty')}
      />
    </Paper>
  );
}
