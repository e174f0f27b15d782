import {
  TRANSACTION_PAGING,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '@paydesk/contracts/transactions/transaction.model';
import {
  TRANSACTION_SORT_FIELDS,
  TransactionFilter,
  type TransactionListQuery,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { z } from 'zod';
import type { LookupArea } from './lookup-area';
import type { LookupContext } from './lookup-context';

export type LookupSortField = (typeof TRANSACTION_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

/** The start of the date filter when the URL names none: today 00:00 (spec §9 default filters). */
export const TODAY = 'today';

/**
 * The lookup's state, kept in the URL's search params (CONVENTIONS "State") under the server's own
 * parameter names, so a reload or a shared link shows the same page. Amounts are minor units, as
 * the server and the saved filters take them.
 */
export interface LookupState {
  /** An ISO instant, TODAY (the default: the parameter is absent), or null (cleared: no start). */
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly status: readonly TransactionStatus[];
  readonly type: readonly TransactionType[];
  readonly currency: readonly string[];
  /** Merchants ("customers"); operators only. */
  readonly merchantId: readonly string[];
  readonly paymentMethod: readonly string[];
  readonly serviceProvider: readonly string[];
  readonly externalId: string | null;
  readonly customerEmail: string | null;
  readonly cardLast4: string | null;
  readonly amountFrom: number | null;
  readonly amountTo: number | null;
  /** Platform staff only: one tenant. */
  readonly tenantId: string | null;
  /** The single search box (the searchKey variant of the lookup). */
  readonly searchKey: string;
  /** The saved filter chosen, by its externalId. */
  readonly savedFilter: string | null;
  readonly sortBy: LookupSortField;
  readonly sortDirection: SortDirection;
  readonly pageIndex: number;
  readonly pageSize: number;
}

export const DEFAULT_SORT = { sortBy: 'createdAt', sortDirection: 'desc' } as const;

const shape = TransactionFilter.shape;
const Uuid = z.uuid();
const CurrencyCode = z.string().regex(/^[A-Z]{3}$/);
const Status = z.enum(TRANSACTION_STATUSES);
const Type = z.enum(TRANSACTION_TYPES);
const ListItem = z.string().trim().min(1).max(64);

/** A comma-separated list, keeping only the values `item` accepts, each once. */
function listOf<T>(value: string | null, item: z.ZodType<T>): T[] {
  const items = (value ?? '').split(',').flatMap((raw) => {
    const parsed = item.safeParse(raw.trim());
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(items)];
}

function valid<T>(value: string | null, schema: z.ZodType<T | undefined>): T | null {
  if (value === null || value.trim() === '') return null;
  const parsed = schema.safeParse(value.trim());
  return parsed.success && parsed.data !== undefined ? parsed.data : null;
}

function wholeNumber(value: string | null, fallback: number, ok: (n: number) => boolean): number {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && ok(n) ? n : fallback;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const isPageSize = (n: number) => (TRANSACTION_PAGING.pageSizes as readonly number[]).includes(n);

function readStartDate(params: URLSearchParams): string | null {
  const raw = params.get('startDate');
  if (raw === null) return TODAY;
  // Present but empty: the user cleared the default start.
  if (raw === '') return null;
  return valid(raw, shape.startDate) ?? TODAY;
}

/** Reads the lookup's state from the URL; unknown or malformed values fall back to the defaults. */
export function readLookupState(params: URLSearchParams, area: LookupArea): LookupState {
  const amount = (name: string) => {
    const n = Number(params.get(name));
    return params.get(name) && Number.isSafeInteger(n) && n >= 0 ? n : null;
  };
  return {
    startDate: readStartDate(params),
    endDate: valid(params.get('endDate'), shape.endDate),
    status: listOf(params.get('status'), Status),
    type: listOf(params.get('type'), Type),
    currency: listOf(params.get('currency'), CurrencyCode),
    merchantId: area === 'merchant' ? [] : listOf(params.get('merchantId'), Uuid),
    paymentMethod: listOf(params.get('paymentMethod'), ListItem),
    serviceProvider: listOf(params.get('serviceProvider'), ListItem),
    externalId: valid(params.get('externalId'), shape.externalId),
    customerEmail: valid(params.get('customerEmail'), shape.customerEmail),
    cardLast4: valid(params.get('cardLast4'), shape.cardLast4),
    amountFrom: amount('amountFrom'),
    amountTo: amount('amountTo'),
    tenantId: area === 'platform' ? valid(params.get('tenantId'), Uuid) : null,
    searchKey: params.get('searchKey')?.trim().slice(0, 255) ?? '',
    savedFilter: valid(params.get('savedFilter'), Uuid),
    sortBy: oneOf(params.get('sortBy'), TRANSACTION_SORT_FIELDS, DEFAULT_SORT.sortBy),
    sortDirection: oneOf(params.get('sortDirection'), ['asc', 'desc'] as const, DEFAULT_SORT.sortDirection),
    pageIndex: wholeNumber(params.get('pageIndex'), 0, (n) => n >= 0),
    pageSize: wholeNumber(params.get('pageSize'), TRANSACTION_PAGING.defaultPageSize, isPageSize),
  };
}

/** Writes the state to search params, leaving out what equals the default (short, readable links). */
export function writeLookupState(state: LookupState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  };
  if (state.startDate === null) params.set('startDate', '');
  else if (state.startDate !== TODAY) params.set('startDate', state.startDate);
  set('endDate', state.endDate);
  set('status', state.status.join(','));
  set('type', state.type.join(','));
  set('currency', state.currency.join(','));
  set('merchantId', state.merchantId.join(','));
  set('paymentMethod', state.paymentMethod.join(','));
  set('serviceProvider', state.serviceProvider.join(','));
  set('externalId', state.externalId);
  set('customerEmail', state.customerEmail);
  set('cardLast4', state.cardLast4);
  set('amountFrom', state.amountFrom);
  set('amountTo', state.amountTo);
  set('tenantId', state.tenantId);
  set('searchKey', state.searchKey.trim());
  set('savedFilter', state.savedFilter);
  set('sortBy', state.sortBy === DEFAULT_SORT.sortBy ? null : state.sortBy);
  set('sortDirection', state.sortDirection === DEFAULT_SORT.sortDirection ? null : state.sortDirection);
  set('pageIndex', state.pageIndex > 0 ? state.pageIndex : null);
  set('pageSize', state.pageSize === TRANSACTION_PAGING.defaultPageSize ? null : state.pageSize);
  return params;
}

const list = <T>(values: readonly T[]) => (values.length > 0 ? [...values] : undefined);
const given = <T>(value: T | null) => (value === null ? undefined : value);

/**
 * The user's filter as a saved filter stores it: the default start (today) is left out, so a saved
 * filter without dates starts today whenever it is applied, as the lookup does.
 */
export function filterOf(state: LookupState): TransactionFilter {
  const filter: TransactionFilter = {
    startDate: state.startDate === TODAY ? undefined : given(state.startDate),
    endDate: given(state.endDate),
    status: list(state.status),
    type: list(state.type),
    currency: list(state.currency),
    merchantId: list(state.merchantId),
    paymentMethod: list(state.paymentMethod),
    serviceProvider: list(state.serviceProvider),
    externalId: given(state.externalId),
    customerEmail: given(state.customerEmail),
    cardLast4: given(state.cardLast4),
    amountFrom: given(state.amountFrom),
    amountTo: given(state.amountTo),
    tenantId: given(state.tenantId),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as TransactionFilter;
}

/**
 * The state a saved filter's filter gives: its fields replace every filter field (what it leaves
 * out is cleared), the sort and page size stay, and the list goes back to the first page.
 */
export function applyFilter(state: LookupState, filter: TransactionFilter, area: LookupArea): LookupState {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'systemMode' || key === 'timezoneOffset' || value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const read = readLookupState(params, area);
  return { ...read, sortBy: state.sortBy, sortDirection: state.sortDirection, pageSize: state.pageSize };
}

/** The filter the server receives: the user's, with the default start resolved and the context added. */
export function requestFilter(state: LookupState, context: LookupContext): TransactionFilter {
  return {
    ...filterOf(state),
    ...(state.startDate === TODAY && { startDate: context.startOfToday }),
    systemMode: context.systemMode,
    timezoneOffset: context.timezoneOffset,
  };
}

/** What the list endpoints receive (the query schema's parsed form), with the search text if any. */
export type LookupRequest = z.output<typeof TransactionListQuery> & { searchKey?: string };

/** The query of the list call, or of the searchKey call when it holds a search key. */
export function listQuery(state: LookupState, context: LookupContext): LookupRequest {
  return {
    ...requestFilter(state, context),
    ...(state.searchKey && { searchKey: state.searchKey }),
    PageIndex: state.pageIndex,
    PageSize: state.pageSize,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
  };
}

/** Whether any filter beyond the defaults narrows the list (sort and paging are not filters). */
export function hasFilters(state: LookupState): boolean {
  return Object.keys(filterOf(state)).length > 0 || state.startDate !== TODAY || state.searchKey !== '';
}

/** The patch that puts every filter back to its default (keeping sort and page size). */
export const DEFAULT_FILTERS = {
  startDate: TODAY,
  endDate: null,
  status: [],
  type: [],
  currency: [],
  merchantId: [],
  paymentMethod: [],
  serviceProvider: [],
  externalId: null,
  customerEmail: null,
  cardLast4: null,
  amountFrom: null,
  amountTo: null,
  tenantId: null,
  searchKey: '',
  savedFilter: null,
} as const satisfies Partial<LookupState>;
