import type { AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterByContainment,
  type PagedOptionsSource,
  SELECT_LISTBOX_MAX_HEIGHT,
  type SelectOption,
} from './select-options';
import { usePagedOptions } from './use-paged-options';

export interface SelectSourceProps {
  /** The options, filtered in the browser (case-insensitive containment). */
  readonly options?: readonly SelectOption[];
  /** Or: the infinite-scroll mode, options loaded page by page and filtered by the server. */
  readonly paged?: PagedOptionsSource;
  /** Options still on their way (e.g. a lookup). */
  readonly loading?: boolean;
}

/**
 * What the single and the multiple select share: where options come from, how they are filtered,
 * the listbox (250 px high, paging on scroll) and the translated texts. Options once seen are
 * remembered, so a chosen value keeps its label after a new search has replaced the list.
 */
export function useSelectSource({ options = [], paged, loading }: SelectSourceProps) {
  const { t } = useTranslation();
  const pages = usePagedOptions(paged);
  const shown = pages.enabled ? pages.options : options;
  const known = useRef(new Map<string, SelectOption>());
  for (const option of shown) known.current.set(option.value, option);

  const optionFor = (value: string): SelectOption => known.current.get(value) ?? { value, label: value };

  return {
    optionFor,
    autocompleteProps: {
      options: shown as SelectOption[],
      loading: loading || (pages.enabled && pages.loading && pages.options.length === 0),
      filterOptions: pages.enabled
        ? (all: SelectOption[]) => all
        : (all: SelectOption[], state: { inputValue: string }) => filterByContainment(all, state.inputValue),
      getOptionLabel: (option: SelectOption) => option.label,
      isOptionEqualToValue: (option: SelectOption, value: SelectOption) => option.value === value.value,
      onOpen: pages.enabled ? pages.open : undefined,
      onInputChange: pages.enabled
        ? (_: unknown, text: string, reason: AutocompleteInputChangeReason) => {
            if (reason === 'input' || reason === 'clear') pages.search(text);
          }
        : undefined,
      noOptionsText: pages.failed ? t('widgets.select.loadFailed') : t('widgets.select.noOptions'),
      loadingText: t('widgets.select.loading'),
      openText: t('widgets.select.open'),
      closeText: t('widgets.select.close'),
      clearText: t('widgets.select.clear'),
      slotProps: {
        listbox: {
          style: { maxHeight: SELECT_LISTBOX_MAX_HEIGHT },
          ...(pages.enabled && { onScroll: pages.onListboxScroll }),
        },
      },
    },
  };
}
