import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  hasFilters,
  listLink,
  NO_FILTERS,
  PAGE_SIZE_OPTIONS,
  readListState,
  toListRequest,
  writeListState,
} from './ticket-list-params';

const read = (search: string, area: 'merchant' | 'tenant' | 'platform' = 'platform') =>
  readListState(new URLSearchParams(search), area);

describe('ticket list state in the URL', () => {
  it('uses spec §9 paging: page size options 5, 10, 20, 50, 75, 100, default 20', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 50, 75, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(read('').pageSize).toBe(20);
    expect(read('pageSize=75').pageSize).toBe(75);
    expect(read('pageSize=30').pageSize).toBe(20); // not an option
  });

  it('reads every filter, sort and page from the search params', () => {
    const state = read(
      'status=Opened&priority=High,Low&category=Integration&labelId=l1&assignee=me&tenantId=t1' +
        '&unreadOnly=true&searchKey=%20refund%20&sortBy=priority&sortDirection=asc&pageIndex=2&pageSize=50',
    );
    expect(state).toMatchObject({
      status: ['Opened'],
      priority: ['High', 'Low'],
      category: ['Integration'],
      labelId: 'l1',
      assignee: 'me',
      tenantId: 't1',
      unreadOnly: true,
      searchKey: 'refund',
      sortBy: 'priority',
      sortDirection: 'asc',
      pageIndex: 2,
      pageSize: 50,
    });
  });

  it('drops unknown values and falls back to the defaults', () => {
    const state = read(
      'status=Pending,Closed,Closed&priority=Urgent&sortBy=subject&sortDirection=up&pageIndex=-1',
    );
    expect(state.status).toEqual(['Closed']);
    expect(state.priority).toEqual([]);
    expect(state.sortBy).toBe('lastActivityOn');
    expect(state.sortDirection).toBe('desc');
    expect(state.pageIndex).toBe(0);
  });

  it('keeps each filter to the desk it belongs to', () => {
    const search = 'assignee=me&customerId=c1&tenantId=t1&ticketChannelType=TenantToPlatformTicketChannel';
    expect(read(search, 'merchant')).toMatchObject({
      assignee: null,
      customerId: null,
      tenantId: null,
      ticketChannelType: null,
    });
    expect(read(search, 'tenant')).toMatchObject({
      assignee: 'me',
      customerId: 'c1',
      tenantId: null,
      ticketChannelType: 'TenantToPlatformTicketChannel',
    });
    expect(read('', 'tenant').ticketChannelType).toBe('CustomerToTenantTicketChannel');
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const state = { ...read('', 'tenant'), priority: ['High' as const], searchKey: 'card', pageSize: 5 };
    const params = writeListState(state);
    expect(params.toString()).toBe('priority=High&searchKey=card&pageSize=5');
    expect(readListState(params, 'tenant')).toEqual(state);
    expect(writeListState(read('')).toString()).toBe('');
  });

  it('sends the server only the filters that are set', () => {
    expect(toListRequest(read('status=Opened&assignee=unassigned'))).toEqual({
      status: ['Opened'],
      priority: undefined,
      category: undefined,
      assignee: 'unassigned',
      unreadOnly: false,
      sortBy: 'lastActivityOn',
      sortDirection: 'desc',
      pageIndex: 0,
      pageSize: 20,
    });
  });

  it('tells filters from paging and sorting, and clears them', () => {
    expect(hasFilters(read('sortBy=priority&pageIndex=3&pageSize=5'))).toBe(false);
    expect(hasFilters(read('unreadOnly=true'))).toBe(true);
    expect(hasFilters({ ...read('status=Closed&searchKey=x&labelId=l'), ...NO_FILTERS })).toBe(false);
  });

  it('builds list links with filters', () => {
    expect(listLink({ status: ['Opened'], priority: ['High'] })).toBe('?status=Opened&priority=High');
    expect(listLink({})).toBe('');
  });
});
