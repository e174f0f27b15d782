import type { SelectOption } from '@paydesk/contracts/validation/form-field';

export type { SelectOption };

/** Spec §9: the select dropdown's max height. */
export const SELECT_LISTBOX_MAX_HEIGHT = 250;
/** Spec §9: the transaction picker loads pages of 10 and waits 750 ms after typing before searching. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SEARCH_DEBOUNCE_MS = 750;

/** Spec §5 "The lookup filter is case-insensitive containment". */
export function filterByContainment(options: readonly SelectOption[], text: string): SelectOption[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/** Spec §3 "Search request: searchKey, pageIndex, pageSize". */
export interface OptionPageRequest {
  readonly searchKey: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** The infinite-scroll mode: options come page by page from the server, filtered there. */
export interface PagedOptionsSource {
  /** Loads one page; a page shorter than the page size is the last. */
  readonly loadPage: (request: OptionPageRequest) => Promise<readonly SelectOption[]>;
  readonly pageSize?: number;
  readonly debounceMs?: number;
}

/** True when a scrolled list shows its last pixel (1 px of slack for fractional scroll positions). */
export function isScrolledToEnd(
  element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>,
): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
}
