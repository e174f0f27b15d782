import { z } from 'zod';
import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { TenantHeader, TransactionIdParams } from '../transactions/transaction.schemas';
import {
  ApmCsvExportQuery,
  ApmTransaction,
  ApmTransactionListQuery,
  ApmTransactionPage,
  ApmTransactionSearchQuery,
} from './apm-transaction.schemas';

/**
 * Spec §7 "Transactions" APM: api/crm/apm-transactions (paged), its searchKey variant (SearchParam,
 * SearchKey), {id}, and the csv export. Operators only (tenant and platform staff, the platform
 * narrowing to one tenant with the tenantId header), within the same scope and per-user limits as
 * the transaction lookup. Only transactions of an alternative payment method are found: a card
 * transaction's id answers 404 here.
 */
const TAGS = ['apm-transactions'] as const;
const OPERATORS = ['tenant', 'platform'] as const satisfies readonly Audience[];
const PERMISSIONS = ['CRM.Transaction.LookupApm'] as const satisfies readonly [Permission, ...Permission[]];
const BASE = 'api/crm/apm-transactions';
const common = { audiences: OPERATORS, permissions: PERMISSIONS, headers: TenantHeader, tags: TAGS } as const;

export const apmTransactions = {
  list: defineEndpoint({
    ...common,
    id: 'apmTransactions.list',
    method: 'GET',
    path: BASE,
    summary: 'One page of APM transactions matching the filter, newest first (count capped)',
    query: ApmTransactionListQuery,
    response: ApmTransactionPage,
  }),
  searchKey: defineEndpoint({
    ...common,
    id: 'apmTransactions.searchKey',
    method: 'GET',
    path: `${BASE}/searchKey`,
    summary: 'APM transactions whose SearchParam field (id, external id, e-mail, APM reference) is SearchKey',
    query: ApmTransactionSearchQuery,
    response: ApmTransactionPage,
  }),
  csv: defineEndpoint({
    ...common,
    id: 'apmTransactions.csv',
    method: 'GET',
    path: `${BASE}/csv`,
    summary: 'Every APM transaction matching the filter as apm-transactions.csv in a zip (timezoneOffset)',
    query: ApmCsvExportQuery,
    response: z.unknown().describe('application/zip with one CSV file'),
    responseKind: 'blob',
  }),
  get: defineEndpoint({
    ...common,
    id: 'apmTransactions.get',
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One APM transaction (a card transaction is 404 here)',
    params: TransactionIdParams,
    response: ApmTransaction,
  }),
};
