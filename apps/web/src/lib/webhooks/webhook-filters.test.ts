import { describe, expect, it } from 'vitest';
import {
  webhookFilterOf,
  webhookFilterParams,
  webhookFiltersFromParams,
  webhookListQueryOf,
} from './webhook-filters';

const NOW = new Date('2026-12-07T10:00:00Z');
const MERCHANT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const TRANSACTION = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const TENANT = '5b7f2c0e-3d1a-4c7e-9a55-1f0e2d3c4b5a';

describe('the webhook filter model', () => {
  it('reads the URL into filters and writes them back unchanged (params -> state -> params)', () => {
    const params = new URLSearchParams({
      from: '2026-11-01',
      to: '2026-11-30',
      tenant: TENANT,
      merchant: MERCHANT,
      eventType: 'transaction.updated',
      state: 'Failed',
      response: '5xx',
      transaction: TRANSACTION,
      page: '2',
      pageSize: '50',
    });
    const state = webhookFiltersFromParams(params, 'Europe/Istanbul', NOW);
    expect(state).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      tenantId: TENANT,
      merchantId: MERCHANT,
      eventType: 'transaction.updated',
      state: 'Failed',
      response: '5xx',
      transactionId: TRANSACTION,
      page: 2,
      pageSize: 50,
    });
    const again = webhookFilterParams(state, 'Europe/Istanbul', NOW);
    expect(Object.fromEntries(again)).toEqual(Object.fromEntries(params));
    expect(webhookFiltersFromParams(again, 'Europe/Istanbul', NOW)).toEqual(state);
  });

  it('opens on the last 30 days of the zone, and leaves the defaults out of the URL', () => {
    const state = webhookFiltersFromParams(new URLSearchParams(), 'UTC', NOW);
    expect(state).toMatchObject({ from: '2026-11-08', to: '2026-12-07', page: 0, pageSize: 20 });
    expect(webhookFilterParams(state, 'UTC', NOW).toString()).toBe('');
  });

  it('drops what the server would refuse: a bad state, answer, id, page size or a backwards period', () => {
    const state = webhookFiltersFromParams(
      new URLSearchParams({
        from: '2026-12-05',
        to: '2026-12-01',
        tenant: 'northwind',
        merchant: 'acme',
        state: 'Lost',
        response: '6xx',
        transaction: '123',
        pageSize: '33',
        page: '-1',
      }),
      'UTC',
      NOW,
    );
    expect(state).toEqual({
      from: '2026-11-08',
      to: '2026-12-07',
      tenantId: '',
      merchantId: '',
      eventType: '',
      state: '',
      response: '',
      transactionId: '',
      page: 0,
      pageSize: 20,
    });
  });

  it("makes the call's filter: the days as instants of the zone, only the filters set", () => {
    const state = webhookFiltersFromParams(
      new URLSearchParams({ from: '2026-12-01', to: '2026-12-02', response: 'none', page: '1' }),
      'Europe/Istanbul',
      NOW,
    );
    expect(webhookFilterOf(state, 'Europe/Istanbul')).toEqual({
      from: '2026-11-30T21:00:00.000Z',
      to: '2026-12-02T21:00:00.000Z',
      response: 'none',
    });
    expect(webhookListQueryOf(state, 'Europe/Istanbul')).toMatchObject({ pageIndex: 1, pageSize: 20 });
  });

  it("sends the tenant chosen as the call's tenantId, and leaves it out when any", () => {
    const state = webhookFiltersFromParams(
      new URLSearchParams({ from: '2026-12-01', to: '2026-12-01', tenant: TENANT, merchant: MERCHANT }),
      'UTC',
      NOW,
    );
    expect(webhookListQueryOf(state, 'UTC')).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-02T00:00:00.000Z',
      tenantId: TENANT,
      merchantId: MERCHANT,
      pageIndex: 0,
      pageSize: 20,
    });
    expect(webhookFilterOf({ ...state, tenantId: '' }, 'UTC')).not.toHaveProperty('tenantId');
  });
});
