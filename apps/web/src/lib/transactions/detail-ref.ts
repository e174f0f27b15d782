import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import {
  crmTransactionActions,
  merchantTransactionActions,
} from '@paydesk/contracts/transactions/transaction-actions.endpoints';

/**
 * The three places a transaction is opened from (spec §2): the merchant area, the tenant area and
 * the platform area. The area comes from the route, not from the user, so a platform user who also
 * holds a tenant key never gets the wrong family of calls.
 */
export type TransactionArea = 'merchant' | 'tenant' | 'platform';

/** Merchant users call the merchant base (api/transactions); operators the CRM base. */
export function readCallsOf(area: TransactionArea) {
  return area === 'merchant' ? merchantTransactions : crmTransactions;
}

export function actionCallsOf(area: TransactionArea) {
  return area === 'merchant' ? merchantTransactionActions : crmTransactionActions;
}

/** The lookup each area's details screen goes back to. */
export function lookupPath(area: TransactionArea): string {
  switch (area) {
    case 'merchant':
      return '/merchant/transaction-management/transaction-lookup';
    case 'tenant':
      return '/transaction-management/transaction-lookup';
    case 'platform':
      return '/platform/transaction-management/transaction-lookup';
  }
}

export function transactionPath(area: TransactionArea, transactionId: string): string {
  return `${lookupPath(area)}/${transactionId}`;
}

/**
 * Spec §6: "Ticket and transaction calls take a tenantId header". Platform staff see every tenant,
 * so once the transaction is read they name its tenant on every further call; tenant staff and
 * merchants are scoped by their token and send none.
 */
export function tenantHeaders(area: TransactionArea, tenantId: string | undefined): Record<string, string> {
  return area === 'platform' && tenantId ? { tenantId } : {};
}
