import { apmTransactions } from '@paydesk/contracts/apm-transactions/apm-transactions.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { sendZipDownload } from '../transactions';
import { exportApmTransactionsZip } from './apm-csv-export';
import { exportSearch } from './apm-transaction-filter';
import { getApmTransaction, lookUpApmTransactions } from './apm-transactions.repository';

/** The APM transaction lookup (api/crm/apm-transactions; docs/apm-and-bank-orders.md). */
export const apmTransactionsModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, apmTransactions.list, ({ request, actor, query }) =>
    withRequestScope(request, (tx, scope) => lookUpApmTransactions(tx, scope, actor, query)),
  );
  registerEndpoint(app, apmTransactions.searchKey, ({ request, actor, query }) =>
    withRequestScope(request, (tx, scope) =>
      lookUpApmTransactions(tx, scope, actor, query, { param: query.SearchParam, key: query.SearchKey }),
    ),
  );
  registerEndpoint(app, apmTransactions.csv, async ({ request, reply, actor, query }) => {
    // The search's 400 and the scope's (a bad tenantId header) are settled before the download starts.
    const search = exportSearch(query);
    const scope = await requestScope(request);
    const zip = exportApmTransactionsZip({
      db: app.database.db,
      scope,
      actor,
      filter: query,
      search,
      log: request.log,
    });
    return sendZipDownload(reply, 'apm-transactions.zip', zip);
  });
  registerEndpoint(app, apmTransactions.get, ({ request, actor, params }) =>
    withRequestScope(request, (tx, scope) => getApmTransaction(tx, scope, actor, params.id)),
  );
};
