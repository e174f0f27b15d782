import { describe, expect, it } from 'vitest';
import { dimensionOf, lookupLink } from './lookup-link';

const period = {
  startDate: '2026-11-26T21:00:00.000Z',
  endDate: '2026-11-27T20:59:59.999Z',
  zone: 'Europe/Istanbul',
};

function paramsOf(link: string | null) {
  expect(link).not.toBeNull();
  const [path, query] = (link ?? '').split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
}

describe('a widget number links to the lookup with the same filters', () => {
  it('knows what each chart data source groups by (spec §3)', () => {
    expect(dimensionOf('TRANSACTIONS_BY_STATUS')).toBe('status');
    expect(dimensionOf('TRANSACTIONS_CHART_REPORTING_BY_CUSTOMER')).toBe('merchant');
    expect(dimensionOf('TRANSACTIONS_GROUPED_BY_BASE_CURRENCY')).toBeNull();
    expect(dimensionOf(null)).toBeNull();
  });

  it('adds the clicked status to the period, on the merchant lookup', () => {
    const { path, params } = paramsOf(
      lookupLink({ area: 'merchant', ...period, group: { dimension: 'status', value: 'Declined' } }),
    );
    expect(path).toBe('/merchant/transaction-management/transaction-lookup');
    expect(params).toEqual({ status: 'Declined', startDate: period.startDate, endDate: period.endDate });
  });

  it("carries the widget's filters, and a clicked merchant by its id, on the tenant lookup", () => {
    const { path, params } = paramsOf(
      lookupLink({
        area: 'tenant',
        ...period,
        filters: { paymentMethod: ['Card'], serviceProviderFilter: ['Adyen'], Customer: null },
        group: { dimension: 'merchant', value: 'm-1' },
      }),
    );
    expect(path).toBe('/transaction-management/transaction-lookup');
    expect(params).toMatchObject({ paymentMethod: 'Card', serviceProvider: 'Adyen', merchantId: 'm-1' });
  });

  it("narrows a day or an hour to that day or hour in the user's zone", () => {
    const day = paramsOf(
      lookupLink({ area: 'platform', ...period, group: { dimension: 'time', value: '2026-11-20' } }),
    );
    expect(day.params.startDate).toBe('2026-11-19T21:00:00.000Z');
    expect(day.params.endDate).toBe('2026-11-20T20:59:59.999Z');
    const hour = paramsOf(
      lookupLink({ area: 'platform', ...period, group: { dimension: 'time', value: '2026-11-20T14:00' } }),
    );
    expect(hour.params).toMatchObject({
      startDate: '2026-11-20T11:00:00.000Z',
      endDate: '2026-11-20T11:59:59.999Z',
    });
  });

  it('links nowhere for an unknown status, or a merchant on the merchant lookup', () => {
    expect(
      lookupLink({ area: 'tenant', ...period, group: { dimension: 'status', value: 'Weird' } }),
    ).toBeNull();
    expect(
      lookupLink({ area: 'merchant', ...period, group: { dimension: 'merchant', value: 'x' } }),
    ).toBeNull();
  });
});
