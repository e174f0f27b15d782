import { z } from 'zod';
import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { text } from '../validation/text';
import {
  AccountingEntry,
  AntifraudLog,
  ApiLog,
  ApiLogDetail,
  CascadingAttempt,
  CascadingQuery,
  CsvExportQuery,
  DisputeCode,
  RejectionReason,
  RelatedTransaction,
  SmartRoutingLog,
  TenantHeader,
  Transaction,
  TransactionAlert,
  TransactionBalance,
  TransactionDetails,
  TransactionEvent,
  TransactionEventDetail,
  TransactionFee,
  TransactionIdParams,
  TransactionListQuery,
  TransactionPage,
  TransactionSearchQuery,
} from './transaction.schemas';

/**
 * Spec §7 "Transactions": the lookup and every by-id read. Two families of the same calls:
 * - operators (tenant and platform staff) on the CRM base `api/crm/transactions`; platform staff
 *   narrow to one tenant with the `tenantId` header or filter;
 * - merchant users on the merchant base `api/transactions`.
 * A transaction outside the caller's scope (tenant, merchant, per-user limits, Test/Live mode)
 * answers 404 on every call, and never appears in a list, count or export.
 */

const TAGS = ['transactions'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const OPERATORS = ['tenant', 'platform'] as const satisfies readonly Audience[];
const MERCHANTS = ['customer'] as const satisfies readonly Audience[];
const OPERATOR_VIEW = ['CRM.Transaction.View', 'Platform.Transaction.Lookup'] as const satisfies Permissions;
const MERCHANT_VIEW = ['Merchant.Transaction.View'] as const satisfies Permissions;
const ANY_VIEW = [...OPERATOR_VIEW, ...MERCHANT_VIEW] as const satisfies Permissions;
const ALL = ['customer', 'tenant', 'platform'] as const satisfies readonly Audience[];

const ZipFile = z.unknown().describe('application/zip with one CSV file');
const EventParams = z.object({ eventId: z.uuid() });
const LogParams = z.object({ logId: z.uuid() });
const RejectionParams = z.object({ id: z.uuid(), code: text(16).min(1) });

function readCalls<const A extends readonly Audience[], const K extends Permissions>(
  family: 'crm' | 'merchant',
  base: string,
  audiences: A,
  permissions: K,
) {
  const id = (action: string) => `transactions.${family}.${action}`;
  const common = { audiences, permissions, headers: TenantHeader, tags: TAGS } as const;
  const byId = { ...common, params: TransactionIdParams } as const;
  return {
    list: defineEndpoint({
      ...common,
      id: id('list'),
      method: 'GET',
      path: base,
      summary: 'The lookup: one page of transactions matching the filter, newest first (count capped)',
      query: TransactionListQuery,
      response: TransactionPage,
    }),
    searchKey: defineEndpoint({
      ...common,
      id: id('searchKey'),
      method: 'GET',
      path: `${base}/searchKey`,
      summary: 'The lookup with one search key: id, external id, customer e-mail or card last four',
      query: TransactionSearchQuery,
      response: TransactionPage,
    }),
    csv: defineEndpoint({
      ...common,
      id: id('csv'),
      method: 'GET',
      path: `${base}/csv`,
      summary: 'Every transaction matching the filter as a CSV file in a zip, streamed (timezoneOffset)',
      query: CsvExportQuery,
      response: ZipFile,
      responseKind: 'blob',
    }),
    get: defineEndpoint({
      ...byId,
      id: id('get'),
      method: 'GET',
      path: `${base}/{id}`,
      summary: 'One transaction with the actions the caller may take on it now',
      response: Transaction,
    }),
    details: defineEndpoint({
      ...byId,
      id: id('details'),
      method: 'GET',
      path: `${base}/{id}/details`,
      summary: 'The details view: customer, card (masked) and processing data',
      response: TransactionDetails,
    }),
    events: defineEndpoint({
      ...byId,
      id: id('events'),
      method: 'GET',
      path: `${base}/{id}/events`,
      summary: "The transaction's events, oldest first",
      response: z.array(TransactionEvent),
    }),
    event: defineEndpoint({
      ...common,
      params: EventParams,
      id: id('event'),
      method: 'GET',
      path: `${base}/events/{eventId}`,
      summary: 'One event with its payload',
      response: TransactionEventDetail,
    }),
    related: defineEndpoint({
      ...byId,
      id: id('related'),
      method: 'GET',
      path: `${base}/{id}/related`,
      summary: 'The payment a transaction belongs to and its refunds, payouts and chargebacks',
      response: z.array(RelatedTransaction),
    }),
    relatedOf: defineEndpoint({
      ...byId,
      id: id('relatedOf'),
      method: 'GET',
      path: `${base}/related/{id}`,
      summary: 'The transactions created from a payment (its refunds, payouts and chargebacks)',
      response: z.array(Transaction),
    }),
    apiLogs: defineEndpoint({
      ...byId,
      id: id('apiLogs'),
      method: 'GET',
      path: `${base}/{id}/api-logs`,
      summary: 'Calls to and from the processor for this transaction, without bodies',
      response: z.array(ApiLog),
    }),
    apiLog: defineEndpoint({
      ...common,
      params: LogParams,
      id: id('apiLog'),
      method: 'GET',
      path: `${base}/api-logs/{logId}`,
      summary: 'One API log with its (masked) bodies',
      response: ApiLogDetail,
    }),
    smartRoutingLogs: defineEndpoint({
      ...byId,
      id: id('smartRoutingLogs'),
      method: 'GET',
      path: `${base}/{id}/smart-routing-logs`,
      summary: 'How smart routing chose the service provider',
      response: z.array(SmartRoutingLog),
    }),
    cascading: defineEndpoint({
      ...byId,
      id: id('cascading'),
      method: 'GET',
      path: `${base}/{id}/cascading`,
      summary: 'Cascading attempts across service providers (offset: the time-zone offset)',
      query: CascadingQuery,
      response: z.array(CascadingAttempt),
    }),
    alerts: defineEndpoint({
      ...byId,
      id: id('alerts'),
      method: 'GET',
      path: `${base}/{id}/alerts`,
      summary: 'Alerts raised on this transaction (velocity, fraud, processing)',
      response: z.array(TransactionAlert),
    }),
    fees: defineEndpoint({
      ...byId,
      id: id('fees'),
      method: 'GET',
      path: `${base}/{id}/fees`,
      summary: 'Fees charged on this transaction',
      response: z.array(TransactionFee),
    }),
    disputeCodes: defineEndpoint({
      ...byId,
      id: id('disputeCodes'),
      method: 'GET',
      path: `${base}/{id}/disputeCodes`,
      summary: "The dispute reason codes of the transaction's card scheme",
      response: z.array(DisputeCode),
    }),
    checkBalance: defineEndpoint({
      ...byId,
      id: id('checkBalance'),
      method: 'GET',
      path: `${base}/{id}/check-balance`,
      summary: 'Captured, refunded and still refundable amounts',
      response: TransactionBalance,
    }),
    rejectionReason: defineEndpoint({
      ...common,
      params: RejectionParams,
      id: id('rejectionReason'),
      method: 'GET',
      path: `${base}/{id}/rejection_reasons/{code}`,
      summary: 'What a response code of this transaction means and what to do about it',
      response: RejectionReason,
    }),
  };
}

export const crmTransactions = readCalls('crm', 'api/crm/transactions', OPERATORS, OPERATOR_VIEW);
export const merchantTransactions = readCalls('merchant', 'api/transactions', MERCHANTS, MERCHANT_VIEW);

export const listPlatformTransactions = defineEndpoint({
  id: 'transactions.platform.list',
  method: 'GET',
  path: 'api/crm/transactions/platform',
  summary: "The platform's lookup across every tenant (tenantId filter narrows it)",
  audiences: ['platform'],
  permissions: ['Platform.Transaction.Lookup'],
  query: TransactionListQuery,
  response: TransactionPage,
  tags: TAGS,
});

// The reporting service's lookup variants (spec §7 "Search-key variants").
export const reportingLookupV2 = defineEndpoint({
  id: 'transactions.reporting.v2',
  method: 'GET',
  path: '/reporting/crm/reports/transactions-lookup/v2',
  summary: 'The lookup served by the reporting service',
  audiences: ALL,
  permissions: ANY_VIEW,
  headers: TenantHeader,
  query: TransactionListQuery,
  response: TransactionPage,
  tags: TAGS,
});
export const reportingLookupSearchKey = defineEndpoint({
  id: 'transactions.reporting.searchKey',
  method: 'GET',
  path: '/reporting/crm/reports/transactions-lookup/searchKey',
  summary: 'The reporting lookup with one search key',
  audiences: ALL,
  permissions: ANY_VIEW,
  headers: TenantHeader,
  query: TransactionSearchQuery,
  response: TransactionPage,
  tags: TAGS,
});
export const reportingPlatformSearchKey = defineEndpoint({
  id: 'transactions.reporting.platformSearchKey',
  method: 'GET',
  path: '/reporting/crm/reports/transactions-lookup/platform/searchKey',
  summary: 'The reporting lookup with one search key, across every tenant',
  audiences: ['platform'],
  permissions: ['Platform.Transaction.Lookup'],
  query: TransactionSearchQuery,
  response: TransactionPage,
  tags: TAGS,
});

export const getAntifraudLogs = defineEndpoint({
  id: 'transactions.antifraudLogs',
  method: 'GET',
  path: 'api/crm/antifraud-api-logs/{id}',
  summary: 'Anti-fraud checks of one transaction (score, decision, matched rules)',
  audiences: ALL,
  permissions: ANY_VIEW,
  headers: TenantHeader,
  params: TransactionIdParams,
  response: z.array(AntifraudLog),
  tags: TAGS,
});

export const getAccountingEntries = defineEndpoint({
  id: 'transactions.accountingEntries',
  method: 'GET',
  path: '/acc/customers/{customerId}/transactions/{id}/accounting-entries',
  summary: "The ledger entries a transaction wrote (customerId: the transaction's merchant)",
  audiences: ALL,
  permissions: ANY_VIEW,
  headers: TenantHeader,
  params: z.object({ customerId: z.uuid(), id: z.uuid() }),
  response: z.array(AccountingEntry),
  tags: TAGS,
});
