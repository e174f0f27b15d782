import {
  crmTransactions,
  listPlatformTransactions,
  merchantTransactions,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import type { TransactionColumn } from '@paydesk/contracts/transactions/transaction.model';

/**
 * The three transaction lookups of spec §2: the merchant area, the tenant area (operators) and the
 * platform area. The area comes from the route, not from the user, so a platform user who also
 * holds a tenant role always gets the family of calls of the screen they are on.
 */
export type LookupArea = 'merchant' | 'tenant' | 'platform';

/**
 * The calls of an area's lookup: merchants use the merchant base (api/transactions), operators the
 * CRM base (api/crm/transactions); platform staff list across every tenant with the platform
 * variant and use the CRM family for the rest (search key, CSV).
 */
export function lookupCallsOf(area: LookupArea) {
  const family = area === 'merchant' ? merchantTransactions : crmTransactions;
  return {
    list: area === 'platform' ? listPlatformTransactions : family.list,
    searchKey: family.searchKey,
    csv: family.csv,
  };
}

const LOOKUP_PATHS: Record<LookupArea, string> = {
  merchant: '/merchant/transaction-management/transaction-lookup',
  tenant: '/transaction-management/transaction-lookup',
  platform: '/platform/transaction-management/transaction-lookup',
};

/** The lookup screen of an area. */
export function lookupPathOf(area: LookupArea): string {
  return LOOKUP_PATHS[area];
}

/** The columns chooser of an area (spec §2: transaction-lookup-columns, beside the lookup). */
export function columnsPathOf(area: LookupArea): string {
  return `${LOOKUP_PATHS[area]}-columns`;
}

/** One transaction's details, opened from a row of the lookup. */
export function detailsPathOf(area: LookupArea, transactionId: string): string {
  return `${LOOKUP_PATHS[area]}/${encodeURIComponent(transactionId)}`;
}

/**
 * The text key of a column's heading in an area. Operators' "Customer" is the merchant; a merchant
 * would see its own name on every row, so its lookup shows the payer there, under "Payer".
 */
export function columnHeadingKey(column: TransactionColumn, area: LookupArea): string {
  return area === 'merchant' && column === 'merchantName'
    ? 'transactions.columns.payer'
    : `transactions.columns.${column}`;
}
