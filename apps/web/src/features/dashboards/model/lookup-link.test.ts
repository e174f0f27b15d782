import { describe, expect, it } from 'vitest';
import { lookupLink } from './lookup-link';

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
  it('adds the clicked status to the period, on the merchant lookup', () => {
    const { path, params } = paramsOf(
      lookupLink({ area: 'merchant', ...period, groupBy: 'status', row: { status: 'Declined', count: 3 } }),
    );
    expect(path).toBe('/merchant/transaction-management/transaction-lookup');
    expect(params).toEqual({ status: 'Declined', startDate: period.startDate, endDate: period.endDate });
  });

  it("carries the widget's filters, and a clicked merchant by its id, on the tenant lookup", () => {
    const { path, params } = paramsOf(
      lookupLink({
        area: 'tenant',
        ...period,
        filters: { paymentMethod: ['Card'], serviceProviderFilter: 'Adyen', Customer: null },
        groupBy: 'customerName',
        row: { customerName: 'Acme', customerId: 'm-1' },
      }),
    );
    expect(path).toBe('/transaction-management/transaction-lookup');
    expect(params).toMatchObject({ paymentMethod: 'Card', serviceProvider: 'Adyen', merchantId: 'm-1' });
  });

  it("narrows a grouped-by-day click to that day in the user's zone", () => {
    const { params } = paramsOf(
      lookupLink({ area: 'platform', ...period, groupBy: 'day', row: { day: '2026-11-20' } }),
    );
    expect(params.startDate).toBe('2026-11-19T21:00:00.000Z');
    expect(params.endDate).toBe('2026-11-20T20:59:59.999Z');
  });

  it('links nowhere for a dimension the lookup cannot filter on, or an unknown status', () => {
    expect(lookupLink({ area: 'tenant', ...period, groupBy: 'country', row: { country: 'DE' } })).toBeNull();
    expect(lookupLink({ area: 'tenant', ...period, groupBy: 'status', row: { status: 'Weird' } })).toBeNull();
    expect(
      lookupLink({ area: 'merchant', ...period, groupBy: 'customerName', row: { customerId: 'x' } }),
    ).toBeNull();
  });
});
