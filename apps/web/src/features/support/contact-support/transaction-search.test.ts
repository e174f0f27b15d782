import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import { TRANSACTION_PAGING } from '@paydesk/contracts/transactions/transaction.model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { makeTransaction } from '../../../test/fixtures/lookup-fixtures';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { transactionSearchFor } from './transaction-search';

const TENANT = '0b9f3c52-6c1a-4d7e-9a55-1d2f3e4a5b61';
const row = (externalId: string, merchantName: string) => makeTransaction({ externalId, merchantName });
const page = (data: ReturnType<typeof makeTransaction>[]) => ({
  count: data.length,
  countIsCapped: false,
  data,
});

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  localSettings.setTimeZone('UTC');
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const request = { searchKey: ' ORD-10 ', pageIndex: 1, pageSize: TRANSACTION_PAGING.pickerPageSize };

describe('the ticket transaction picker search (spec §7, §9)', () => {
  it('merchant users search the merchant base by external id, 10 per page, in the current mode', async () => {
    api.on(merchantTransactions.searchKey, page([row('ORD-1001', 'Acme Retail')]));
    localSettings.setSystemMode('Test');
    const search = transactionSearchFor(
      { merchantId: 'm-1', permissions: ['Merchant.Transaction.View'] },
      null,
    );
    expect(await search!(request)).toEqual([
      { value: 'ORD-1001', label: 'ORD-1001 · Acme Retail · 14/03/2026 09:26' },
    ]);
    expect(Object.fromEntries(api.callsTo(merchantTransactions.searchKey)[0]!.query)).toEqual({
      searchKey: 'ORD-10',
      PageIndex: '1',
      PageSize: '10',
      sortBy: 'createdAt',
      sortDirection: 'desc',
      systemMode: '1',
    });
  });

  it('operators search the CRM base; platform staff within the tenant they write to', async () => {
    api.on(crmTransactions.searchKey, page([]));
    const operator = { merchantId: null, permissions: ['Platform.Transaction.Lookup'] };
    await transactionSearchFor(operator, null)!(request);
    await transactionSearchFor(operator, TENANT)!(request);
    const [all, oneTenant] = api.callsTo(crmTransactions.searchKey).map((c) => Object.fromEntries(c.query));
    expect(all).not.toHaveProperty('tenantId');
    expect(all).toMatchObject({ systemMode: '2', PageSize: '10' });
    expect(oneTenant).toMatchObject({ tenantId: TENANT });
  });

  it('asks nothing for an empty box, and nothing at all without a lookup permission', async () => {
    const search = transactionSearchFor({ merchantId: null, permissions: ['CRM.Transaction.View'] }, null);
    expect(await search!({ ...request, searchKey: '  ' })).toEqual([]);
    expect(api.calls).toHaveLength(0);
    expect(transactionSearchFor({ merchantId: null, permissions: ['CRM.Support.Lookup'] }, null)).toBeNull();
    expect(
      transactionSearchFor({ merchantId: 'm-1', permissions: ['CRM.Transaction.View'] }, null),
    ).toBeNull();
  });
});
