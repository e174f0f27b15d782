import { SUPPORT_PAGING } from '@paydesk/contracts/support/support.model';

/** The page sizes offered; the default is the paged calls' own default (contracts PageQuery). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListPage {
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** The list's page as the address says it (so a link or the back button keeps the page). */
export function listPageOf(search: URLSearchParams): ListPage {
  const index = Number(search.get('pageIndex'));
  const size = Number(search.get('pageSize'));
  return {
    pageIndex: Number.isInteger(index) && index >= 0 ? index : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : SUPPORT_PAGING.defaultPageSize,
  };
}

/** The address's search for `page`, leaving the defaults out. */
export function listPageSearch(page: ListPage): URLSearchParams {
  const search = new URLSearchParams();
  if (page.pageIndex > 0) search.set('pageIndex', String(page.pageIndex));
  if (page.pageSize !== SUPPORT_PAGING.defaultPageSize) search.set('pageSize', String(page.pageSize));
  return search;
}
