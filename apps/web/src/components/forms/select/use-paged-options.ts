import { type UIEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_DEBOUNCE_MS,
  isScrolledToEnd,
  type PagedOptionsSource,
  type SelectOption,
} from './select-options';

interface PagedState {
  readonly searchKey: string;
  readonly options: readonly SelectOption[];
  readonly nextPage: number;
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly failed: boolean;
}

const INITIAL: PagedState = {
  searchKey: '',
  options: [],
  nextPage: 0,
  hasMore: true,
  loading: false,
  failed: false,
};

function merge(current: readonly SelectOption[], page: readonly SelectOption[]): SelectOption[] {
  const seen = new Set(current.map((option) => option.value));
  return [...current, ...page.filter((option) => !seen.has(option.value))];
}

/**
 * The infinite-scroll mode of the searchable selects: the first page loads when the list first
 * opens, the next when the list is scrolled to its end, and typing searches again from page 0 once
 * the user has paused for the debounce (spec §9: 750 ms). Answers to superseded requests are dropped.
 */
export function usePagedOptions(source: PagedOptionsSource | undefined) {
  const pageSize = source?.pageSize ?? DEFAULT_PAGE_SIZE;
  const debounceMs = source?.debounceMs ?? DEFAULT_SEARCH_DEBOUNCE_MS;
  const loadPage = source?.loadPage;
  const [state, setState] = useState<PagedState>(INITIAL);
  const latest = useRef(0);
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(
    async (searchKey: string, pageIndex: number) => {
      if (!loadPage) return;
      latest.current += 1;
      const request = latest.current;
      setState((s) => ({
        ...s,
        searchKey,
        loading: true,
        failed: false,
        ...(pageIndex === 0 && { options: [] }),
      }));
      try {
        const page = await loadPage({ searchKey, pageIndex, pageSize });
        if (request !== latest.current) return;
        setState((s) => ({
          searchKey,
          options: pageIndex === 0 ? [...page] : merge(s.options, page),
          nextPage: pageIndex + 1,
          hasMore: page.length >= pageSize,
          loading: false,
          failed: false,
        }));
      } catch {
        if (request === latest.current)
          setState((s) => ({ ...s, loading: false, failed: true, hasMore: false }));
      }
    },
    [loadPage, pageSize],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const open = () => {
    if (started.current) return;
    started.current = true;
    void load('', 0);
  };

  const search = (text: string) => {
    started.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(text.trim(), 0), debounceMs);
  };

  const onListboxScroll = (event: UIEvent<HTMLElement>) => {
    if (isScrolledToEnd(event.currentTarget) && state.hasMore && !state.loading)
      void load(state.searchKey, state.nextPage);
  };

  return { ...state, enabled: loadPage !== undefined, open, search, onListboxScroll };
}
