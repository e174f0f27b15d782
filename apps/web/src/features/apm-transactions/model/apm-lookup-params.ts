import {
  APM_SEARCH_PARAMS,
  APM_TYPES,
  type ApmSearchParam,
  type ApmType,
} from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import {
  TRANSACTION_PAGING,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@paydesk/contracts/transactions/transaction.model';
import { TransactionFilter } from '@paydesk/contracts/transactions/transaction.schemas';
import type { LookupContext } from '../../../lib/transactions/lookup-context';
import { TODAY } from '../../../lib/transactions/lookup-params';

/**
 * The APM lookup's state, kept in the URL under the server's parameter names (CONVENTIONS "State"),
 * so a reload or a shared link shows the same page. The start date defaults to today (spec §9).
 */
export interface ApmLookupState {
  /** An ISO instant, TODAY (the default: absent from the URL), or null (cleared). */
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly status: readonly TransactionStatus[];
  readonly apmType: readonly ApmType[];
  readonly paymentMethod: readonly string[];
  readonly searchParam: ApmSearchParam;
  readonly searchKey: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

const shape = TransactionFilter.shape;

function listOf<T extends string>(value: string | null, allowed: readonly T[] | null): T[] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(
      (s) => s.length > 0 && s.length <= 64 && (!allowed || (allowed as readonly string[]).includes(s)),
    );
  return [...new Set(items)] as T[];
}

function instant(value: string | null, schema: typeof shape.startDate): string | null {
  if (!value) return null;
  const parsed = schema.safeParse(value);
  return parsed.success && parsed.data ? parsed.data : null;
}

/** Reads the state from the URL; unknown or malformed values fall back to the defaults. */
export function readApmState(params: URLSearchParams): ApmLookupState {
  const rawStart = params.get('startDate');
  const pageSize = Number(params.get('pageSize'));
  const pageIndex = Number(params.get('pageIndex'));
  const searchParam = params.get('SearchParam');
  return {
    startDate:
      rawStart === null ? TODAY : rawStart === '' ? null : (instant(rawStart, shape.startDate) ?? TODAY),
    endDate: instant(params.get('endDate'), shape.endDate),
    status: listOf(params.get('status'), TRANSACTION_STATUSES),
    apmType: listOf(params.get('apmType'), APM_TYPES),
    paymentMethod: listOf(params.get('paymentMethod'), null),
    searchParam: (APM_SEARCH_PARAMS as readonly string[]).includes(searchParam ?? '')
      ? (searchParam as ApmSearchParam)
      : 'ExternalId',
    searchKey: params.get('SearchKey')?.trim().slice(0, 255) ?? '',
    pageIndex: Number.isInteger(pageIndex) && pageIndex > 0 ? pageIndex : 0,
    pageSize: (TRANSACTION_PAGING.pageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : TRANSACTION_PAGING.defaultPageSize,
  };
}

/** Writes the state to search params, leaving out what equals the default. */
export function writeApmState(state: ApmLookupState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  if (state.startDate === null) params.set('startDate', '');
  else if (state.startDate !== TODAY) params.set('startDate', state.startDate);
  set('endDate', state.endDate);
  set('status', state.status.join(','));
  set('apmType', state.apmType.join(','));
  set('paymentMethod', state.paymentMethod.join(','));
  if (state.searchKey) {
    set('SearchParam', state.searchParam);
    set('SearchKey', state.searchKey);
  } else if (state.searchParam !== 'ExternalId') set('SearchParam', state.searchParam);
  set('pageIndex', state.pageIndex > 0 ? state.pageIndex : null);
  set('pageSize', state.pageSize === TRANSACTION_PAGING.defaultPageSize ? null : state.pageSize);
  return params;
}

const list = <T>(values: readonly T[]) => (values.length > 0 ? [...values] : undefined);

/** The filter the server receives: the user's, the default start resolved, the spec §9 context added. */
export function apmRequestFilter(state: ApmLookupState, context: LookupContext) {
  return {
    startDate: state.startDate === TODAY ? context.startOfToday : (state.startDate ?? undefined),
    endDate: state.endDate ?? undefined,
    status: list(state.status),
    apmType: list(state.apmType),
    paymentMethod: list(state.paymentMethod),
    systemMode: context.systemMode,
    timezoneOffset: context.timezoneOffset,
  };
}

/** The search the server receives, when the search box holds text. */
export function apmSearch(state: ApmLookupState) {
  return state.searchKey ? { SearchParam: state.searchParam, SearchKey: state.searchKey } : undefined;
}

/** The paged query of the list call (and of the searchKey call, with the search added). */
export function apmListQuery(state: ApmLookupState, context: LookupContext) {
  return {
    ...apmRequestFilter(state, context),
    PageIndex: state.pageIndex,
    PageSize: state.pageSize,
    // Newest first, as the transaction lookup (the APM lookup offers no other order).
    sortBy: 'createdAt' as const,
    sortDirection: 'desc' as const,
  };
}

export const DEFAULT_APM_FILTERS = {
  startDate: TODAY,
  endDate: null,
  status: [],
  apmType: [],
  paymentMethod: [],
  searchKey: '',
} as const satisfies Partial<ApmLookupState>;

export function hasApmFilters(state: ApmLookupState): boolean {
  return (
    state.startDate !== TODAY ||
    state.endDate !== null ||
    state.status.length + state.apmType.length + state.paymentMethod.length > 0 ||
    state.searchKey !== ''
  );
}
