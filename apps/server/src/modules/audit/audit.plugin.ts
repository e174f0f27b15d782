import {
  checkAuditChain,
  exportAuditEvents,
  listAuditEvents,
  loginHistory,
} from '@paydesk/contracts/audit/audit.endpoints';
import { AUDIT_PAGING } from '@paydesk/contracts/audit/audit.schemas';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requestWho } from '../../infra/audit/audit-who';
import { type AuditWorker, createAuditWorker } from '../../infra/audit/audit-worker';
import { recordAuditInOwnTransaction } from '../../infra/audit/audit-writer';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { sendDownload } from '../files';
import { listAuditEvents as listEvents } from './audit-events.repository';
import { AUDIT_EXPORT_FILE_NAME, exportAuditCsv } from './audit-export';
import { createChainChecks } from './chain-checks';
import { listSignInEvents } from './login-history';

/**
 * The audit trail's reads (docs/administration.md "The audit trail"): the list, the CSV export (an
 * export is itself recorded, `audit.export`), the chain check and the login history (its sign-in
 * events); and the daily pass of retention and
 * chain check (infra/audit/audit-worker.ts). What is written to the trail is written by each module
 * through infra/audit, in its own transactions.
 */
const auditPlugin: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, listAuditEvents, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => listEvents(tx, scope, query)),
  );

  registerEndpoint(app, loginHistory, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => listSignInEvents(tx, scope, query)),
  );

  registerEndpoint(app, exportAuditEvents, async ({ request, reply, actor, query }) => {
    // The scope (and a bad tenantId header's 400 or 404) is settled before the download starts.
    const scope = await requestScope(request);
    // Recorded before the file is read: one who reads the trail leaves a trace in it. Into the
    // chain of the one tenant the scope sees, else the platform's own.
    const tenantId = scope.tenantIds === 'all' ? null : (scope.tenantIds[0] ?? null);
    await recordAuditInOwnTransaction(app.database.db, scope, {
      tenantId,
      who: requestWho(actor, request),
      action: 'audit.export',
      resourceType: 'audit-trail',
      resourceId: tenantId ?? 'all',
      after: { filters: query, rowCap: AUDIT_PAGING.exportRowCap },
    });
    const csv = exportAuditCsv({ db: app.database.db, scope, filter: query, log: request.log });
    return sendDownload(reply, {
      contentType: 'text/csv; charset=utf-8',
      fileName: AUDIT_EXPORT_FILE_NAME,
      body: csv,
    });
  });

  const chainChecks = createChainChecks(app.database.db);
  registerEndpoint(app, checkAuditChain, async ({ request }) => {
    const check = await chainChecks.check(await requestScope(request));
    return {
      valid: check.valid,
      checked: check.checked,
      chains: check.chains.map((chain) => ({ ...chain })),
    };
  });

  const worker = createAuditWorker(app.database.db, app.log);
  app.decorate('audit', { worker });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail's daily pass (retention and chain check), for whoever runs the app and the tests. */
    audit: { readonly worker: AuditWorker };
  }
}

/** Not encapsulated (fastify-plugin): the decoration above belongs on the app itself. */
export const auditModule = fp(auditPlugin, { name: 'audit' });
