import { describe, expect, it } from 'vitest';
import { filterQuery, parseWidgetFilters, widgetDataPath, widgetDataRequest } from './widget-request';

describe('a widget data request (spec §7 "Widget data and reports")', () => {
  it('rewrites a path starting /reporting to /reporting/dashboard, and keeps the api/ chart calls', () => {
    expect(widgetDataPath('/reporting/widgets/summary')).toBe('/reporting/dashboard/widgets/summary');
    expect(widgetDataPath('reporting/crm/reports/x')).toBe('/reporting/dashboard/crm/reports/x');
    expect(widgetDataPath('/reporting/dashboard/widgets/pipeline')).toBe(
      '/reporting/dashboard/widgets/pipeline',
    );
    expect(widgetDataPath('api/reports/transaction-summary/charts/grouped-by-status')).toBe(
      '/api/reports/transaction-summary/charts/grouped-by-status',
    );
    expect(widgetDataPath('/reportingx/a')).toBe('/reportingx/a');
  });

  it('joins arrays with commas and drops nulls', () => {
    expect(
      filterQuery({
        Customer: ['a', 'b'],
        paymentMethod: null,
        serviceProviderFilter: undefined,
        currency: 'EUR',
        n: 3,
        e: [],
      }),
    ).toEqual({ Customer: 'a,b', currency: 'EUR', n: '3' });
  });

  it('adds widgetId and timezoneOffset to the query, and sends endpointId and widgetId headers', () => {
    const request = widgetDataRequest(
      { widgetId: 'w1', dataSourceEndpoint: '/reporting/widgets/summary', dataSourceEndpointId: 7 },
      { currency: 'EUR' },
      180,
    );
    expect(request).toEqual({
      path: '/reporting/dashboard/widgets/summary',
      query: { currency: 'EUR', widgetId: 'w1', timezoneOffset: '180' },
      headers: { widgetId: 'w1', endpointId: '7' },
    });
  });

  it('reads the filters JSON text, and treats anything else as no filter', () => {
    expect(parseWidgetFilters('{"currency":"EUR"}')).toEqual({ currency: 'EUR' });
    expect(parseWidgetFilters('not json')).toEqual({});
    expect(parseWidgetFilters('[1]')).toEqual({});
    expect(parseWidgetFilters(null)).toEqual({});
  });
});
