import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  filtersFromParams,
  paramsOf,
  REPORT_TABLE_PAGING,
  reportQueryOf,
} from './report-filters';

const NOW = new Date('2026-12-07T22:30:00Z');
const ZONE = 'Europe/Istanbul';

describe('report filters in the URL', () => {
  it('open on the last 30 days of the user’s zone, 20 rows a page', () => {
    // 22:30 UTC is already the 8th in Istanbul (UTC+3).
    expect(defaultRange(ZONE, NOW)).toEqual({ from: '2026-11-09', to: '2026-12-08' });
    const state = filtersFromParams(new URLSearchParams(), ZONE, NOW);
    expect(state).toMatchObject({ from: '2026-11-09', to: '2026-12-08', page: 0, pageSize: 20 });
    expect(paramsOf(state, ZONE, NOW).toString()).toBe('');
  });

  it('keep what is set, and write it back the same way', () => {
    const params = new URLSearchParams(
      'from=2026-10-01&to=2026-10-31&currency=EUR,GBP&transactionStatus=Declined&page=2&pageSize=50',
    );
    const state = filtersFromParams(params, ZONE, NOW);
    expect(state).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      currency: ['EUR', 'GBP'],
      transactionStatus: ['Declined'],
      page: 2,
      pageSize: 50,
    });
    expect(paramsOf(state, ZONE, NOW).toString()).toBe(
      'from=2026-10-01&to=2026-10-31&currency=EUR%2CGBP&transactionStatus=Declined&page=2&pageSize=50',
    );
  });

  it('drop malformed values rather than send a call the server refuses', () => {
    const state = filtersFromParams(
      new URLSearchParams(
        'from=2026-13-40&currency=eur,GBP,XXXX&transactionStatus=Nope&customer=1;drop&pageSize=7&page=-1',
      ),
      ZONE,
      NOW,
    );
    expect(state).toMatchObject({
      from: '2026-11-09',
      currency: ['GBP'],
      transactionStatus: [],
      customer: [],
      page: 0,
      pageSize: REPORT_TABLE_PAGING.defaultPageSize,
    });
    // Backwards or longer than the server's 400 days: the default period.
    expect(filtersFromParams(new URLSearchParams('from=2026-10-10&to=2026-10-01'), ZONE, NOW).from).toBe(
      '2026-11-09',
    );
    expect(filtersFromParams(new URLSearchParams('from=2024-01-01&to=2026-10-01'), ZONE, NOW).from).toBe(
      '2026-11-09',
    );
  });
});

describe('the calls’ filter', () => {
  it('runs from the first day’s midnight to the midnight after the last, in the zone, with its offset', () => {
    const state = filtersFromParams(
      new URLSearchParams('from=2026-11-01&to=2026-11-30&currency=EUR'),
      ZONE,
      NOW,
    );
    expect(reportQueryOf(state, ZONE)).toEqual({
      startDate: '2026-10-31T21:00:00.000Z',
      endDate: '2026-11-30T21:00:00.000Z',
      timezoneOffset: 180,
      currency: ['EUR'],
    });
  });

  it('takes the offset of the period’s end when a clock change falls inside it', () => {
    const state = filtersFromParams(
      new URLSearchParams('from=2026-10-20&to=2026-11-05'),
      'Europe/London',
      NOW,
    );
    const query = reportQueryOf(state, 'Europe/London');
    expect(query.startDate).toBe('2026-10-19T23:00:00.000Z');
    expect(query.endDate).toBe('2026-11-06T00:00:00.000Z');
    expect(query.timezoneOffset).toBe(0);
  });
});
