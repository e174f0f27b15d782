import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  APM_SEARCH_PARAMS,
  type ApmSearchParam,
} from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ApmSearchProps {
  readonly param: ApmSearchParam;
  readonly value: string;
  readonly onSearch: (search: { searchParam: ApmSearchParam; searchKey: string }) => void;
}

/**
 * Spec §7 "searchKey variant (SearchParam, SearchKey)": which field, and the exact value. The
 * search runs on Enter or when the field is left, not on every key (each search is a server call).
 */
export function ApmSearch({ param, value, onSearch }: ApmSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = (searchParam: ApmSearchParam, text: string) => {
    if (searchParam !== param || text.trim() !== value) onSearch({ searchParam, searchKey: text.trim() });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flex: '2 1 360px', maxWidth: 560 }}>
      <TextField
        select
        size="small"
        id="apm-search-param"
        label={t('apmTransactions.filters.searchIn')}
        value={param}
        onChange={(event) => commit(event.target.value as ApmSearchParam, draft)}
        sx={{ minWidth: 170 }}
      >
        {APM_SEARCH_PARAMS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`apmTransactions.searchParams.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        id="apm-search-key"
        name="SearchKey"
        label={t('apmTransactions.filters.search')}
        helperText={t('apmTransactions.filters.searchHint')}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          // Clearing the box shows the whole list again at once.
          if (event.target.value === '' && value !== '') commit(param, '');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(param, draft);
        }}
        onBlur={() => commit(param, draft)}
        slotProps={{ htmlInput: { maxLength: 255 } }}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
