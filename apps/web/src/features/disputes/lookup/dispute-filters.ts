import {
  DISPUTE_CATEGORIES,
  DISPUTE_PAGING,
  DISPUTE_STATUSES,
  type DisputeCategory,
  type DisputeStatus,
} from '@paydesk/contracts/disputes/dispute.model';
import type { DisputeListQuery } from '@paydesk/contracts/disputes/dispute.schemas';

/**
 * The lookup's state, kept in the URL (a filtered list can be bookmarked and shared; Back undoes
 * a filter): filters, page and the open dispute. Unknown or malformed values are dropped.
 */
export interface DisputeFilterState {
  readonly status: DisputeStatus | '';
  readonly category: DisputeCategory | '';
  readonly merchantId: string;
  readonly currency: string;
  readonly search: string;
  /** YYYY-MM-DD, local days. */
  readonly openedFrom: string;
  readonly openedTo: string;
  readonly page: number;
  readonly pageSize: number;
  readonly dispute: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): DisputeFilterState {
  const status = params.get('status') ?? '';
  const category = params.get('category') ?? '';
  const pageSize = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? (params.get(key) as string) : '');
  return {
    status: (DISPUTE_STATUSES as readonly string[]).includes(status) ? (status as DisputeStatus) : '',
    category: (DISPUTE_CATEGORIES as readonly string[]).includes(category)
      ? (category as DisputeCategory)
      : '',
    merchantId: params.get('merchantId') ?? '',
    currency: /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? (params.get('currency') as string) : '',
    search: params.get('search') ?? '',
    openedFrom: day('openedFrom'),
    openedTo: day('openedTo'),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (DISPUTE_PAGING.pageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : DISPUTE_PAGING.defaultPageSize,
    dispute: params.get('dispute'),
  };
}

/** The state as URL params, defaults left out. */
export function paramsOf(state: DisputeFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null, fallback: string | number | null = '') => {
    if (value !== null && value !== fallback) params.set(key, String(value));
  };
  put('status', state.status);
  put('category', state.category);
  put('merchantId', state.merchantId);
  put('currency', state.currency);
  put('search', state.search.trim());
  put('openedFrom', state.openedFrom);
  put('openedTo', state.openedTo);
  put('page', state.page, 0);
  put('pageSize', state.pageSize, DISPUTE_PAGING.defaultPageSize);
  put('dispute', state.dispute, null);
  return params;
}

/** A local day's start as an ISO instant with the browser's offset (the server compares instants). */
function startOfLocalDay(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plusDays).toISOString();
}

/** The list call's query: "opened to" includes its whole day (the server's end is exclusive). */
export function listQueryOf(state: DisputeFilterState): DisputeListQuery {
  return {
    ...(state.status ? { status: [state.status] } : {}),
    ...(state.category ? { category: [state.category] } : {}),
    ...(state.merchantId ? { merchantId: [state.merchantId] } : {}),
    ...(state.currency ? { currency: [state.currency] } : {}),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.openedFrom ? { openedFrom: startOfLocalDay(state.openedFrom) } : {}),
    ...(state.openedTo ? { openedTo: startOfLocalDay(state.openedTo, 1) } : {}),
    PageIndex: state.page,
    PageSize: state.pageSize,
  };
}
