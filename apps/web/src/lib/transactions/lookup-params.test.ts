import { describe, expect, it } from 'vitest';
import { LOOKUP_IDS } from '../../test/fixtures/lookup-fixtures';
import type { LookupContext } from './lookup-context';
import {
  applyFilter,
  DEFAULT_FILTERS,
  filterOf,
  hasFilters,
  listQuery,
  readLookupState,
  TODAY,
  writeLookupState,
} from './lookup-params';

const context: LookupContext = {
  systemMode: 2,
  timezoneOffset: 180,
  startOfToday: '2026-03-13T21:00:00.000Z',
};
const read = (search: string, area: 'merchant' | 'tenant' | 'platform' = 'platform') =>
  readLookupState(new URLSearchParams(search), area);

describe('lookup state in the URL', () => {
  it('an empty URL is the spec §9 defaults: start today, first page of 20, newest first', () => {
    const state = read('');
    expect(state.startDate).toBe(TODAY);
    expect(state).toMatchObject({ pageIndex: 0, pageSize: 20, sortBy: 'createdAt', sortDirection: 'desc' });
    expect(hasFilters(state)).toBe(false);
    expect(writeLookupState(state).toString()).toBe('');
  });

  it('every filter, the sort and the page survive a write and a read', () => {
    const search = new URLSearchParams({
      startDate: '2026-03-01T00:00:00.000Z',
      endDate: '2026-03-31T00:00:00.000Z',
      status: 'Captured,Refunded',
      type: 'Payment',
      currency: 'EUR,JPY',
      merchantId: LOOKUP_IDS.acme,
      paymentMethod: 'apple-pay',
      serviceProvider: 'northstar-acquiring',
      externalId: 'ORD-1001',
      customerEmail: 'jane@example.com',
      cardLast4: '1111',
      amountFrom: '1250',
      amountTo: '99900',
      tenantId: LOOKUP_IDS.northwind,
      searchKey: 'jane',
      savedFilter: LOOKUP_IDS.filterWeekly,
      sortBy: 'amount',
      sortDirection: 'asc',
      pageIndex: '3',
      pageSize: '75',
    });
    const state = read(search.toString());
    expect(state).toMatchObject({
      status: ['Captured', 'Refunded'],
      currency: ['EUR', 'JPY'],
      amountFrom: 1250,
      amountTo: 99900,
      cardLast4: '1111',
      pageIndex: 3,
      pageSize: 75,
      sortBy: 'amount',
    });
    const written = writeLookupState(state);
    expect(Object.fromEntries(written)).toEqual(Object.fromEntries(search));
    expect(read(written.toString())).toEqual(state);
  });

  it('a cleared start date is kept as "no start", apart from the default', () => {
    const cleared = read('startDate=');
    expect(cleared.startDate).toBeNull();
    expect(writeLookupState(cleared).toString()).toBe('startDate=');
    expect(hasFilters(cleared)).toBe(true);
    expect(listQuery(cleared, context).startDate).toBeUndefined();
  });

  it('malformed values fall back to the defaults and unknown list items are dropped', () => {
    const state = read(
      'status=Captured,Bogus,Captured&currency=eur,GBP&merchantId=nope&cardLast4=12a4&amountFrom=-5&amountTo=1.5' +
        '&pageSize=30&pageIndex=-1&sortBy=merchant&startDate=yesterday&endDate=2026-13-99',
    );
    expect(state.status).toEqual(['Captured']);
    expect(state.currency).toEqual(['GBP']);
    expect(state.merchantId).toEqual([]);
    expect(state).toMatchObject({ cardLast4: null, amountFrom: null, amountTo: null, endDate: null });
    expect(state).toMatchObject({ pageSize: 20, pageIndex: 0, sortBy: 'createdAt', startDate: TODAY });
  });

  it('merchants never filter by merchant, and only platform staff by tenant', () => {
    const search = `merchantId=${LOOKUP_IDS.acme}&tenantId=${LOOKUP_IDS.northwind}`;
    expect(read(search, 'merchant')).toMatchObject({ merchantId: [], tenantId: null });
    expect(read(search, 'tenant')).toMatchObject({ merchantId: [LOOKUP_IDS.acme], tenantId: null });
    expect(read(search, 'platform')).toMatchObject({
      merchantId: [LOOKUP_IDS.acme],
      tenantId: LOOKUP_IDS.northwind,
    });
  });
});

describe('the request', () => {
  it('carries the default filters: systemMode, the start of today and the time-zone offset', () => {
    expect(listQuery(read(''), context)).toEqual({
      startDate: '2026-03-13T21:00:00.000Z',
      systemMode: 2,
      timezoneOffset: 180,
      PageIndex: 0,
      PageSize: 20,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it('sends the search key only when there is one, and amounts in minor units', () => {
    const query = listQuery(read('searchKey=ORD-1&amountFrom=1250&status=Declined'), context);
    expect(query).toMatchObject({ searchKey: 'ORD-1', amountFrom: 1250, status: ['Declined'] });
    expect(listQuery(read(''), context)).not.toHaveProperty('searchKey');
  });
});

describe('saved filters', () => {
  it('store the filter without the default start, and without paging or the search box', () => {
    const state = read('status=Captured&pageIndex=2&searchKey=x&sortBy=amount');
    expect(filterOf(state)).toEqual({ status: ['Captured'] });
  });

  it('replace every filter when applied, keep sort and page size, and go to the first page', () => {
    const before = read('status=Declined&externalId=ORD-9&pageIndex=4&pageSize=50&sortBy=amount');
    const after = applyFilter(
      before,
      { currency: ['EUR'], startDate: '2026-03-01T00:00:00.000Z', systemMode: 1, timezoneOffset: 60 },
      'tenant',
    );
    expect(after).toMatchObject({
      status: [],
      externalId: null,
      currency: ['EUR'],
      startDate: '2026-03-01T00:00:00.000Z',
      pageIndex: 0,
      pageSize: 50,
      sortBy: 'amount',
    });
    expect(applyFilter(before, {}, 'tenant').startDate).toBe(TODAY);
  });

  it('clearing puts every filter back to its default', () => {
    const cleared = { ...read('status=Declined&startDate=&searchKey=a'), ...DEFAULT_FILTERS };
    expect(hasFilters(cleared)).toBe(false);
  });
});
