import {
  SUPPORT_PAGING,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketChannel,
  type TicketPriority,
  type TicketStatus,
} from '@paydesk/contracts/support/support.model';
import { TICKET_SORT_FIELDS, type TicketListQuery } from '@paydesk/contracts/support/support.schemas';
import type { z } from 'zod';
import { type SupportArea, TENANT_CHANNELS } from './support-area';

/** Spec §9: page size options 5, 10, 20, 50, 75, 100; default 20. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = SUPPORT_PAGING.defaultPageSize;

export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
/** What the list endpoints receive (the query schema's parsed form). */
export type TicketListRequest = z.output<typeof TicketListQuery>;

/**
 * The state of a ticket list, kept in the URL's search params (CONVENTIONS "State"): a link to a
 * filtered list can be shared and the back button works. Parameter names are the server's own.
 */
export interface TicketListState {
  /** Tenant staff only: which of their two lists (the tab). */
  readonly ticketChannelType: TicketChannel | null;
  readonly status: readonly TicketStatus[];
  readonly priority: readonly TicketPriority[];
  readonly category: readonly TicketCategory[];
  readonly labelId: string | null;
  /** An email, 'me' or 'unassigned'. */
  readonly assignee: string | null;
  readonly customerId: string | null;
  readonly tenantId: string | null;
  readonly unreadOnly: boolean;
  readonly searchKey: string;
  readonly sortBy: TicketSortField;
  readonly sortDirection: SortDirection;
  readonly pageIndex: number;
  readonly pageSize: number;
}

export const DEFAULT_SORT: { sortBy: TicketSortField; sortDirection: SortDirection } = {
  sortBy: 'lastActivityOn',
  sortDirection: 'desc',
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** A comma-separated list, keeping only known values, each once. */
function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const items = (value ?? '').split(',').flatMap((v) => oneOf(v.trim(), allowed) ?? []);
  return [...new Set(items)];
}

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

function wholeNumber(value: string | null, fallback: number, valid: (n: number) => boolean): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && valid(n) ? n : fallback;
}

/** Reads the list state from the URL; unknown or malformed values fall back to the defaults. */
export function readListState(params: URLSearchParams, area: SupportArea): TicketListState {
  return {
    ticketChannelType:
      area === 'tenant'
        ? (oneOf(params.get('ticketChannelType'), TENANT_CHANNELS) ?? TENANT_CHANNELS[0]!)
        : null,
    status: listOf(params.get('status'), TICKET_STATUSES),
    priority: listOf(params.get('priority'), TICKET_PRIORITIES),
    category: listOf(params.get('category'), TICKET_CATEGORIES),
    labelId: text(params.get('labelId')),
    assignee: area === 'merchant' ? null : text(params.get('assignee')),
    customerId: area === 'tenant' ? text(params.get('customerId')) : null,
    tenantId: area === 'platform' ? text(params.get('tenantId')) : null,
    unreadOnly: params.get('unreadOnly') === 'true',
    searchKey: params.get('searchKey')?.trim() ?? '',
    sortBy: oneOf(params.get('sortBy'), TICKET_SORT_FIELDS) ?? DEFAULT_SORT.sortBy,
    sortDirection: oneOf(params.get('sortDirection'), ['asc', 'desc'] as const) ?? DEFAULT_SORT.sortDirection,
    pageIndex: wholeNumber(params.get('pageIndex'), 0, (n) => n >= 0),
    pageSize: wholeNumber(params.get('pageSize'), DEFAULT_PAGE_SIZE, (n) =>
      (PAGE_SIZE_OPTIONS as readonly number[]).includes(n),
    ),
  };
}

/** Writes the state to search params, leaving out what equals the default (short, readable links). */
export function writeListState(state: TicketListState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | null | undefined) => {
    if (value) params.set(name, value);
  };
  set('ticketChannelType', state.ticketChannelType === TENANT_CHANNELS[0] ? null : state.ticketChannelType);
  set('status', state.status.join(','));
  set('priority', state.priority.join(','));
  set('category', state.category.join(','));
  set('labelId', state.labelId);
  set('assignee', state.assignee);
  set('customerId', state.customerId);
  set('tenantId', state.tenantId);
  set('unreadOnly', state.unreadOnly ? 'true' : null);
  set('searchKey', state.searchKey.trim());
  set('sortBy', state.sortBy === DEFAULT_SORT.sortBy ? null : state.sortBy);
  set('sortDirection', state.sortDirection === DEFAULT_SORT.sortDirection ? null : state.sortDirection);
  set('pageIndex', state.pageIndex > 0 ? String(state.pageIndex) : null);
  set('pageSize', state.pageSize === DEFAULT_PAGE_SIZE ? null : String(state.pageSize));
  return params;
}

/** The request for the list endpoint: empty filters are left out, so the server applies none. */
export function toListRequest(state: TicketListState): TicketListRequest {
  const list = <T>(values: readonly T[]) => (values.length > 0 ? [...values] : undefined);
  return {
    ...(state.ticketChannelType && { ticketChannelType: state.ticketChannelType }),
    status: list(state.status),
    priority: list(state.priority),
    category: list(state.category),
    ...(state.labelId && { labelId: state.labelId }),
    ...(state.assignee && { assignee: state.assignee }),
    ...(state.customerId && { customerId: state.customerId }),
    ...(state.tenantId && { tenantId: state.tenantId }),
    unreadOnly: state.unreadOnly,
    ...(state.searchKey && { searchKey: state.searchKey }),
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
  };
}

/** Whether any filter narrows the list (the tab and the paging and sorting are not filters). */
export function hasFilters(state: TicketListState): boolean {
  return (
    state.status.length > 0 ||
    state.priority.length > 0 ||
    state.category.length > 0 ||
    state.labelId !== null ||
    state.assignee !== null ||
    state.customerId !== null ||
    state.tenantId !== null ||
    state.unreadOnly ||
    state.searchKey.length > 0
  );
}

/** The search params of a list link with these filters (the desk home's counters link with them). */
export function listLink(filters: Partial<TicketListState>): string {
  const params = writeListState({ ...readListState(new URLSearchParams(), 'platform'), ...filters });
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The patch that clears every filter (keeping the tab, the sort and the page size). */
export const NO_FILTERS = {
  status: [],
  priority: [],
  category: [],
  labelId: null,
  assignee: null,
  customerId: null,
  tenantId: null,
  unreadOnly: false,
  searchKey: '',
} as const satisfies Partial<TicketListState>;
