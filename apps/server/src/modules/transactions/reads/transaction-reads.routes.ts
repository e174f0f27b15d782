import type { Readable } from 'node:stream';
import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../../infra/errors/app-error';
import { registerFamily } from '../../../infra/http/register-family';
import { requestScope, withRequestScope } from '../../../infra/tenancy/request-scope';
import { sendDownload } from '../../files';
import { disputeCodesFor } from '../../money';
import { exportTransactionsZip } from '../export/transaction-csv-export';
import { rejectionReasonOf } from './rejection-reasons';
import {
  checkBalance,
  getEvent,
  getTransaction,
  listChildren,
  listEvents,
  listFees,
  listRelated,
  requireTransactionRow,
  toDetails,
} from './transaction-details.repository';
import { getApiLog, listLogs } from './transaction-logs.repository';
import { lookUpTransactions } from './transaction-lookup.repository';

/**
 * The lookup's transaction: generic plans (withScope), since its statements are index walks in the
 * page's order whatever the values; re-planned per request they cost more than they run (1.5 ms
 * of planning against 1 ms of execution at 1M rows).
 */
export const LOOKUP_READ = { genericPlans: true } as const;

/** The export's headers: a download, never cached (it holds customer data), never sniffed. */
export function sendZipDownload(reply: FastifyReply, fileName: string, body: Readable) {
  return sendDownload(reply, { contentType: 'application/zip', fileName, body });
}

/**
 * Spec §7 "Transactions" reads, on both families (CRM and merchant base). The families differ only in
 * base path, audiences and permissions, which registerFamily takes from each declaration; scope
 * comes from the request.
 */
export function registerReadCalls(app: FastifyInstance): void {
  const logOptions = (request: { log: FastifyInstance['log'] }, offsetMinutes?: number) => ({
    log: request.log,
    offsetMinutes,
  });
  registerFamily(app, [crmTransactions, merchantTransactions], {
    list: ({ request, actor, query }) =>
      withRequestScope(request, (tx, scope) => lookUpTransactions(tx, scope, actor, query), LOOKUP_READ),
    searchKey: ({ request, actor, query }) =>
      withRequestScope(
        request,
        (tx, scope) => lookUpTransactions(tx, scope, actor, query, query.searchKey),
        LOOKUP_READ,
      ),
    csv: async ({ request, reply, actor, query }) => {
      // The scope (and a bad tenantId header's 400 or 404) is settled before the download starts.
      const scope = await requestScope(request);
      const zip = exportTransactionsZip({
        db: app.database.db,
        scope,
        actor,
        filter: query,
        log: request.log,
      });
      return sendZipDownload(reply, 'transactions.zip', zip);
    },
    get: ({ request, actor, params }) =>
      withRequestScope(request, (tx, scope) => getTransaction(tx, scope, actor, params.id)),
    details: ({ request, actor, params }) =>
      withRequestScope(request, async (tx, scope) =>
        toDetails(await requireTransactionRow(tx, scope, params.id), actor),
      ),
    events: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => listEvents(tx, scope, params.id)),
    event: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => getEvent(tx, scope, params.eventId)),
    related: ({ request, actor, params }) =>
      withRequestScope(request, (tx, scope) => listRelated(tx, scope, actor, params.id)),
    relatedOf: ({ request, actor, params }) =>
      withRequestScope(request, (tx, scope) => listChildren(tx, scope, actor, params.id)),
    apiLogs: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => listLogs(tx, scope, params.id, 'api', logOptions(request))),
    apiLog: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => getApiLog(tx, scope, params.logId, logOptions(request))),
    smartRoutingLogs: ({ request, params }) =>
      withRequestScope(request, (tx, scope) =>
        listLogs(tx, scope, params.id, 'smartRouting', logOptions(request)),
      ),
    cascading: ({ request, params, query }) =>
      withRequestScope(request, (tx, scope) =>
        listLogs(tx, scope, params.id, 'cascading', logOptions(request, query.offset)),
      ),
    alerts: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => listLogs(tx, scope, params.id, 'alert', logOptions(request))),
    fees: ({ request, params }) => withRequestScope(request, (tx, scope) => listFees(tx, scope, params.id)),
    disputeCodes: ({ request, params }) =>
      withRequestScope(request, async (tx, scope) => {
        const { t } = await requireTransactionRow(tx, scope, params.id);
        return disputeCodesFor(t.cardBrand, t.paymentMethod);
      }),
    checkBalance: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => checkBalance(tx, scope, params.id)),
    rejectionReason: ({ request, params }) =>
      withRequestScope(request, async (tx, scope) => {
        // The transaction first: another tenant's id is a 404 whatever the code.
        await requireTransactionRow(tx, scope, params.id);
        const reason = rejectionReasonOf(params.code);
        if (!reason) throw AppError.notFound('Response code');
        return reason;
      }),
  });
}
