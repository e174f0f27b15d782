import {
  crmTransactionMaintenance,
  exportReportV3,
  merchantTransactionMaintenance,
} from '@paydesk/contracts/transactions/transaction-maintenance.endpoints';
import { EXPORT_V3_FILE_NAME } from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { registerFamily } from '../../../infra/http/register-family';
import { requestScope, withRequestScope } from '../../../infra/tenancy/request-scope';
import { sendDownload } from '../../files';
import { getBinData, updateBinData } from './transaction-maintenance-bin-data.repository';
import { exportReportCsv, requireKnownReport } from './transaction-maintenance-export';
import { listPaymentChannels } from './transaction-maintenance-payment-channels.repository';
import {
  deallocateRelationships,
  listRelationships,
} from './transaction-maintenance-relationships.repository';
import { listRestrictions, resetRestrictions } from './transaction-maintenance-restrictions.repository';

/**
 * Spec §7 "Transactions" maintenance calls (docs/transaction-maintenance-and-webhooks.md): the
 * calls both families have, then the operators' changes, then the export. Thin: the rules live in
 * the transaction-maintenance-*.ts files beside this one.
 */
export function registerMaintenanceCalls(app: FastifyInstance): void {
  registerSharedCalls(app);

  const crm = crmTransactionMaintenance;
  registerEndpoint(app, crm.resetRestriction, ({ request, actor, params, query }) =>
    withRequestScope(request, (tx, scope) =>
      resetRestrictions(tx, scope, actor, request, { transactionId: params.id, ...query }),
    ),
  );
  registerEndpoint(app, crm.updateBinData, ({ request, actor, params, body }) =>
    withRequestScope(request, (tx, scope) => updateBinData(tx, scope, actor, request, params.id, body)),
  );

  registerEndpoint(app, exportReportV3, async ({ request, reply, actor, body }) => {
    requireKnownReport(body.reportId);
    // The scope (and a bad tenantId header's 400 or 404) is settled before the download starts.
    const scope = await requestScope(request);
    const csv = exportReportCsv({ db: app.database.db, scope, actor, request: body, log: request.log });
    return sendDownload(reply, {
      contentType: 'text/csv; charset=utf-8',
      fileName: EXPORT_V3_FILE_NAME,
      body: csv,
    });
  });
}

/** The calls both families have (the CRM family adds the operators' changes). */
function registerSharedCalls(app: FastifyInstance): void {
  registerFamily(app, [crmTransactionMaintenance, merchantTransactionMaintenance], {
    relationships: ({ request, actor, query }) =>
      withRequestScope(request, (tx, scope) => listRelationships(tx, scope, actor, query)),
    deallocate: ({ request, actor, body }) =>
      withRequestScope(request, (tx, scope) => deallocateRelationships(tx, scope, actor, request, body)),
    binData: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => getBinData(tx, scope, params.id)),
    restrictions: ({ request, params }) =>
      withRequestScope(request, (tx, scope) => listRestrictions(tx, scope, params.id)),
    paymentChannels: ({ request, query }) =>
      withRequestScope(request, (tx, scope) => listPaymentChannels(tx, scope, query)),
  });
}
