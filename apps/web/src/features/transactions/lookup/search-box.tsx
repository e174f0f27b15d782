import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SEARCH_DEBOUNCE_MS } from '../../../components/forms/select/select-options';

/**
 * The lookup's single search box (the searchKey variant): id, external id, customer e-mail or card
 * last four. It waits until typing pauses (the portal's 750 ms search debounce) before it changes
 * the URL; Enter searches at once.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() !== value) latest.current(text.trim());
  };

  return (
    <TextField
      size="small"
      type="search"
      id="filter-searchKey"
      name="searchKey"
      label={t('transactions.filters.search')}
      helperText={t('transactions.filters.searchHint')}
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(text), DEFAULT_SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search(draft);
      }}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{ htmlInput: { maxLength: 255 } }}
    />
  );
}
