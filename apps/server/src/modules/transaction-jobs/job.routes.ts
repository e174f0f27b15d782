import { Readable } from 'node:stream';
import {
  crmTransactionJobs,
  merchantTransactionJobs,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import {
  EXPORT_FILE_NAME,
  TRANSACTION_JOB_MESSAGES,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { registerFamily } from '../../infra/http/register-family';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { sendZipDownload } from '../transactions';
import { createJobFor, submissionOf } from './job-submission';
import {
  cancelJob,
  isLimited,
  jobsVisibleTo,
  listExports,
  listItems,
  listJobs,
  ownExports,
  readExportChunk,
  requireJob,
  toBulkJob,
  toExportJob,
} from './transaction-jobs.repository';

/** Bulk actions (bulk-actions-lookup) and exports, on both families: operators (CRM base) and merchants. */
export function registerJobCalls(app: FastifyInstance): void {
  const actions = (request: FastifyRequest, actor: Actor) =>
    requestScope(request).then((scope) => jobsVisibleTo(scope, actor, isLimited(actor)));

  const own = (request: FastifyRequest, actor: Actor) =>
    requestScope(request).then((scope) => ownExports(scope, actor));
  registerFamily(app, [crmTransactionJobs, merchantTransactionJobs], {
    startBulkAction: async ({ request, actor, body }) =>
      toBulkJob(
        await createJobFor(request, actor, {
          kind: 'BulkAction',
          action: body.action,
          comment: body.reason ?? null,
          references: body.transactionIds,
          submission: submissionOf(request, body),
        }),
      ),
    listBulkActions: async ({ request, actor, query }) => {
      const where = await actions(request, actor);
      return withRequestScope(request, (tx) => listJobs(tx, where, 'BulkAction', query));
    },
    getBulkAction: async ({ request, actor, params }) => {
      const where = await actions(request, actor);
      return withRequestScope(request, async (tx) =>
        toBulkJob(await requireJob(tx, where, 'BulkAction', params.jobId)),
      );
    },
    bulkActionItems: async ({ request, actor, params, query }) => {
      const where = await actions(request, actor);
      return withRequestScope(request, async (tx) =>
        listItems(tx, await requireJob(tx, where, 'BulkAction', params.jobId), query),
      );
    },
    cancelBulkAction: async ({ request, actor, params }) => {
      const where = await actions(request, actor);
      return withRequestScope(request, async (tx) =>
        toBulkJob(await cancelJob(tx, await requireJob(tx, where, 'BulkAction', params.jobId, true))),
      );
    },
    startExport: async ({ request, actor, body }) =>
      toExportJob(
        await createJobFor(request, actor, {
          kind: 'Export',
          action: 'export',
          filter: JSON.parse(JSON.stringify(body)) as Record<string, unknown>,
          submission: submissionOf(request, body),
        }),
      ),
    listExports: async ({ request, actor }) => {
      const where = await own(request, actor);
      return withRequestScope(request, async (tx) => ({ data: await listExports(tx, where) }));
    },
    getExport: async ({ request, actor, params }) => {
      const where = await own(request, actor);
      return withRequestScope(request, async (tx) =>
        toExportJob(await requireJob(tx, where, 'Export', params.jobId)),
      );
    },
    downloadExport: async ({ request, reply, actor, params }) => {
      const scope = await requestScope(request);
      const where = ownExports(scope, actor);
      const job = await withScope(app.database.db, scope, (tx) =>
        requireJob(tx, where, 'Export', params.jobId),
      );
      if (job.status === 'Failed')
        throw AppError.refused('EXPORT_FAILED', TRANSACTION_JOB_MESSAGES.exportFailed);
      if (job.status !== 'Completed')
        throw AppError.refused('EXPORT_NOT_READY', TRANSACTION_JOB_MESSAGES.exportNotReady);
      // One chunk per short read: memory holds one chunk, and no transaction stays open while the client reads.
      const db = app.database.db;
      const chunks = async function* () {
        for (let seq = 0; ; seq += 1) {
          const data = await withScope(db, scope, (tx) => readExportChunk(tx, job.id, seq));
          if (!data) return;
          yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        }
      };
      return sendZipDownload(reply, EXPORT_FILE_NAME, Readable.from(chunks()));
    },
  });
}
