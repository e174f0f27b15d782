import {
  crmApiLogReport,
  merchantApiLogReport,
} from '@paydesk/contracts/transactions/api-log-report.endpoints';
import {
  getAccountingEntries,
  getAntifraudLogs,
  listPlatformTransactions,
  reportingLookupSearchKey,
  reportingLookupV2,
  reportingPlatformSearchKey,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { registerFamily } from '../../infra/http/register-family';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { registerLookupCalls } from './lookups/transaction-lookups.routes';
import { registerPmpConfigurationCall } from './maintenance/pmp-configuration.routes';
import { registerMaintenanceCalls } from './maintenance/transaction-maintenance.routes';
import { apiLogScope, listApiLogReport } from './reads/api-log-report.repository';
import { listAccountingEntries } from './reads/transaction-details.repository';
import { listLogs } from './reads/transaction-logs.repository';
import { lookUpTransactions } from './reads/transaction-lookup.repository';
import { LOOKUP_READ, registerReadCalls } from './reads/transaction-reads.routes';

/**
 * Spec §7 "Transactions", the reading side: the lookup (CRM, merchant, platform and reporting
 * variants), every by-id read, the lookups of the filters and dialogs, saved filters, lookup
 * columns and the CSV export (docs/transactions.md "Lookup and exports"). Handlers stay thin: the
 * queries live in the *.repository.ts files beside this one.
 */
export const transactionsModule: FastifyPluginAsync = async (app) => {
  registerReadCalls(app);

  // Every lookup variant is the same lookup: the caller's scope decides what it spans (a platform
  // caller every tenant, narrowed by the tenantId header or filter).
  registerEndpoint(app, listPlatformTransactions, ({ request, actor, query }) =>
    withRequestScope(request, (tx, scope) => lookUpTransactions(tx, scope, actor, query), LOOKUP_READ),
  );
  registerEndpoint(app, reportingLookupV2, ({ request, actor, query }) =>
    withRequestScope(request, (tx, scope) => lookUpTransactions(tx, scope, actor, query), LOOKUP_READ),
  );
  registerEndpoint(app, reportingLookupSearchKey, ({ request, actor, query }) =>
    withRequestScope(
      request,
      (tx, scope) => lookUpTransactions(tx, scope, actor, query, query.searchKey),
      LOOKUP_READ,
    ),
  );
  registerEndpoint(app, reportingPlatformSearchKey, ({ request, actor, query }) =>
    withRequestScope(
      request,
      (tx, scope) => lookUpTransactions(tx, scope, actor, query, query.searchKey),
      LOOKUP_READ,
    ),
  );

  registerEndpoint(app, getAntifraudLogs, ({ request, params }) =>
    withRequestScope(request, (tx, scope) =>
      listLogs(tx, scope, params.id, 'antifraud', { log: request.log }),
    ),
  );
  registerEndpoint(app, getAccountingEntries, ({ request, params }) =>
    withRequestScope(request, (tx, scope) => listAccountingEntries(tx, scope, params.customerId, params.id)),
  );

  // The API logs report across transactions (docs/api-logs.md); one log's bodies are `apiLog` above.
  registerFamily(app, [crmApiLogReport, merchantApiLogReport], {
    list: ({ request, query }) =>
      withRequestScope(request, (tx, scope) =>
        listApiLogReport(tx, apiLogScope(scope, query.tenantId), query, request.log),
      ),
  });

  registerLookupCalls(app);
  registerMaintenanceCalls(app);
  // The PMP configuration report over the payment channels (docs/pmp-configuration.md).
  registerPmpConfigurationCall(app);
};
