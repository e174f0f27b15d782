import { z } from 'zod';
import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { TenantHeader, TransactionIdParams } from './transaction.schemas';
import {
  BinData,
  BinDataRequest,
  DeallocateRequest,
  DeallocateResult,
  ExportV3Request,
  PaymentChannelListQuery,
  PaymentChannelPage,
  RelationshipListQuery,
  RelationshipPage,
  ResetRestrictionQuery,
  TransactionRestriction,
} from './transaction-maintenance.schemas';

/**
 * Spec §7 "Transactions": relationships and deallocate, reset-restriction, bin-data, export-v3 and
 * the plain payment-channels list (docs/transaction-maintenance-and-webhooks.md). Reads follow the
 * lookup's view permissions; changes need the family's actions permission. Anything outside the
 * caller's scope answers 404.
 */

const TAGS = ['transactions'] as const;
type Permissions = readonly [Permission, ...Permission[]];
const OPERATORS = ['tenant', 'platform'] as const satisfies readonly Audience[];
const MERCHANTS = ['customer'] as const satisfies readonly Audience[];
const ALL = ['customer', 'tenant', 'platform'] as const satisfies readonly Audience[];
const OPERATOR_VIEW = ['CRM.Transaction.View', 'Platform.Transaction.Lookup'] as const satisfies Permissions;
const OPERATOR_ACT = ['CRM.Transaction.Actions'] as const satisfies Permissions;
const MERCHANT_VIEW = ['Merchant.Transaction.View'] as const satisfies Permissions;
const MERCHANT_ACT = ['Merchant.Transaction.Actions'] as const satisfies Permissions;
const ANY_VIEW = [...OPERATOR_VIEW, ...MERCHANT_VIEW] as const satisfies Permissions;

function relationshipCalls<const A extends readonly Audience[]>(
  family: 'crm' | 'merchant',
  base: string,
  audiences: A,
  view: Permissions,
  act: Permissions,
) {
  const id = (action: string) => `transactions.${family}.${action}`;
  const common = { audiences, headers: TenantHeader, tags: TAGS } as const;
  return {
    relationships: defineEndpoint({
      ...common,
      permissions: view,
      id: id('relationships'),
      method: 'GET',
      path: `${base}/relationships`,
      summary: 'Transactions allocated to an organisation and website, newest first (paged)',
      query: RelationshipListQuery,
      response: RelationshipPage,
    }),
    deallocate: defineEndpoint({
      ...common,
      permissions: act,
      id: id('deallocate'),
      method: 'PUT',
      path: `${base}/relationships/deallocate`,
      summary: 'Frees allocated relationships (all or none; 409 when one is already free)',
      body: DeallocateRequest,
      response: DeallocateResult,
    }),
    binData: defineEndpoint({
      ...common,
      permissions: view,
      params: TransactionIdParams,
      id: id('binData'),
      method: 'GET',
      path: `${base}/bin-data/{id}`,
      summary: "The BIN data of the transaction's card (the processor's, or as staff corrected it)",
      response: BinData,
    }),
    restrictions: defineEndpoint({
      ...common,
      permissions: view,
      params: TransactionIdParams,
      id: id('restrictions'),
      method: 'GET',
      path: `${base}/{id}/restrictions`,
      summary: 'Anti-fraud restrictions on the transaction, active first',
      response: z.array(TransactionRestriction),
    }),
  };
}

export const crmTransactionMaintenance = {
  ...relationshipCalls('crm', 'api/crm/transactions', OPERATORS, OPERATOR_VIEW, OPERATOR_ACT),
  resetRestriction: defineEndpoint({
    audiences: OPERATORS,
    permissions: OPERATOR_ACT,
    headers: TenantHeader,
    tags: TAGS,
    params: TransactionIdParams,
    id: 'transactions.crm.resetRestriction',
    method: 'PUT',
    path: 'api/crm/transactions/{id}/reset-restriction',
    summary: "Resets the transaction's active anti-fraud restrictions, answering them (409 when none)",
    query: ResetRestrictionQuery,
    response: z.array(TransactionRestriction),
  }),
  updateBinData: defineEndpoint({
    audiences: OPERATORS,
    permissions: OPERATOR_ACT,
    headers: TenantHeader,
    tags: TAGS,
    params: TransactionIdParams,
    id: 'transactions.crm.updateBinData',
    method: 'PUT',
    path: 'api/crm/transactions/bin-data/{id}',
    summary: "Corrects the BIN data of the transaction's card (first six digits only)",
    body: BinDataRequest,
    response: BinData,
  }),
  paymentChannels: defineEndpoint({
    audiences: OPERATORS,
    permissions: OPERATOR_VIEW,
    headers: TenantHeader,
    tags: TAGS,
    id: 'transactions.crm.paymentChannelList',
    method: 'GET',
    path: 'api/crm/payment-channels',
    summary: "The payment channels in the caller's scope, paged and filtered",
    query: PaymentChannelListQuery,
    response: PaymentChannelPage,
  }),
};

export const merchantTransactionMaintenance = {
  ...relationshipCalls('merchant', 'api/transactions', MERCHANTS, MERCHANT_VIEW, MERCHANT_ACT),
  paymentChannels: defineEndpoint({
    audiences: MERCHANTS,
    permissions: MERCHANT_VIEW,
    tags: TAGS,
    id: 'transactions.merchant.paymentChannelList',
    method: 'GET',
    path: 'api/payment-channels',
    summary: "The merchant's payment channels, paged and filtered",
    query: PaymentChannelListQuery,
    response: PaymentChannelPage,
  }),
};

export const exportReportV3 = defineEndpoint({
  id: 'transactions.reporting.exportV3',
  method: 'POST',
  path: '/reporting/report-v2/reports-tenant-export-v3',
  summary: "A report's rows in the caller's scope with the chosen columns, as CSV (saved as filename.csv)",
  audiences: ALL,
  permissions: ANY_VIEW,
  headers: TenantHeader,
  body: ExportV3Request,
  response: z.unknown().describe('text/csv'),
  responseKind: 'blob',
  tags: TAGS,
});
