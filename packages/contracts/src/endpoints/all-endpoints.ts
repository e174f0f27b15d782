import * as apmTransactions from '../apm-transactions/apm-transactions.endpoints';
import * as bankOrders from '../bank-orders/bank-orders.endpoints';
import { getClientConfiguration } from '../configuration/client-configuration.endpoints';
import * as disputes from '../disputes/disputes.endpoints';
import * as files from '../files/files.endpoints';
import type { AnyEndpoint } from '../http/endpoint';
import * as lookups from '../lookups/lookups.endpoints';
import * as notifications from '../notifications/notifications.endpoints';
import * as offers from '../onboarding/offers.endpoints';
import * as onboarding from '../onboarding/onboarding.endpoints';
import * as pricebooks from '../onboarding/pricebooks.endpoints';
import { ping } from '../session/ping.endpoints';
import * as labels from '../support/labels.endpoints';
import * as supportOptions from '../support/support-options.endpoints';
import * as tickets from '../support/ticket.endpoints';
import * as tenants from '../tenants/tenants.endpoints';
import * as transactionJobs from '../transaction-jobs/transaction-jobs.endpoints';
import * as transactionWebhooks from '../transaction-webhooks/transaction-webhooks.endpoints';
import * as transactions from '../transactions/transaction.endpoints';
import * as transactionActions from '../transactions/transaction-actions.endpoints';
import * as transactionLookups from '../transactions/transaction-lookups.endpoints';
import * as transactionMaintenance from '../transactions/transaction-maintenance.endpoints';
import * as users from '../users/users.endpoints';
import * as virtualTerminal from '../virtual-terminal/virtual-terminal.endpoints';

/** Every declared endpoint: the server registers from it, OpenAPI is made from it, a test walks it. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = [
  ...Object.values(users),
  ...Object.values(lookups),
  getClientConfiguration,
  ping,
  ...Object.values(tickets.customerTicket),
  ...Object.values(tickets.platformTicket),
  ...Object.values(tickets).filter(isEndpoint),
  ...Object.values(labels),
  ...Object.values(supportOptions),
  ...Object.values(files),
  ...Object.values(tenants),
  ...Object.values(notifications),
  ...Object.values(onboarding),
  ...Object.values(offers),
  ...Object.values(pricebooks),
  ...Object.values(transactions.crmTransactions),
  ...Object.values(transactions.merchantTransactions),
  ...Object.values(transactions).filter(isEndpoint),
  ...Object.values(transactionActions.crmTransactionActions),
  ...Object.values(transactionActions.merchantTransactionActions),
  ...Object.values(transactionActions).filter(isEndpoint),
  ...Object.values(transactionLookups),
  // Modules declared as endpoints and families of endpoints (an object of endpoints, one per base).
  ...[
    transactionJobs,
    disputes,
    virtualTerminal,
    apmTransactions,
    bankOrders,
    transactionWebhooks,
    transactionMaintenance,
  ].flatMap(endpointsOf),
];

/** The endpoints a module exports, directly or one level down in a family object. */
function endpointsOf(module: object): AnyEndpoint[] {
  return Object.values(module).flatMap((value: unknown) =>
    isEndpoint(value)
      ? [value as AnyEndpoint]
      : typeof value === 'object' && value !== null
        ? Object.values(value).filter(isEndpoint)
        : [],
  );
}

function isEndpoint<T>(value: T): value is Extract<T, AnyEndpoint> {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'id' in value;
}
