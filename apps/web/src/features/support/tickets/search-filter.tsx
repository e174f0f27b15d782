import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SEARCH_DEBOUNCE_MS } from '../../../components/forms/select/select-options';
import { TextInput } from '../../../components/forms/text/text-input';

/**
 * The text search on subject and description. It waits until typing pauses (the portal's 750 ms
 * search debounce) before it changes the URL, so the server is asked once per search, not per key.
 */
export function SearchFilter({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL changed from elsewhere (Clear filters, back button): show what it says.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value);
  }
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <TextInput
      name="searchKey"
      type="search"
      label={t('support.list.filters.search')}
      value={draft}
      fullWidth={false}
      onChange={(text) => {
        setDraft(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(text.trim()), DEFAULT_SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}
